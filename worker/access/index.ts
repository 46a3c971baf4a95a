// Who may see and change what (docs/security.md "Access policy"), in one place: a service method
// starts with `requireAccess(ctx, permission, id)` and gets the record back, or the refusal:
//   - a route the caller's role can never use is the route guard's 403 (auth/guards.ts);
//   - a record of this tenant outside the caller's scope: 403 with the code of its area;
//   - an unknown id (another tenant's ids are unknown here): 404.
// Lists do not come here: they filter with the scope's conditions (scope.ts) in their own query,
// and answer their per-item flags from the batch form, `checkAccess(ctx, permission, ids)`
// (batch.ts: ids in, the permitted set out, one query).
// What remains in services are rules of the domain (who may set a salary, cancel a request...),
// each listed with its reason in domain-rules.ts; tests/unit/access/role-checks.test.ts fails on
// any other role comparison in worker/features.
import type {
  AvailabilityChangeRow,
  AvailabilityExceptionRow,
  CompanyRow,
  EmploymentRecordRow,
  NotificationRow,
  UserRow,
} from '../db/schema';
import { forbidden, notFound, ValidationError } from '../lib/errors';
import type { Actor } from '../lib/request-context';
import { currentEmployment, findJoined, findPerson as findAbsencePerson, type Joined, type Person } from '../features/absence/queries';
import { findRecord } from '../features/employees/queries';
import { findNotification } from '../features/notifications/queries';
import { findEntry, type EntryJoined } from '../features/shift-entries/queries';
import { findCompany, findDepartment, type DepartmentJoined } from '../features/org/queries';
import {
  companyClock,
  departmentCompanyId,
  findPattern,
  findPerson,
  findShift,
  type CompanyClock,
  type PatternJoined,
} from '../features/schedule/queries';
import type { DayShiftRow } from '../db/schema';
import { findUserById } from '../features/users/queries';
import type { MediaKind, UploadKind } from '../features/media/schemas';
import { departmentCost, departmentPay } from './labour-cost';
import { availabilityChange, availabilityException } from './availability';
import { mediaDelete, mediaUpload } from './media';
import type { OverrideRow } from '../features/staffing/queries';
import { staffingDepartment, staffingOverride } from './staffing';
import type { OpenShiftJoined } from '../features/shift-market/queries';
import { openShiftManaged, openShiftRead, swapManaged, swapRead, type SwapAccess } from './market';
import { directChat, newsItem, room, type NewsAccess, type RoomAccess } from './messaging';
import { skillHoldings } from './skills';
import { actsIn, adminSeesUser, currentCompanyIds, currentDepartmentIds, type ScopeContext } from './scope';

export { approvalsNeeded } from './availability';
export { checkAccess, type BatchPermission } from './batch';
export { managesNews, managesRoom, writesChannels, type NewsAccess, type RoomAccess } from './messaging';

/** What each permission is asked about, and what it answers when granted. */
type Permissions = {
  /** Read a company: superadmins any, others their current companies. */
  'company.read': [id: string, CompanyRow];
  'company.update': [id: string, CompanyRow];
  /** Create a department in this company. */
  'department.create': [companyId: string, CompanyRow];
  /** Read a department: admins of its company, users employed in it now. */
  'department.read': [id: string, DepartmentJoined];
  'department.update': [id: string, DepartmentJoined];
  'department.delete': [id: string, DepartmentJoined];
  /** Read an account: oneself; admins the users they manage (access/scope.ts usersVisibleToAdmin). */
  'user.read': [id: string, UserRow];
  /** Change an account: admins manage users with the role user (and themselves) in their scope. */
  'user.update': [id: string, UserRow];
  'user.delete': [id: string, UserRow];
  'user.activate': [id: string, UserRow];
  /** A person with their employment records: oneself, or someone an admin manages. */
  'employee.read': [userId: string, UserRow];
  /** Employ a person in a company: admins in their companies, users with the role user only. */
  'employment.create': [{ userId: string; companyId: string }, UserRow];
  'employment.update': [id: string, EmploymentRecordRow];
  /** Read or plan someone else's schedule: admins the users they manage. */
  'schedule.user': [userId: string, Actor];
  /** The employees grid: admins of the company; users the department they work in now. */
  'schedule.grid': [{ companyId?: string; departmentId?: string }, CompanyClock];
  /** Plan in a department (a pattern of it, applying to all of it): admins of its company. */
  'department.schedule': [departmentId: string, string];
  /** Read, apply or delete a pattern: the shared ones and those of the admin's companies. */
  'pattern.read': [id: string, PatternJoined];
  'pattern.apply': [id: string, PatternJoined];
  /** Deleting a shared pattern is also its owner's (or a superadmin's). */
  'pattern.delete': [id: string, PatternJoined];
  /** Editing one too (plan edits): a shared pattern only its owner or a superadmin. */
  'pattern.update': [id: string, PatternJoined];
  /** Read a shift: one's own, an admin's companies'. */
  'shift.read': [id: string, DayShiftRow];
  /** Start or stop a shift: one's own only. */
  'shift.work': [id: string, DayShiftRow];
  /** Confirm a shift: an admin's companies'. */
  'shift.confirm': [id: string, DayShiftRow];
  /** Read or change an absence request: one's own, an admin's companies'. */
  'absence.read': [id: string, Joined];
  'absence.change': [id: string, Joined];
  /** The person a request or a balance is about: oneself (no id), or someone an admin manages. */
  'absence.person': [userId: string | null | undefined, Person];
  /** File a request for: oneself, or (admins) someone employed in their companies now. */
  'absence.create': [userId: string | null | undefined, Person];
  /** Mark or delete a notification: one's own only. */
  'notification.change': [id: string, NotificationRow];
  /** Read a chat room and its messages: its members and those who manage it. */
  'room.read': [id: string, RoomAccess];
  /** Edit a room, change its members, delete it, delete any message: admins of its company, superadmins. */
  'room.manage': [id: string, RoomAccess];
  /** A direct chat: its two members only. */
  'direct.read': [id: string, RoomAccess];
  /** Read a news item: those it is for (everyone, or people of its companies), its author, superadmins. */
  'news.read': [id: string, NewsAccess];
  /** Edit or delete a news item: superadmins; admins when every company it is for is theirs. */
  'news.manage': [id: string, NewsAccess];
  /** Read, close, reopen and scan into a shift entry: admins of its company, superadmins. */
  'shift_entry.manage': [id: string, EntryJoined];
  /** Get (and so create) a person's employee card: oneself; admins the users they manage; superadmins anyone. */
  'card.issue': [userId: string, UserRow];
  /** Revoke and reissue a card: admins the users they manage, superadmins anyone (the route admits no user). */
  'card.reissue': [userId: string, UserRow];
  /** See whom a scanned code names: superadmins anyone; admins people employed now in their companies. */
  'card.scan': [userId: string, string];
  /** Read an open shift: those who manage it, the employees of its department now. */
  'open_shift.read': [id: string, OpenShiftJoined];
  /** Cancel an open shift, decide its claims: admins of its company, superadmins. */
  'open_shift.manage': [id: string, OpenShiftJoined];
  /** Read a swap (accept, cancel as its rules allow): its two sides, the colleagues of its department, its managers. */
  'swap.read': [id: string, SwapAccess];
  /** Approve or reject a swap: admins of its company, superadmins. */
  'swap.manage': [id: string, SwapAccess];
  /** Upload an image of this kind: news, rooms and companies images are the admins'. */
  'media.upload': [kind: UploadKind, UploadKind];
  /** Delete a stored image: its uploader; a superadmin any image but an avatar. */
  'media.delete': [{ kind: MediaKind; owner: string }, MediaKind];
  /** A department's calendar feed (making one, reading it as its owner): admins who plan in the department. */
  'calendar_feed.department': [departmentId: string, string];
  /** A department's cost totals and budget (labour-cost.ts): admins of its company, superadmins. */
  'labour_cost.department': [departmentId: string, DepartmentJoined];
  /** A department's per-person costs, writing its budget: superadmins. */
  'labour_cost.pay': [departmentId: string, DepartmentJoined];
  /** Set a person's skills: admins the people they manage, superadmins anyone (access/skills.ts). */
  'skills.holdings': [userId: string, UserRow];
  /** A department's staffing needs and coverage: admins of its company, superadmins. */
  'staffing.department': [departmentId: string, string];
  /** Delete a staffing override: those who manage its department's needs. */
  'staffing.override': [id: string, OverrideRow];
  /** Delete an availability exception: its person; admins the people they manage; superadmins. */
  'availability.exception': [id: string, AvailabilityExceptionRow];
  /** Decide a pending availability change: admins of the people they manage (not their own), superadmins. */
  'availability.change': [id: string, AvailabilityChangeRow];
};

export type Permission = keyof Permissions;
type Target<P extends Permission> = Permissions[P][0];
type Granted<P extends Permission> = Permissions[P][1];

/**
 * The record `id` names, when the caller may act on it with `permission`; else the refusal (403
 * outside the scope, 404 unknown), with the same codes the API has always answered. Inside a
 * transaction pass `{ ...ctx, db: tx }`.
 */
export async function requireAccess<P extends Permission>(ctx: ScopeContext, permission: P, id: Target<P>): Promise<Granted<P>> {
  return (await check(ctx, permission, id as never)) as Granted<P>;
}

async function check(ctx: ScopeContext, permission: Permission, id: never): Promise<unknown> {
  switch (permission) {
    case 'company.read':
    case 'company.update':
    case 'department.create':
      return company(ctx, id);
    case 'department.read':
    case 'department.update':
    case 'department.delete':
      return department(ctx, id);
    case 'user.read':
    case 'employee.read':
      return person(ctx, id);
    case 'user.update':
    case 'user.delete':
    case 'user.activate':
      return managedAccount(ctx, id, permission === 'user.update' ? 'users.unknown_id' : 'users.not_found');
    case 'employment.create':
      return employmentCreate(ctx, id);
    case 'employment.update':
      return employmentUpdate(ctx, id);
    case 'schedule.user':
      return scheduleUser(ctx, id);
    case 'schedule.grid':
      return grid(ctx, id);
    case 'department.schedule':
      return departmentSchedule(ctx, id);
    case 'pattern.read':
    case 'pattern.apply':
    case 'pattern.delete':
      return pattern(ctx, id, permission === 'pattern.delete');
    case 'pattern.update':
      return pattern(ctx, id, true, 'schedule.shared_pattern_edit');
    case 'shift.read':
      return shift(ctx, id, 'read');
    case 'shift.work':
      return shift(ctx, id, 'work');
    case 'shift.confirm':
      return shift(ctx, id, 'confirm');
    case 'absence.read':
    case 'absence.change':
      return absenceRequest(ctx, id);
    case 'absence.person':
      return absencePerson(ctx, id);
    case 'absence.create':
      return absenceCreate(ctx, id);
    case 'notification.change':
      return notification(ctx, id);
    case 'room.read':
    case 'room.manage':
      return room(ctx, id, permission === 'room.manage');
    case 'news.read':
    case 'news.manage':
      return newsItem(ctx, id, permission === 'news.manage');
    case 'direct.read':
      return directChat(ctx, id);
    case 'shift_entry.manage':
      return shiftEntry(ctx, id);
    case 'card.issue':
    case 'card.reissue':
      return cardHolder(ctx, id);
    case 'card.scan':
      return scanned(ctx, id);
    case 'open_shift.read':
      return openShiftRead(ctx, id);
    case 'open_shift.manage':
      return openShiftManaged(ctx, id);
    case 'swap.read':
      return swapRead(ctx, id);
    case 'swap.manage':
      return swapManaged(ctx, id);
    case 'media.upload':
      return mediaUpload(ctx, id);
    case 'media.delete':
      return mediaDelete(ctx, id);
    case 'calendar_feed.department':
      return departmentFeed(ctx, id);
    case 'labour_cost.department':
      return departmentCost(ctx, id);
    case 'labour_cost.pay':
      return departmentPay(ctx, id);
    case 'skills.holdings':
      return skillHoldings(ctx, id);
    case 'staffing.department':
      return staffingDepartment(ctx, id);
    case 'staffing.override':
      return staffingOverride(ctx, id);
    case 'availability.exception':
      return availabilityException(ctx, id);
    case 'availability.change':
      return availabilityChange(ctx, id);
  }
}

/** Whether the caller may manage this person: superadmins and users themselves trivially. */
const manages = (ctx: ScopeContext, userId: string) =>
  ctx.actor.role !== 'admin' || adminSeesUser(ctx.db, ctx.actor.id, userId, ctx.orgToday);

// ------------------------------------------------------------------------------ organisation

async function company(ctx: ScopeContext, id: string): Promise<CompanyRow> {
  const row = await findCompany(ctx.db, id);
  if (!row) throw notFound('org.company_not_found');
  if (!(await actsIn(ctx, id))) throw forbidden('org.not_your_company');
  return row;
}

async function department(ctx: ScopeContext, id: string): Promise<DepartmentJoined> {
  const { db, actor, orgToday } = ctx;
  const row = await findDepartment(db, id);
  if (!row) throw notFound('org.department_not_found');
  if (actor.role === 'admin' && !(await actsIn(ctx, row.department.companyId))) throw forbidden('org.not_your_company');
  if (actor.role === 'user' && !(await currentDepartmentIds(db, actor.id, orgToday)).includes(id)) {
    throw forbidden('org.not_your_department');
  }
  return row;
}

// ----------------------------------------------------------------------------------- people

/** Users read themselves; admins the users they manage; superadmins anyone. */
async function person(ctx: ScopeContext, id: string): Promise<UserRow> {
  if (ctx.actor.role === 'user' && id !== ctx.actor.id) throw forbidden();
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('users.not_found');
  if (!(await manages(ctx, id))) throw forbidden('users.outside_scope');
  return row;
}

/** Admins manage accounts with the role user (and themselves) in their scope; superadmins everyone. */
async function managedAccount(ctx: ScopeContext, id: string, unknown: 'users.unknown_id' | 'users.not_found'): Promise<UserRow> {
  const { actor } = ctx;
  const target = await findUserById(ctx.db, id);
  if (!target) throw notFound(unknown);
  if (actor.role === 'admin' && target.role !== 'user' && target.id !== actor.id) throw forbidden('users.admin_manages_role_user');
  if (!(await manages(ctx, id))) throw forbidden('users.outside_scope');
  return target;
}

/** Admins act on employment in their companies, for users with the role user only. */
async function employs(ctx: ScopeContext, companyId: string, target: UserRow): Promise<void> {
  if (ctx.actor.role === 'superadmin') return;
  if (!(await actsIn(ctx, companyId))) throw forbidden('org.not_your_company');
  if (target.role !== 'user') throw forbidden('employees.only_role_user');
}

async function employmentCreate(ctx: ScopeContext, { userId, companyId }: { userId: string; companyId: string }): Promise<UserRow> {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw notFound('users.not_found');
  if (!(await findCompany(ctx.db, companyId))) throw notFound('org.company_not_found');
  await employs(ctx, companyId, target);
  if (!(await manages(ctx, userId))) throw forbidden('users.outside_scope');
  return target;
}

async function employmentUpdate(ctx: ScopeContext, id: string): Promise<EmploymentRecordRow> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound('employees.record_not_found');
  const target = await findUserById(ctx.db, record.userId);
  if (!target) throw notFound('employees.record_not_found');
  await employs(ctx, record.companyId, target);
  return record;
}

// ---------------------------------------------------------------------------- work schedule

async function scheduleUser(ctx: ScopeContext, userId: string): Promise<Actor> {
  if (ctx.actor.role === 'user' && userId !== ctx.actor.id) throw forbidden();
  const target = await findPerson(ctx.db, userId);
  if (!target) throw notFound('users.not_found');
  if (!(await manages(ctx, userId))) throw forbidden('users.outside_scope');
  return target;
}

/**
 * The company of the grid. Users read only a department they work in now; the department must
 * belong to the company asked for (422); admins read their companies' grids.
 */
async function grid(ctx: ScopeContext, { companyId, departmentId }: { companyId?: string; departmentId?: string }): Promise<CompanyClock> {
  const { db, actor, orgToday } = ctx;
  if (actor.role === 'user' && !departmentId) throw forbidden('schedule.not_your_team');
  if (departmentId) {
    const departmentCompany = await departmentCompanyId(db, departmentId);
    if (!departmentCompany) throw notFound('org.department_not_found');
    if (actor.role === 'user' && !(await currentDepartmentIds(db, actor.id, orgToday)).includes(departmentId)) {
      throw forbidden('schedule.not_your_team');
    }
    if (companyId && companyId !== departmentCompany) {
      throw ValidationError.field(['query', 'department_id'], 'The department does not belong to this company');
    }
    companyId = departmentCompany;
  }
  const clock = await companyClock(db, companyId!);
  if (actor.role !== 'user' && !(await actsIn(ctx, clock.id))) throw forbidden('org.not_your_company');
  return clock;
}

async function departmentSchedule(ctx: ScopeContext, departmentId: string): Promise<string> {
  const companyId = await departmentCompanyId(ctx.db, departmentId);
  if (!companyId) throw notFound('org.department_not_found');
  if (!(await actsIn(ctx, companyId))) throw forbidden('org.not_your_company');
  return companyId;
}

/** Superadmins every pattern; admins the shared ones (no department) and their companies'. */
async function pattern(
  ctx: ScopeContext,
  id: string,
  deleting: boolean,
  ownerOnly: 'schedule.shared_pattern_owner' | 'schedule.shared_pattern_edit' = 'schedule.shared_pattern_owner',
): Promise<PatternJoined> {
  const { actor } = ctx;
  const row = await findPattern(ctx.db, id);
  if (!row) throw notFound('schedule.pattern_not_found');
  if (row.departmentCompanyId && !(await actsIn(ctx, row.departmentCompanyId))) throw forbidden('schedule.pattern_elsewhere');
  if (deleting && actor.role === 'admin' && !row.departmentId && row.ownerId !== actor.id) throw forbidden(ownerOnly);
  return row;
}

async function shift(ctx: ScopeContext, id: string, action: 'read' | 'work' | 'confirm'): Promise<DayShiftRow> {
  const { actor } = ctx;
  const row = await findShift(ctx.db, id);
  const own = row.userId === actor.id;
  if (action === 'work' && !own) throw forbidden('schedule.not_your_shift');
  if (action === 'read' && !own && actor.role === 'user') throw forbidden('schedule.not_your_shift');
  if ((action === 'confirm' || !own) && !(await actsIn(ctx, row.companyId))) throw forbidden('org.not_your_company');
  return row;
}

// ---------------------------------------------------------------------------------- absence

/** Users their own requests; admins their own and those of their companies; superadmins all. */
async function absenceRequest(ctx: ScopeContext, id: string): Promise<Joined> {
  const { actor } = ctx;
  const row = await findJoined(ctx.db, id);
  if (!row) throw notFound('absence.not_found');
  if (row.request.userId === actor.id) return row;
  if (actor.role === 'user') throw forbidden('absence.not_yours');
  const { companyId } = row.request;
  if (actor.role === 'admin' && !(companyId !== null && (await actsIn(ctx, companyId)))) throw forbidden('absence.other_company');
  return row;
}

async function absencePerson(ctx: ScopeContext, userId: string | null | undefined): Promise<Person> {
  const { db, actor } = ctx;
  if (!userId || userId === actor.id) {
    const me = await findAbsencePerson(db, actor.id);
    if (!me) throw notFound('users.not_found');
    return me;
  }
  if (actor.role === 'user') throw forbidden('absence.not_your_employee');
  const person = await findAbsencePerson(db, userId);
  if (!person) throw notFound('users.not_found');
  if (!(await manages(ctx, userId))) throw forbidden('absence.not_your_employee');
  return person;
}

async function absenceCreate(ctx: ScopeContext, userId: string | null | undefined): Promise<Person> {
  const person = await absencePerson(ctx, userId);
  if (ctx.actor.role === 'admin' && person.id !== ctx.actor.id) {
    // An admin files requests only for the people employed in their companies now.
    const employment = await currentEmployment(ctx.db, person.id, ctx.orgToday);
    if (employment && !(await currentCompanyIds(ctx.db, ctx.actor.id, ctx.orgToday)).includes(employment.companyId)) {
      throw forbidden('absence.not_your_employee');
    }
  }
  return person;
}

// ---------------------------------------------------------------------------- notifications

async function notification(ctx: ScopeContext, id: string): Promise<NotificationRow> {
  const row = await findNotification(ctx.db, id);
  if (!row) throw notFound('notifications.not_found');
  if (row.userId !== ctx.actor.id) throw forbidden('notifications.not_yours');
  return row;
}

// ----------------------------------------------------------------------------- shift entries

async function shiftEntry(ctx: ScopeContext, id: string): Promise<EntryJoined> {
  const entry = await findEntry(ctx.db, id);
  if (!entry) throw notFound('shift_entries.not_found');
  if (ctx.actor.role === 'user' || !(await actsIn(ctx, entry.companyId))) throw forbidden('org.not_your_company');
  return entry;
}

// ------------------------------------------------------------------------------ QR and cards

/** Whose card the caller may get or reissue: their own; an admin's managed users; anyone for superadmins. */
async function cardHolder(ctx: ScopeContext, userId: string): Promise<UserRow> {
  if (ctx.actor.role === 'user' && userId !== ctx.actor.id) throw forbidden('qr.not_your_card');
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound('users.not_found');
  if (!(await manages(ctx, userId))) throw forbidden('users.outside_scope');
  return row;
}

/** A scanned person: an admin sees only people employed now in one of their companies (themselves included). */
async function scanned(ctx: ScopeContext, userId: string): Promise<string> {
  if (ctx.actor.role === 'superadmin') return userId;
  const [theirs, mine] = await Promise.all([
    currentCompanyIds(ctx.db, userId, ctx.orgToday),
    currentCompanyIds(ctx.db, ctx.actor.id, ctx.orgToday),
  ]);
  if (ctx.actor.role !== 'admin' || !theirs.some((company) => mine.includes(company))) throw forbidden('qr.not_your_employee');
  return userId;
}

// ------------------------------------------------------------------------ schedules and feeds

/** Whose hours and kinds of absence the caller sees on the employees grid: admins everyone's, users their own. */
export const seesHoursOf = (actor: Actor, userId: string): boolean => actor.role !== 'user' || userId === actor.id;

/** A department feed is a planner's: admins (and superadmins) who plan in the department; users never. */
async function departmentFeed(ctx: ScopeContext, departmentId: string): Promise<string> {
  if (ctx.actor.role === 'user') throw forbidden();
  return departmentSchedule(ctx, departmentId);
}
