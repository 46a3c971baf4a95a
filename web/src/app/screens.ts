// Every signed-in route of spec section 2, with the roles that may open it, its screen once the
// feature has landed, and its sidebar entry. The router and the sidebar both read this table.
//
// A feature lands by giving its row `screen` (a lazy import). Until then the route exists and is
// guarded (signed-out visitors go to /login) but shows the 404 screen, and its sidebar entry stays
// hidden: a row is "available" exactly when it has a path and a screen.
import type { ComponentType } from 'react';
import type { IconName } from '../components/ui/icons';
import { breachesPath, employeesSchedulePath, openShiftsPath } from '../features/schedule/api/paths';
import { DAILY_KEY, INVOICES_KEY, MONTHLY_KEY } from '../features/telemetry/api/paths';
import { isMonth, monthRange } from '../lib/month';
import { aroundTodayPath, COMPANIES_KEY, DEPARTMENTS_KEY, inLanguage, isoDay, schedulePath, USERS_KEY } from '../lib/paths';
import type { CompaniesPublic, Role, UserPublic, WorkSchedule } from '../types/api';

export const EVERYONE: readonly Role[] = ['user', 'admin', 'superadmin'];
export const ADMINS: readonly Role[] = ['admin', 'superadmin'];
export const SUPERADMINS: readonly Role[] = ['superadmin'];

/** The sidebar entries of the spec ('Items' and 'Blog' have no screen and are left out). */
export type NavId =
  | 'dashboard'
  | 'news'
  | 'workScheduler'
  | 'chat'
  | 'direct'
  | 'calendar'
  | 'absence'
  | 'userSettings'
  | 'users'
  | 'companies'
  | 'departments'
  | 'schedule'
  | 'telemetry'
  | 'employeesSchedule'
  | 'shiftEntries'
  | 'myQr'
  | 'openShifts'
  | 'skills'
  | 'availability';

export type Screen = {
  /** The route (react-router pattern); null for a sidebar entry whose screen has no route yet. */
  path: string | null;
  /** Who may open it and who sees its sidebar entry. */
  roles: readonly Role[];
  /** The screen, loaded when first opened; absent until the feature lands. */
  screen?: () => Promise<ComponentType>;
  /** Its sidebar entry, in sidebar order; `admin` entries sit under the 'Admin' heading. */
  nav?: { id: NavId; icon: IconName; group: 'main' | 'admin' };
  /**
   * The reads the screen makes when it first shows, started on a first visit beside its code
   * (`preloadScreen`, app/router.tsx) so its data does not wait for the code: each `read(path)` must
   * be the exact path the screen's hook will ask for, which then takes the answer (`readEarly`,
   * lib/api.ts). Only called for the row's roles (as the stored session names them), beside the
   * terms check and the user: an answer no screen takes within 10 s is dropped.
   */
  reads?: (first: FirstReads) => void;
};

/** What a screen's `reads` are given: the address's query, the signed-in user, and `read`. */
export type FirstReads = {
  params: URLSearchParams;
  /** Who the stored session names (lib/session.ts storedSessionClaims). */
  user: Pick<UserPublic, 'id' | 'role'>;
  /** The language the app shows: schedule reads name their holidays in it (`inLanguage`). */
  language: string;
  /** Starts `GET path` for the screen's hook to take (null: nothing). */
  read: <T>(path: string | null) => Promise<T> | undefined;
};

/** The month a schedule screen opens on: `?month=`, else the browser's (the company's once known). */
const firstMonth = (
  params: URLSearchParams,
  now = new Date(),
) => (isMonth(params.get('month')) ? params.get('month')! : isoDay(now).slice(0, 7));

export const SCREENS: readonly Screen[] = [
  // Sidebar, for everyone.
  {
    path: '/',
    roles: EVERYONE,
    screen: () => import('./routes/dashboard').then((m) => m.DashboardRoute),
    nav: { id: 'dashboard', icon: 'dashboard', group: 'main' },
    // My shift (today) and the company's today; then the admins' open shifts of that day (the
    // browser's today may be another: around midnight, or in another zone).
    reads: ({ user, language, read }) => {
      const around = read<WorkSchedule>(inLanguage(aroundTodayPath(), language));
      if (ADMINS.includes(user.role)) around?.then(({ today }) => read(openShiftsPath(today)), () => undefined);
    },
  },
  {
    path: '/news/all-news',
    roles: EVERYONE,
    screen: () => import('../features/news/components/news-feed-page').then((m) => m.NewsFeedPage),
    nav: { id: 'news', icon: 'news', group: 'main' },
  },
  {
    path: '/work-schedule',
    roles: EVERYONE,
    screen: () => import('./routes/work-schedule-route').then((m) => m.WorkScheduleRoute),
    nav: { id: 'workScheduler', icon: 'clock', group: 'main' },
    // The month of the person shown (an admin's `?user=`, else oneself), its breaches, the people.
    reads: ({ params, user, language, read }) => {
      const isAdmin = ADMINS.includes(user.role);
      const { start, end } = monthRange(firstMonth(params));
      const userId = isAdmin ? params.get('user') : null;
      read(inLanguage(aroundTodayPath(), language));
      read(inLanguage(schedulePath(start, end, userId), language));
      read(breachesPath(start, end, { user_id: userId ?? user.id }));
      if (isAdmin) read(USERS_KEY);
    },
  },
  {
    path: '/rooms',
    roles: EVERYONE,
    screen: () => import('../features/chat/components/rooms-page').then((m) => m.RoomsPage),
    nav: { id: 'chat', icon: 'chat', group: 'main' },
  },
  {
    path: '/direct',
    roles: EVERYONE,
    screen: () => import('../features/chat/components/direct-page').then((m) => m.DirectPage),
    nav: { id: 'direct', icon: 'direct', group: 'main' },
  },
  // The issue gives every user a Calendar entry; spec section 2 has no route for it, so the team
  // calendar (a department's month of shifts and approved absences) takes /calendar.
  {
    path: '/calendar',
    roles: EVERYONE,
    screen: () => import('./routes/calendar-route').then((m) => m.CalendarRoute),
    nav: { id: 'calendar', icon: 'calendar', group: 'main' },
  },
  {
    path: '/vacations',
    roles: EVERYONE,
    screen: () => import('../features/absence/components/absence-page').then((m) => m.AbsencePage),
    nav: { id: 'absence', icon: 'absence', group: 'main' },
  },
  // Open shifts and swaps (issue 17): employees claim and offer, admins publish and decide.
  {
    path: '/availability',
    roles: EVERYONE,
    screen: () => import('../features/availability/components/availability-page').then((m) => m.AvailabilityPage),
    nav: { id: 'availability', icon: 'calendar', group: 'main' },
  },
  {
    path: '/open-shifts',
    roles: EVERYONE,
    screen: () => import('./routes/shift-market-route').then((m) => m.ShiftMarketRoute),
    nav: { id: 'openShifts', icon: 'megaphone', group: 'main' },
  },
  {
    path: '/my-qr',
    roles: EVERYONE,
    screen: () => import('../features/qr/components/my-qr-page').then((m) => m.MyQrPage),
    nav: { id: 'myQr', icon: 'qr', group: 'main' },
  },
  {
    path: '/settings',
    roles: EVERYONE,
    screen: () => import('./routes/settings').then((m) => m.SettingsRoute),
    nav: { id: 'userSettings', icon: 'settings', group: 'main' },
  },

  // Sidebar, under 'Admin'.
  {
    path: '/users',
    roles: ADMINS,
    screen: () => import('../features/users/components/users-page').then((m) => m.UsersPage),
    nav: { id: 'users', icon: 'users', group: 'admin' },
  },
  {
    path: '/companies',
    roles: SUPERADMINS,
    screen: () => import('../features/org/components/companies-page').then((m) => m.CompaniesPage),
    nav: { id: 'companies', icon: 'building', group: 'admin' },
  },
  {
    path: '/departments',
    roles: ADMINS,
    screen: () => import('../features/org/components/departments-page').then((m) => m.DepartmentsPage),
    nav: { id: 'departments', icon: 'layers', group: 'admin' },
  },
  {
    path: '/pattern-schedules',
    roles: ADMINS,
    screen: () => import('./routes/patterns-route').then((m) => m.PatternsRoute),
    nav: { id: 'schedule', icon: 'repeat', group: 'admin' },
  },
  {
    path: '/skills',
    roles: ADMINS,
    screen: () => import('../features/skills/components/skills-page').then((m) => m.SkillsPage),
    nav: { id: 'skills', icon: 'idCard', group: 'admin' },
  },
  // Admins read their company's usage and invoices; the actions on the screen are a superadmin's.
  {
    path: '/telemetry',
    roles: ADMINS,
    screen: () => import('../features/telemetry/components/telemetry-page').then((m) => m.TelemetryPage),
    nav: { id: 'telemetry', icon: 'chart', group: 'admin' },
    reads: ({ read }) => {
      read(DAILY_KEY);
      read(MONTHLY_KEY);
      read(INVOICES_KEY);
    },
  },
  {
    path: '/employees-schedule',
    roles: ADMINS,
    screen: () => import('./routes/employees-schedule-route').then((m) => m.EmployeesScheduleRoute),
    nav: { id: 'employeesSchedule', icon: 'team', group: 'admin' },
    // The grid of `?company_id=` (else the first company the caller may read) and its breaches.
    reads: ({ params, language, read }) => {
      const month = firstMonth(params);
      const { start, end } = monthRange(month);
      const departmentId = params.get('department_id');
      read(inLanguage(aroundTodayPath(), language));
      read(DEPARTMENTS_KEY);
      const companies = read<CompaniesPublic>(COMPANIES_KEY);
      const grid = (companyId: string | null) => {
        const path = employeesSchedulePath(month, companyId, departmentId);
        read(path && inLanguage(path, language));
        read(breachesPath(start, end, departmentId ? { department_id: departmentId } : { company_id: companyId }));
      };
      const companyId = params.get('company_id');
      if (companyId) grid(companyId);
      else void companies?.then((answer) => grid(answer.data[0]?.id ?? null), () => undefined);
    },
  },
  {
    path: '/shift-entries-list/shift-entries',
    roles: ADMINS,
    screen: () => import('../features/shift-entries/components/shift-entries-page').then((m) => m.ShiftEntriesPage),
    nav: { id: 'shiftEntries', icon: 'scan', group: 'admin' },
  },

  // Reached from other screens, not from the sidebar.
  {
    path: '/news/create',
    roles: ADMINS,
    screen: () => import('../features/news/components/news-form-page').then((m) => m.NewsCreatePage),
  },
  {
    path: '/news/:newsId',
    roles: EVERYONE,
    screen: () => import('../features/news/components/news-item-page').then((m) => m.NewsItemPage),
  },
  // Not in spec section 2: editing uses the create form, prefilled; /news is the feed.
  {
    path: '/news/:newsId/edit',
    roles: ADMINS,
    screen: () => import('../features/news/components/news-form-page').then((m) => m.NewsEditPage),
  },
  { path: '/news', roles: EVERYONE, screen: () => import('../features/news/components/news-redirect').then((m) => m.NewsRedirect) },
  {
    path: '/chat/:roomId',
    roles: EVERYONE,
    screen: () => import('../features/chat/components/chat-room-page').then((m) => m.ChatRoomPage),
  },
  {
    path: '/user/:userId',
    roles: ADMINS,
    screen: () => import('./routes/employee-route').then((m) => m.EmployeeRoute),
  },
  // Admins read and edit their own companies (the API allows it): they open them from a profile
  // or a department, while the /companies list and its sidebar entry stay a superadmin's.
  {
    path: '/company/:companyId',
    roles: ADMINS,
    screen: () => import('./routes/company-route').then((m) => m.CompanyRoute),
  },
  {
    path: '/department/:deptId',
    roles: ADMINS,
    screen: () => import('./routes/department').then((m) => m.DepartmentRoute),
  },
  {
    path: '/pattern-schedule/:patternId',
    roles: ADMINS,
    screen: () => import('./routes/pattern-route').then((m) => m.PatternRoute),
  },
  {
    path: '/shift-entries-list/:shiftId',
    roles: ADMINS,
    screen: () => import('../features/shift-entries/components/shift-entry-page').then((m) => m.ShiftEntryPage),
  },
];

/** A row whose screen exists: its route shows it and its sidebar entry is shown. */
export const isAvailable = (screen: Screen): screen is Screen & { path: string; screen: NonNullable<Screen['screen']> } =>
  screen.path !== null && screen.screen !== undefined;

/** The sidebar entries a role sees, in order. */
export const sidebarEntries = (role: Role) =>
  SCREENS.filter((row) => row.nav && isAvailable(row) && row.roles.includes(role)) as (Screen & {
    path: string;
    nav: NonNullable<Screen['nav']>;
  })[];
