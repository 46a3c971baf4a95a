// What a write reloads: the reads each module registers for a change (lib/data-changes), checked
// against the API paths the screens read. SWR's mutate is replaced to capture the key filter.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.hoisted(() => vi.fn(async (_filter: (key: unknown) => boolean) => []));
vi.mock('swr', async (importOriginal) => ({ ...(await importOriginal<typeof import('swr')>()), mutate }));

const { dataChanged } = await import('../../../web/src/lib/data-changes');
// Every module that reads registers when it loads, as the app loads them.
await import('../../../web/src/lib/schedule');
await import('../../../web/src/features/schedule/api/employees-schedule');
await import('../../../web/src/features/employees/api/employee');
await import('../../../web/src/lib/org');
await import('../../../web/src/features/absence/api/absence');
await import('../../../web/src/features/notifications/api/notifications');
await import('../../../web/src/features/org/api/org');
await import('../../../web/src/features/users/api/users');

const KEYS = {
  absenceYear: '/v1/vacation-sick/get-by-user?year=2027',
  absenceList: '/v1/vacation-sick/get?skip=0&limit=25&status=pending',
  schedule: '/v1/work-schedule/get?start=2027-03-01&end=2027-03-31',
  employeesSchedule: '/v1/employees-schedule?month=2027-03&department_id=d1',
  employee: '/v1/employees/u1',
  notifications: '/v1/notifications/get?limit=20',
  companies: '/v1/companies/?limit=1000',
  company: '/v1/companies/c1',
  departments: '/v1/departments/?limit=1000',
  department: '/v1/departments/d1',
  allUsers: '/v1/users/?limit=1000',
  usersPage: '/v1/users/?skip=0&limit=100',
  departmentPeople: '/v1/users/?department_id=d1&limit=1000',
  me: '/v1/users/me',
  patterns: '/v1/work-schedule/patterns/get?limit=1000',
  signupPolicy: '/v1/settings/signup-policy',
};

async function reloadedBy(change: 'absence' | 'organisation') {
  await dataChanged(change);
  const filter = mutate.mock.calls[0]![0];
  return Object.entries(KEYS)
    .filter(([, key]) => filter(key))
    .map(([name]) => name);
}

beforeEach(() => mutate.mockClear());

describe('data changes', () => {
  it('reloads after an absence change its own reads, the schedules, profiles and notifications', async () => {
    expect(await reloadedBy('absence')).toEqual([
      'absenceYear',
      'absenceList',
      'schedule',
      'employeesSchedule',
      'employee',
      'notifications',
    ]);
  });

  it('reloads after an organisation change the companies, departments, user lists and profiles', async () => {
    expect(await reloadedBy('organisation')).toEqual([
      'employee',
      'companies',
      'company',
      'departments',
      'department',
      'allUsers',
      'usersPage',
      'departmentPeople',
    ]);
  });

  it('passes only string keys', async () => {
    await dataChanged('absence');
    expect(mutate.mock.calls[0]![0](['/v1/employees/u1'])).toBe(false);
  });
});
