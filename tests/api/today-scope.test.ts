// An employment record ends at the end of its end date in its company's time zone, not in UTC
// (product-rules.md "Time"): organisation scoping reads the company-local today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgTodayAt } from '../../worker/lib/today';
import { ACME, type TestApp } from './support/app';
import { createCompany, createUser, hire, signIn, type Tokens } from './support/org';
import { createScheduleApp, setClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
});
afterAll(() => t.close());

/** A person employed in a new company of this zone until 2030-12-31, signed in. */
async function employedUntilNewYear(timezone: string) {
  setClock(t, '2030-06-01T12:00:00Z');
  const company = await createCompany(t, tokens.super, { timezone });
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: company.id, end_date: '2030-12-31' });
  return { company, token: await t.login(person.email, ACME, 'person-pass') };
}

const companyNames = async (token: string) =>
  ((await t.call(ACME, '/api/v1/companies/', { token })).body.data as { name: string }[]).map((c) => c.name);

describe('organisation scoping on the company-local date', () => {
  it('ends a Warsaw record at midnight in Warsaw, while the UTC date is still the end date', async () => {
    const { company, token } = await employedUntilNewYear('Europe/Warsaw');
    setClock(t, '2030-12-31T22:30:00Z'); // 23:30 in Warsaw
    expect(await companyNames(token)).toEqual([company.name]);
    setClock(t, '2030-12-31T23:30:00Z'); // 00:30 on 1 January in Warsaw
    expect(await companyNames(token)).toEqual([]);
  });

  it('keeps a New York record until midnight in New York, when the UTC date is already the next day', async () => {
    const { company, token } = await employedUntilNewYear('America/New_York');
    setClock(t, '2031-01-01T04:30:00Z'); // 23:30 on 31 December in New York
    expect(await companyNames(token)).toEqual([company.name]);
    setClock(t, '2031-01-01T05:30:00Z'); // 00:30 on 1 January in New York
    expect(await companyNames(token)).toEqual([]);
  });

  it('tells which zones are a day ahead of or behind the UTC date', () => {
    const today = orgTodayAt(new Date('2030-12-31T23:30:00Z'), ['Europe/Warsaw', 'Europe/Kyiv', 'UTC', 'America/New_York']);
    expect(today).toEqual({ utc: '2030-12-31', ahead: ['Europe/Warsaw', 'Europe/Kyiv'], behind: [] });
    expect(orgTodayAt(new Date('2031-01-01T03:00:00Z'), ['Europe/Warsaw', 'America/New_York']).behind).toEqual(['America/New_York']);
  });
});
