// The pure rules behind the organisation screens (issue 4): form checks, key/value fields, the
// users query, the API's field errors, and what a role may change on a profile.
import { describe, expect, it } from 'vitest';
import * as employeeSchemas from '../../../worker/features/employees/schemas';
import * as orgSchemas from '../../../worker/features/org/schemas';
import { profileRights, recordState, localToday } from '../../../web/src/features/employees/components/profile-rules';
import { USERS_PAGE_SIZE, usersPath } from '../../../web/src/features/users/api/users';
import { ApiError, fieldErrors } from '../../../web/src/lib/api';
import {
  AUTO_CONFIRM_TOLERANCE_MAX,
  checkEmploymentDates,
  checkKeyValueRows,
  checkName,
  checkNip,
  checkNumber,
  checkOptionalEmail,
  checkRegon,
  checkTolerance,
  checkWebsite,
  EXTRA_FIELDS_MAX,
  EXTRA_KEY_MAX,
  EXTRA_VALUE_MAX,
  HOURS_MAX,
  keyValueObject,
  keyValueRows,
  SALARY_MAX,
} from '../../../web/src/lib/validation';

describe('limits agree with the API contract', () => {
  it('uses the numbers of the worker schemas', () => {
    expect(AUTO_CONFIRM_TOLERANCE_MAX).toBe(orgSchemas.AUTO_CONFIRM_TOLERANCE_MAX);
    expect(EXTRA_FIELDS_MAX).toBe(orgSchemas.EXTRA_FIELDS_MAX);
    expect(EXTRA_KEY_MAX).toBe(orgSchemas.EXTRA_KEY_MAX);
    expect(EXTRA_VALUE_MAX).toBe(orgSchemas.EXTRA_VALUE_MAX);
    expect(HOURS_MAX).toBe(employeeSchemas.HOURS_MAX);
    expect(SALARY_MAX).toBe(employeeSchemas.SALARY_MAX);
  });

  it('uses the spec page size for users', () => {
    expect(USERS_PAGE_SIZE).toBe(100);
  });
});

describe('company and department checks', () => {
  it('names are required, with the spec message for departments', () => {
    expect(checkName(' ', 'department')).toBe('validation.departmentNameRequired');
    expect(checkName('', 'company')).toBe('validation.companyNameRequired');
    expect(checkName('Wypiek', 'department')).toBeNull();
  });

  it('NIP and REGON are optional and checked with their checksums', () => {
    expect(checkNip('')).toBeNull();
    expect(checkNip('5260250274')).toBeNull();
    expect(checkNip('526-025-02-74')).toBeNull();
    expect(checkNip('5260250275')).toBe('validation.nipInvalid');
    expect(checkNip('52602502')).toBe('validation.nipInvalid');
    expect(checkRegon('356032100')).toBeNull();
    expect(checkRegon('356032101')).toBe('validation.regonInvalid');
  });

  it('email and website are optional, then checked as the API does', () => {
    expect(checkOptionalEmail('')).toBeNull();
    expect(checkOptionalEmail('biuro@acme')).toBe('validation.emailInvalid');
    expect(checkWebsite('')).toBeNull();
    expect(checkWebsite('https://acme.example.com/about')).toBeNull();
    expect(checkWebsite('acme.example.com')).toBe('validation.websiteInvalid');
    expect(checkWebsite('ftp://acme.example.com')).toBe('validation.websiteInvalid');
    expect(checkWebsite('http://localhost:8080')).toBe('validation.websiteInvalid');
  });

  it('the auto-confirm tolerance is whole minutes from 0 to 720', () => {
    expect(checkTolerance('0')).toBeNull();
    expect(checkTolerance('720')).toBeNull();
    expect(checkTolerance('721')).toBe('validation.toleranceRange');
    expect(checkTolerance('1.5')).toBe('validation.toleranceRange');
    expect(checkTolerance('')).toBe('validation.toleranceRange');
  });
});

describe('key/value fields', () => {
  it('round-trips the API object and drops empty rows', () => {
    const rows = keyValueRows({ KRS: '0000123456', BDO: '' });
    expect(rows.map(({ key, value }) => [key, value])).toEqual([
      ['KRS', '0000123456'],
      ['BDO', ''],
    ]);
    expect(keyValueObject([...rows, { id: 'x', key: '  ', value: '' }, { id: 'y', key: ' MPK ', value: '401' }])).toEqual({
      KRS: '0000123456',
      BDO: '',
      MPK: '401',
    });
  });

  it('needs a key for a value, unique keys and the API limits', () => {
    const found = checkKeyValueRows([
      { id: 'a', key: '', value: 'orphan' },
      { id: 'b', key: 'KRS', value: '1' },
      { id: 'c', key: 'KRS', value: '2' },
      { id: 'd', key: 'k'.repeat(65), value: '' },
      { id: 'e', key: 'long', value: 'v'.repeat(1001) },
      { id: 'f', key: '', value: '' },
    ]);
    expect(found.rows).toEqual({
      a: { key: 'validation.keyRequired' },
      c: { key: 'validation.keyDuplicate' },
      d: { key: 'validation.keyTooLong' },
      e: { value: 'validation.valueTooLong' },
    });
    expect(found.tooMany).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({ id: String(i), key: `k${i}`, value: '' }));
    expect(checkKeyValueRows(many).tooMany).toBe(true);
  });
});

describe('employment records', () => {
  it('need a start date; an end date not before it, which once set stays', () => {
    expect(checkEmploymentDates('', '')).toEqual({ start: 'validation.startDateRequired' });
    expect(checkEmploymentDates('2026-01-05', '2026-01-04')).toEqual({ end: 'validation.endBeforeStart' });
    expect(checkEmploymentDates('2026-01-05', '2026-01-05')).toEqual({});
    expect(checkEmploymentDates('2026-01-05', '', '2026-06-30')).toEqual({ end: 'validation.endDatePermanent' });
    expect(checkEmploymentDates('2026-01-05', '2026-07-31', '2026-06-30')).toEqual({});
  });

  it('number fields', () => {
    expect(checkNumber('', { min: 0, max: 10 })).toBeNull();
    expect(checkNumber('', { min: 0, max: 10, required: true })).toBe('validation.numberInvalid');
    expect(checkNumber('-8', { min: -10, max: 10 })).toBeNull();
    expect(checkNumber('2.5', { min: 0, max: 366, integer: true })).toBe('validation.numberInvalid');
    expect(checkNumber('abc', { min: 0, max: 10 })).toBe('validation.numberInvalid');
  });

  it('are current, ended or upcoming', () => {
    const today = '2026-03-10';
    expect(recordState({ start_date: '2020-01-01', end_date: null }, today)).toBe('current');
    expect(recordState({ start_date: '2020-01-01', end_date: today }, today)).toBe('current');
    expect(recordState({ start_date: '2020-01-01', end_date: '2026-03-09' }, today)).toBe('ended');
    expect(recordState({ start_date: '2026-04-01', end_date: null }, today)).toBe('upcoming');
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('profile rights follow the API rules', () => {
  const superadmin = { id: 's', role: 'superadmin' as const };
  const admin = { id: 'a', role: 'admin' as const };

  it('a superadmin changes everything but their own role and status', () => {
    expect(profileRights(superadmin, { id: 'u', role: 'admin' })).toEqual({
      isSuperadmin: true,
      editUser: true,
      editRoleAndStatus: true,
      manageEmployment: true,
      editPay: true,
      deleteUser: true,
    });
    expect(profileRights(superadmin, { id: 's', role: 'superadmin' })).toMatchObject({ editRoleAndStatus: false, deleteUser: false });
  });

  it('an admin manages users with the role user (and edits themselves), never role, status or pay', () => {
    expect(profileRights(admin, { id: 'u', role: 'user' })).toEqual({
      isSuperadmin: false,
      editUser: true,
      editRoleAndStatus: false,
      manageEmployment: true,
      editPay: false,
      deleteUser: true,
    });
    // Deleting as DELETE /users/{id} allows it: users, never another admin, a superadmin or oneself.
    expect(profileRights(admin, { id: 'b', role: 'admin' })).toMatchObject({ editUser: false, manageEmployment: false, deleteUser: false });
    expect(profileRights(admin, { id: 's', role: 'superadmin' }).deleteUser).toBe(false);
    expect(profileRights(admin, { id: 'a', role: 'admin' })).toMatchObject({ editUser: true, manageEmployment: false, deleteUser: false });
  });
});

describe('the users list call', () => {
  it('pages by 100 and passes the filters of spec section 3', () => {
    expect(usersPath({ page: 1, companyId: null, departmentId: null, search: '' })).toBe('/v1/users/?skip=0&limit=100');
    expect(usersPath({ page: 3, companyId: 'c', departmentId: 'd', search: ' Jan ' })).toBe(
      '/v1/users/?skip=200&limit=100&company_id=c&department_id=d&search=Jan',
    );
  });
});

describe('field errors of a 422 answer', () => {
  it('maps body fields to their first message and ignores anything else', () => {
    const error = new ApiError(422, 'x', {
      detail: [
        { loc: ['body', 'nip'], msg: 'Invalid NIP', type: 'value_error' },
        { loc: ['body', 'nip'], msg: 'second', type: 'value_error' },
        { loc: ['query', 'limit'], msg: 'too big', type: 'x' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ nip: 'Invalid NIP' });
    expect(fieldErrors(new ApiError(400, 'x', { detail: 'nope' }))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
