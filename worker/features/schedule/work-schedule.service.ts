// Reading day shifts: a user's schedule for a period with its statistics, one shift, and the
// dashboard's shifts waiting for an admin. Every shift carries `can_confirm` for the caller.
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { publicHolidays, type HolidayCountry } from '../../lib/holidays';
import type { Actor, RequestContext } from '../../lib/request-context';
import { inRanges, localDate, type LocalDate } from '../../lib/time';
import { DEFAULT_TIMEZONE } from '../org/schemas';
import { holidayList, shiftFacts, toAbsenceDays, toDayShiftPublic } from './answers';
import {
  approvedAbsences,
  companyClock,
  confirmerNames,
  employmentCompany,
  findPerson,
  openShiftRows,
  userShifts,
  type AbsenceRow,
  type CompanyClock,
} from './queries';
import { mayConfirm } from './rules/confirm-right';
import { scheduleStatistics, type ScheduleStatistics } from './rules/statistics';
import type { DayShiftRow } from '../../db/schema';
import type { DayShiftPublic, OpenShifts, ScheduleQuery, WorkSchedule } from './schemas';
import { answerReads } from '../../lib/answer-cache';
import { companies, dayShifts, employmentRecords, users, vacationRequests } from '../../db/schema';

/** A user's month: the person, their shifts, approved absences, employment and company (answer-cache.ts). */
export const SCHEDULE_READS = answerReads(users, companies, dayShifts, employmentRecords, vacationRequests);

/** Users read their own shifts; admins also those of their companies; superadmins any. */
export async function getShift(ctx: RequestContext, shiftId: string): Promise<DayShiftPublic> {
  const { db, actor } = ctx;
  const row = await requireAccess(ctx, 'shift.read', shiftId);
  const owner = row.userId === actor.id ? actor : await findPerson(db, row.userId);
  return toDayShiftPublic(row, owner !== null && mayConfirm(actor, owner, row.confirmed), await confirmerNames(db, [row]));
}

/** What a user's schedule for a period stands on: the work schedule and the hour reports read the same. */
export type UserPeriod = {
  userId: string;
  /** Whose schedule it is, as the confirm rule needs them. */
  owner: Actor;
  start: LocalDate;
  end: LocalDate;
  rows: DayShiftRow[];
  absences: AbsenceRow[];
  /** The calendar used: the user's company, else the company of their shifts; null: the default. */
  clock: CompanyClock | null;
  timezone: string;
  holidays: Map<LocalDate, string>;
  today: LocalDate;
  /** A current employment record (in the caller's companies for someone else's). */
  employed: boolean;
  statistics: ScheduleStatistics;
};

/**
 * A user's shifts, approved absences, calendar and statistics for [start, end]. Users read their
 * own; admins the users they manage, with the shifts of their companies; superadmins anyone.
 * "Today" and the holidays are those of the user's company; the holidays are named in `query.lang`.
 */
export async function loadUserPeriod(ctx: RequestContext, query: ScheduleQuery): Promise<UserPeriod> {
  const { db, actor, now, orgToday } = ctx;
  const userId = query.user_id ?? actor.id;
  const own = userId === actor.id;
  const owner: Actor = own ? actor : await requireAccess(ctx, 'schedule.user', userId);
  // Someone else's shifts: those of the caller's companies.
  const scope = own ? null : await reachableCompanies(ctx);
  const { start, end } = query;
  const [rows, absences, employer] = await Promise.all([
    userShifts(db, userId, start, end, scope),
    approvedAbsences(db, [userId], start, end),
    employmentCompany(db, userId, orgToday, scope),
  ]);
  // The calendar of the user's company; else of the company of their shifts; else the default.
  const clock = employer ?? (rows.length ? await companyClock(db, rows[0]!.companyId) : null);
  const timezone = clock?.timezone ?? DEFAULT_TIMEZONE;
  const holidays = publicHolidays((clock?.country ?? 'PL') as HolidayCountry, start, end, query.lang);
  const today = localDate(now, timezone);
  const absent = absences.map((a) => ({ start: a.startDate, end: a.endDate }));
  const statistics = scheduleStatistics(rows.map(shiftFacts), {
    from: start,
    to: end,
    today,
    holidayDates: holidays,
    absenceDates: { has: (date: LocalDate) => inRanges(absent, date) },
  });
  return { userId, owner, start, end, rows, absences, clock, timezone, holidays, today, employed: employer !== null, statistics };
}

/**
 * A user's day shifts from `start` to `end` with the period's statistics, public holidays and
 * approved absences (loadUserPeriod).
 */
export async function getSchedule(ctx: RequestContext, query: ScheduleQuery): Promise<WorkSchedule> {
  const period = await loadUserPeriod(ctx, query);
  const { actor } = ctx;
  const confirmers = await confirmerNames(ctx.db, period.rows);
  return {
    user_id: period.userId,
    start: period.start,
    end: period.end,
    today: period.today,
    timezone: period.timezone,
    employed: period.employed,
    data: period.rows.map((row) => toDayShiftPublic(row, mayConfirm(actor, period.owner, row.confirmed), confirmers)),
    statistics: period.statistics,
    holidays: holidayList(period.holidays),
    absences: period.absences.map(toAbsenceDays),
  };
}

/**
 * The dashboard's table: the shifts of `date` that are running or finished and not confirmed, in
 * the companies the admin acts in (every company for a superadmin), by status then name.
 */
export async function openShifts(ctx: RequestContext, date: LocalDate): Promise<OpenShifts> {
  const scope = await reachableCompanies(ctx);
  if (scope && scope.length === 0) return { data: [], count: 0 };
  const rows = await openShiftRows(ctx.db, date, scope);
  const confirmers = await confirmerNames(ctx.db, rows.map((row) => row.shift));
  const data = rows.map((row) => ({
    ...toDayShiftPublic(row.shift, mayConfirm(ctx.actor, { id: row.shift.userId, role: row.role }, row.shift.confirmed), confirmers),
    full_name: row.fullName,
    acronym: row.acronym,
    email: row.email,
    timezone: row.timezone,
  }));
  return { data, count: data.length };
}
