// The numbers of absence (docs/absence.md): the days and hours a range takes, the balance of a
// year with the person's requests, and the employment record's copy of this year's balance.
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { localDate, type LocalDate } from '../../lib/time';
import type { OrgToday } from '../../lib/today';
import { requireAccess } from '../../access';
import { toAbsencePublic, viewerOf } from './answers';
import type { AbsenceDay } from './kinds';
import {
  countingRequests,
  currentEmployment,
  employmentSpans,
  latestEmployment,
  plannedByDate,
  requestsInYear,
  setCurrentRecordHours,
  type Employment,
  type Reader,
  type Tx,
} from './queries';
import { yearBalance } from './rules/balance';
import { countedDays } from './rules/days';
import type { UserAbsences, UserAbsencesQuery } from './schemas';
import { answerReads } from '../../lib/answer-cache';
import { companies, departments, employmentRecords, users, vacationRequests } from '../../db/schema';

/** A person's year: the person, their employment (company, department) and requests (answer-cache.ts). */
export const BALANCE_READS = answerReads(users, companies, departments, employmentRecords, vacationRequests);

/** The days a range of the person's takes off, with their minutes (rules/days.ts). */
export async function daysOfRange(
  db: Reader,
  userId: string,
  employment: Employment,
  from: LocalDate,
  to: LocalDate,
): Promise<AbsenceDay[]> {
  const planned = await plannedByDate(db, userId, from, to);
  return countedDays({ from, to, planned, holidays: publicHolidays(employment.country, from, to) });
}

/** The company whose records make the balance: the current one, else the latest record's. */
export async function balanceCompany(db: Reader, userId: string, orgToday: OrgToday): Promise<Employment | null> {
  return (await currentEmployment(db, userId, orgToday)) ?? latestEmployment(db, userId, null);
}

/**
 * Keeps the current record's accrued and available hours equal to this year's balance, so the
 * employment record shows what the balance says (docs/absence.md).
 */
export async function refreshRecordHours(tx: Tx, userId: string, employment: Employment, now: Date, orgToday: OrgToday): Promise<void> {
  const year = Number(localDate(now, employment.timezone).slice(0, 4));
  const balance = yearBalance(await employmentSpans(tx, userId, employment.companyId), await countingRequests(tx, userId), year);
  await setCurrentRecordHours(tx, userId, employment.companyId, orgToday, {
    accrued: balance.accrued_hours,
    available: balance.available_hours,
  });
}

/** GET /vacation-sick/get-by-user: a person's requests meeting a year and that year's balance. */
export async function userAbsences(ctx: RequestContext, query: UserAbsencesQuery): Promise<UserAbsences> {
  const { db, now, orgToday } = ctx;
  const person = await requireAccess(ctx, 'absence.person', query.user_id);
  const viewer = await viewerOf(ctx);
  const employment = await balanceCompany(db, person.id, orgToday);
  const year = query.year ?? Number(localDate(now, employment?.timezone ?? 'UTC').slice(0, 4));
  const [spans, requests, rows] = await Promise.all([
    employment ? employmentSpans(db, person.id, employment.companyId) : Promise.resolve([]),
    countingRequests(db, person.id),
    requestsInYear(db, person.id, year),
  ]);
  return {
    user_id: person.id,
    year,
    balance: yearBalance(spans, requests, year),
    data: rows.map((row) => toAbsencePublic(row, viewer)),
    count: rows.length,
  };
}
