// The pure rules of the web app's frame: page param, form checks, company hosts, formats, screens.
import { describe, expect, it } from 'vitest';
import { isAvailable, SCREENS, sidebarEntries } from '../../../web/src/app/screens';
import { parsePage } from '../../../web/src/hooks/use-page-param';
import { createFormatters } from '../../../web/src/lib/format';
import { baseHost, companyUrl } from '../../../web/src/lib/tenant';
import { checkConfirmation, checkDomain, checkEmail, checkPassword } from '../../../web/src/lib/validation';

describe('page search param', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    [' 7 ', 7],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
  ])('%j -> %d', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('form checks (spec section 5)', () => {
  it('email: required, then format', () => {
    expect(checkEmail('')).toBe('validation.emailRequired');
    expect(checkEmail('  ')).toBe('validation.emailRequired');
    expect(checkEmail('anna')).toBe('validation.emailInvalid');
    expect(checkEmail('anna@acme')).toBe('validation.emailInvalid');
    expect(checkEmail(' anna@acme.test ')).toBeNull();
  });

  it('password: required, at least 8 characters unless only presence counts', () => {
    expect(checkPassword('')).toBe('validation.passwordRequired');
    expect(checkPassword('1234567')).toBe('validation.passwordTooShort');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x', { minLength: false })).toBeNull();
  });

  it('confirmation: required, then equal', () => {
    expect(checkConfirmation('password1', '')).toBe('validation.confirmPasswordRequired');
    expect(checkConfirmation('password1', 'password2')).toBe('validation.passwordsMismatch');
    expect(checkConfirmation('password1', 'password1')).toBeNull();
  });

  it('company domain: required, then the slug format (case and spaces forgiven)', () => {
    expect(checkDomain(' ')).toBe('validation.domainRequired');
    expect(checkDomain('a')).toBe('validation.domainInvalid');
    expect(checkDomain('-acme')).toBe('validation.domainInvalid');
    expect(checkDomain('acme.pl')).toBe('validation.domainInvalid');
    expect(checkDomain(' Acme ')).toBeNull();
    expect(checkDomain('acme-2')).toBeNull();
  });
});

describe('company hosts', () => {
  const at = (host: string) => ({ host, protocol: 'http:' });

  it('strips the company label of the current host, keeping the port', () => {
    expect(baseHost({ domain: 'acme' }, at('acme.localhost:8787'))).toBe('localhost:8787');
    expect(baseHost({ domain: 'acme' }, at('acme.grafik.app'))).toBe('grafik.app');
    // A host without a company is the base itself.
    expect(baseHost({ domain: 'default' }, at('localhost:8787'))).toBe('localhost:8787');
    expect(baseHost(null, at('grafik.app'))).toBe('grafik.app');
  });

  it('builds the address of a path on a company host', () => {
    expect(companyUrl('acme', '/login', { domain: 'default' }, at('localhost:8799'))).toBe('http://acme.localhost:8799/login');
    expect(companyUrl('beta', '/login', { domain: 'acme' }, at('acme.localhost:8799'))).toBe('http://beta.localhost:8799/login');
  });
});

describe('formats follow the language', () => {
  const day = new Date(2026, 0, 5, 14, 30);

  it('dates', () => {
    expect(createFormatters('en').date(day, { dateStyle: 'long' })).toBe('January 5, 2026');
    expect(createFormatters('pl').date(day, { dateStyle: 'long' })).toBe('5 stycznia 2026');
    expect(createFormatters('uk').date(day, { dateStyle: 'long' })).toBe('5 січня 2026 р.');
  });

  it('times and numbers', () => {
    expect(createFormatters('pl').time(day)).toBe('14:30');
    expect(createFormatters('en').number(1234.5)).toBe('1,234.5');
    // Polish and Ukrainian group thousands with a (narrow) no-break space.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(createFormatters('pl').number(12345.5))).toBe('12 345,5');
    expect(spaced(createFormatters('uk').number(12345.5))).toBe('12 345,5');
  });
});

describe('screens table', () => {
  // Spec section 2 plus /calendar, which the Calendar entry needed, and /my-qr, the spec's
  // 'My QR' screen, whose path it does not give (docs/web.md).
  const SPEC_ROUTES = [
    '/my-qr',
    // Open shifts and swaps (issue 17, docs/shift-market.md).
    '/open-shifts',
    // Availability and preferences (issue 32, docs/availability.md).
    '/availability',
    // The skills catalogue (issue 32, docs/skills.md).
    '/skills',
    '/',
    '/work-schedule',
    '/calendar',
    '/vacations',
    '/telemetry',
    '/settings',
    '/pattern-schedules',
    '/employees-schedule',
    '/direct',
    '/departments',
    '/companies',
    '/users',
    '/rooms',
    '/user/:userId',
    '/shift-entries-list/shift-entries',
    '/shift-entries-list/:shiftId',
    '/pattern-schedule/:patternId',
    '/news/create',
    '/news/all-news',
    '/news/:newsId',
    // Not in spec section 2: the news form for an edit, and /news leading to the feed.
    '/news/:newsId/edit',
    '/news',
    '/department/:deptId',
    '/company/:companyId',
    '/chat/:roomId',
  ];

  it('has a route for every signed-in route of spec section 2 (and /calendar), once', () => {
    const paths = SCREENS.flatMap((row) => (row.path ? [row.path] : []));
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives each role the entries of the issue, shown only once their screens exist', () => {
    const entries = (role: 'user' | 'admin' | 'superadmin') =>
      SCREENS.filter((row) => row.nav && row.roles.includes(role)).map((row) => row.nav!.id);
    const user = [
      'dashboard',
      'news',
      'workScheduler',
      'chat',
      'direct',
      'calendar',
      'absence',
      'availability',
      'openShifts',
      'myQr',
      'userSettings',
    ];
    const admin = [...user, 'users', 'departments', 'schedule', 'skills', 'telemetry', 'employeesSchedule', 'shiftEntries'];
    expect(entries('user')).toEqual(user);
    expect([...entries('admin')].sort()).toEqual([...admin].sort());
    expect([...entries('superadmin')].sort()).toEqual([...admin, 'companies'].sort());

    const main = [
      'dashboard',
      'news',
      'workScheduler',
      'chat',
      'direct',
      'calendar',
      'absence',
      'availability',
      'openShifts',
      'myQr',
      'userSettings',
    ];
    expect(sidebarEntries('user').map((row) => row.nav.id)).toEqual(main);
    expect(sidebarEntries('admin').map((row) => row.nav.id)).toEqual([
      ...main,
      'users',
      'departments',
      'schedule',
      'skills',
      'telemetry',
      'employeesSchedule',
      'shiftEntries',
    ]);
    expect(sidebarEntries('superadmin').map((row) => row.nav.id)).toEqual([
      ...main,
      'users',
      'companies',
      'departments',
      'schedule',
      'skills',
      'telemetry',
      'employeesSchedule',
      'shiftEntries',
    ]);
    expect(SCREENS.filter(isAvailable).map((row) => row.path)).toEqual([
      '/',
      '/news/all-news',
      '/work-schedule',
      '/rooms',
      '/direct',
      '/calendar',
      '/vacations',
      '/availability',
      '/open-shifts',
      '/my-qr',
      '/settings',
      '/users',
      '/companies',
      '/departments',
      '/pattern-schedules',
      '/skills',
      '/telemetry',
      '/employees-schedule',
      '/shift-entries-list/shift-entries',
      '/news/create',
      '/news/:newsId',
      '/news/:newsId/edit',
      '/news',
      '/chat/:roomId',
      '/user/:userId',
      '/company/:companyId',
      '/department/:deptId',
      '/pattern-schedule/:patternId',
      '/shift-entries-list/:shiftId',
    ]);
  });

  it("lets admins open their own companies from a link while the list stays a superadmin's (issue 4)", () => {
    const roles = (path: string) => SCREENS.find((row) => row.path === path)?.roles;
    expect(roles('/companies')).toEqual(['superadmin']);
    expect(roles('/company/:companyId')).toEqual(['admin', 'superadmin']);
    expect(roles('/department/:deptId')).toEqual(['admin', 'superadmin']);
    expect(roles('/user/:userId')).toEqual(['admin', 'superadmin']);
    expect(roles('/users')).toEqual(['admin', 'superadmin']);
  });
});
