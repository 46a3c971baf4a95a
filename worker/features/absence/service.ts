// Absence requests (vacation-sick): create with their counted days, decide, cancel, list, and the
// balance of a year (rules/ has the arithmetic and the transitions; docs/absence.md the decisions).
// Every change and the notifications it causes are one transaction; the state a change starts
// from is part of its UPDATE's WHERE, so two admins deciding at once cannot both win.
import { and, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { companies, dayShifts, departments, employmentRecords, users, vacationRequests, type VacationRequestRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import { notify, type NewNotification } from '../notifications/service';
import { adminSeesUser, currentCompanyIds, isCurrentRecord, type Actor } from '../org/scope';
import { publicHolidays, type HolidayCountry } from '../../lib/holidays';
import { localDate, type LocalDate } from '../../lib/time';
import type { AbsenceDay, VacationStatus, VacationType } from './kinds';
import { requestRefusal, yearBalance, type CountedRequest, type EmploymentSpan } from './rules/balance';
import { countedDays, hoursOf, totalMinutes } from './rules/days';
import { cancelApprovedRefusal, refused, updateRefusal } from './refusals';
import { canCancel, canDecide, type RequestFacts } from './rules/transitions';
import type {
  ListVacationsQuery,
  UserVacations,
  UserVacationsQuery,
  VacationCreate,
  VacationPreview,
  VacationPreviewQuery,
  VacationPublic,
  VacationsPublic,
  VacationUpdate,
} from './schemas';
import type { OrgToday } from '../../lib/today';


type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select' | 'selectDistinct'>;

const TYPE_NAMES: Record<VacationType, string> = {
  vacation: 'a vacation',
  free: 'unpaid leave',
  force_majeure: 'force-majeure leave',
  sick: 'sick leave',
};

// ------------------------------------------------------------------------------------ the people

type Person = { id: string; role: Actor['role']; email: string; fullName: string | null };
type Employment = { companyId: string; departmentId: string | null; timezone: string; country: HolidayCountry };

const nameOf = (person: Pick<Person, 'email' | 'fullName'>) => person.fullName || person.email;

async function findPerson(db: Reader, id: string): Promise<Person | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The employee's latest started employment record with its company's clock: among the current
 * ones on `orgToday`, or among all of them when `orgToday` is null.
 */
async function latestEmployment(db: Reader, userId: string, orgToday: OrgToday | null): Promise<Employment | null> {
  const [row] = await db
    .select({
      companyId: employmentRecords.companyId,
      departmentId: employmentRecords.departmentId,
      timezone: companies.timezone,
      country: companies.country,
    })
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .where(orgToday ? and(eq(employmentRecords.userId, userId), isCurrentRecord(orgToday)) : eq(employmentRecords.userId, userId))
    .orderBy(desc(employmentRecords.startDate))
    .limit(1);
  return row ? { ...row, country: row.country as HolidayCountry } : null;
}

const currentEmployment = (db: Reader, userId: string, orgToday: OrgToday) => latestEmployment(db, userId, orgToday);

/**
 * The person a request or a balance is about: the caller, or (admins) someone they manage.
 * Users asking about someone else are refused; unknown ids are 404.
 */
async function subject(db: Reader, actor: Actor, userId: string | null | undefined, orgToday: OrgToday): Promise<Person> {
  if (!userId || userId === actor.id) {
    const me = await findPerson(db, actor.id);
    if (!me) throw notFound('users.not_found');
    return me;
  }
  if (actor.role === 'user') throw forbidden('absence.not_your_employee');
  const person = await findPerson(db, userId);
  if (!person) throw notFound('users.not_found');
  if (actor.role === 'admin' && !(await adminSeesUser(db as Db, actor.id, userId, orgToday))) throw forbidden('absence.not_your_employee');
  return person;
}

/**
 * Who decides a person's requests and hears about them: the admins working now in the request's
 * company for a user's request; the superadmins for an admin's or superadmin's request, or when
 * the company has no admin. Never the person themselves.
 */
async function deciders(db: Reader, owner: Pick<Person, 'id' | 'role'>, companyId: string | null, orgToday: OrgToday): Promise<string[]> {
  let ids: string[] = [];
  if (owner.role === 'user' && companyId) {
    const rows = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.isActive, true),
          eq(employmentRecords.companyId, companyId),
          isCurrentRecord(orgToday),
          ne(users.id, owner.id),
        ),
      );
    ids = rows.map((r) => r.id);
  }
  if (!ids.length) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), ne(users.id, owner.id)));
    ids = rows.map((r) => r.id);
  }
  return ids;
}

// ----------------------------------------------------------------------------------- the numbers

/** Planned minutes of the person's planned shifts by date, over the whole months of [from, to]. */
async function plannedByDate(db: Reader, userId: string, from: LocalDate, to: LocalDate): Promise<Map<LocalDate, number>> {
  const monthStart = `${from.slice(0, 7)}-01`;
  const monthEnd = `${to.slice(0, 7)}-31`;
  const rows = await db
    .select({ date: dayShifts.date, minutes: dayShifts.plannedMinutes })
    .from(dayShifts)
    .where(
      and(
        eq(dayShifts.userId, userId),
        gte(dayShifts.date, monthStart),
        lte(dayShifts.date, monthEnd),
        eq(dayShifts.offSchedule, false),
        sql`${dayShifts.plannedMinutes} > 0`,
      ),
    );
  return new Map(rows.map((r) => [r.date, r.minutes]));
}

async function daysOfRange(db: Reader, userId: string, employment: Employment, from: LocalDate, to: LocalDate): Promise<AbsenceDay[]> {
  const planned = await plannedByDate(db, userId, from, to);
  return countedDays({ from, to, planned, holidays: publicHolidays(employment.country, from, to) });
}

/** The employment records of the person in the company whose balance counts. */
async function employmentSpans(db: Reader, userId: string, companyId: string): Promise<EmploymentSpan[]> {
  return db
    .select({
      startDate: employmentRecords.startDate,
      endDate: employmentRecords.endDate,
      vacationDays: employmentRecords.vacationDays,
      carryoverHours: employmentRecords.carryoverVacationHours,
      enteredYear: sql<number>`cast(strftime('%Y', ${employmentRecords.createdAt} / 1000, 'unixepoch') as integer)`,
    })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, companyId)));
}

/** The person's pending and approved requests, which count against the balance and allowance. */
async function countingRequests(db: Reader, userId: string): Promise<CountedRequest[]> {
  return db
    .select({ type: vacationRequests.type, status: vacationRequests.status, days: vacationRequests.days })
    .from(vacationRequests)
    .where(and(eq(vacationRequests.userId, userId), inArray(vacationRequests.status, ['pending', 'approved'])));
}

/** The company whose records make the balance: the current one, else the latest record's. */
async function balanceCompany(db: Reader, userId: string, orgToday: OrgToday): Promise<Employment | null> {
  return (await currentEmployment(db, userId, orgToday)) ?? latestEmployment(db, userId, null);
}

/**
 * Keeps the current record's accrued and available hours equal to this year's balance, so the
 * employment record shows what the balance says (docs/absence.md).
 */
async function refreshRecordHours(tx: Tx, userId: string, employment: Employment, now: Date, orgToday: OrgToday): Promise<void> {
  const year = Number(localDate(now, employment.timezone).slice(0, 4));
  const balance = yearBalance(await employmentSpans(tx, userId, employment.companyId), await countingRequests(tx, userId), year);
  const [record] = await tx
    .select({ id: employmentRecords.id })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, employment.companyId), isCurrentRecord(orgToday)))
    .orderBy(desc(employmentRecords.startDate))
    .limit(1);
  if (!record) return;
  await tx
    .update(employmentRecords)
    .set({ accruedVacationHours: balance.accrued_hours, availableVacationHours: balance.available_hours })
    .where(eq(employmentRecords.id, record.id));
}

// -------------------------------------------------------------------------------- public shapes

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');

const joinedColumns = {
  request: vacationRequests,
  ownerEmail: owner.email,
  ownerName: owner.fullName,
  ownerRole: owner.role,
  companyName: companies.name,
  timezone: companies.timezone,
  departmentName: departments.name,
  deciderEmail: decider.email,
  deciderName: decider.fullName,
};

type Joined = {
  request: VacationRequestRow;
  ownerEmail: string;
  ownerName: string | null;
  ownerRole: Actor['role'];
  companyName: string | null;
  timezone: string | null;
  departmentName: string | null;
  deciderEmail: string | null;
  deciderName: string | null;
};

function joinedSelect(db: Reader) {
  return db
    .select(joinedColumns)
    .from(vacationRequests)
    .innerJoin(owner, eq(owner.id, vacationRequests.userId))
    .leftJoin(companies, eq(companies.id, vacationRequests.companyId))
    .leftJoin(departments, eq(departments.id, vacationRequests.departmentId))
    .leftJoin(decider, eq(decider.id, vacationRequests.decidedBy));
}

async function findJoined(db: Reader, id: string): Promise<Joined | null> {
  const [row] = await joinedSelect(db).where(eq(vacationRequests.id, id)).limit(1);
  return row ?? null;
}

type Viewer = { actor: Actor; companyIds: string[] | null; now: Date };

async function viewerOf(db: Reader, actor: Actor, now: Date, orgToday: OrgToday): Promise<Viewer> {
  return { actor, companyIds: actor.role === 'superadmin' ? null : await currentCompanyIds(db as Db, actor.id, orgToday), now };
}

function factsOf(row: Joined, viewer: Viewer): RequestFacts {
  const { companyId } = row.request;
  return {
    ownerId: row.request.userId,
    ownerRole: row.ownerRole,
    status: row.request.status,
    startDate: row.request.startDate,
    inActorsCompany: viewer.companyIds === null || (companyId !== null && viewer.companyIds.includes(companyId)),
  };
}

/** The company-local date of the request's company (UTC when it has none any more). */
const todayOf = (row: Joined, now: Date) => localDate(now, row.timezone ?? 'UTC');

function toVacationPublic(row: Joined, viewer: Viewer): VacationPublic {
  const r = row.request;
  const facts = factsOf(row, viewer);
  return {
    id: r.id,
    user_id: r.userId,
    user: { id: r.userId, email: row.ownerEmail, full_name: row.ownerName },
    company_id: r.companyId,
    company_name: row.companyName,
    department_id: r.departmentId,
    department_name: row.departmentName,
    type: r.type,
    start_date: r.startDate,
    end_date: r.endDate,
    hours: r.hours,
    days: r.days,
    reason: r.reason,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_by: r.decidedBy && row.deciderEmail ? { id: r.decidedBy, email: row.deciderEmail, full_name: row.deciderName } : null,
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
    can_decide: canDecide(viewer.actor, facts),
    can_cancel: canCancel(viewer.actor, facts, todayOf(row, viewer.now)),
  };
}

// ----------------------------------------------------------------------------------- notifications

const period = (r: Pick<VacationRequestRow, 'startDate' | 'endDate'>) =>
  r.startDate === r.endDate ? r.startDate : `${r.startDate} – ${r.endDate}`;

const vacationData = (r: VacationRequestRow) => ({ vacation_id: r.id, type: r.type, start_date: r.startDate, end_date: r.endDate });
const vacationLink = (r: VacationRequestRow) => `/vacations?id=${r.id}`;

function requestedNotifications(r: VacationRequestRow, person: Person, to: string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'vacation_requested',
    title: `${nameOf(person)} requested ${TYPE_NAMES[r.type]}`,
    body: `${period(r)}, ${r.hours} h`,
    link: vacationLink(r),
    data: { ...vacationData(r), hours: r.hours, user_name: nameOf(person) },
  }));
}

function changedNotifications(r: VacationRequestRow, by: Person, to: string[]): NewNotification[] {
  const status = r.status as Exclude<VacationStatus, 'pending'>;
  const kind = status === 'approved' ? 'vacation_approved' : status === 'rejected' ? 'vacation_rejected' : 'vacation_canceled';
  const what = TYPE_NAMES[r.type];
  const title =
    kind === 'vacation_canceled' ? `${nameOf(by)} cancelled ${what}` : `Your request for ${what} was ${status}`;
  return to.map((userId) => ({
    userId,
    kind,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    body: `${period(r)}, ${r.hours} h`,
    link: vacationLink(r),
    data: { ...vacationData(r), by_name: nameOf(by) },
  }));
}

// --------------------------------------------------------------------------------------- create

export async function previewVacation(db: Db, actor: Actor, query: VacationPreviewQuery, orgToday: OrgToday): Promise<VacationPreview> {
  const person = await subject(db, actor, query.user_id, orgToday);
  const employment = await currentEmployment(db, person.id, orgToday);
  if (!employment) throw badRequest('absence.no_employment');
  const [days, spans, requests] = await Promise.all([
    daysOfRange(db, person.id, employment, query.start_date, query.end_date),
    employmentSpans(db, person.id, employment.companyId),
    countingRequests(db, person.id),
  ]);
  const balance = yearBalance(spans, requests, Number(query.start_date.slice(0, 4)));
  return {
    hours: hoursOf(totalMinutes(days)),
    days,
    available_hours: balance.available_hours,
    force_majeure_shifts_left: Math.max(0, balance.force_majeure_shifts_limit - balance.force_majeure_shifts_used - balance.force_majeure_shifts_pending),
  };
}

export async function createVacation(db: Db, actor: Actor, input: VacationCreate, now: Date, orgToday: OrgToday): Promise<VacationPublic> {
  const person = await subject(db, actor, input.user_id, orgToday);
  if (actor.id !== person.id && actor.role === 'admin') {
    // An admin files requests only for the people employed in their companies now.
    const employment = await currentEmployment(db, person.id, orgToday);
    const mine = await currentCompanyIds(db, actor.id, orgToday);
    if (employment && !mine.includes(employment.companyId)) throw forbidden('absence.not_your_employee');
  }
  const viewer = await viewerOf(db, actor, now, orgToday);
  const id = await db.transaction(async (tx) => {
    const employment = await currentEmployment(tx, person.id, orgToday);
    if (!employment) throw badRequest('absence.no_employment');
    const days = await daysOfRange(tx, person.id, employment, input.start_date, input.end_date);
    if (!days.length) throw badRequest('absence.no_workday');

    const [overlap] = await tx
      .select({ startDate: vacationRequests.startDate, endDate: vacationRequests.endDate, status: vacationRequests.status })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.userId, person.id),
          inArray(vacationRequests.status, ['pending', 'approved']),
          lte(vacationRequests.startDate, input.end_date),
          gte(vacationRequests.endDate, input.start_date),
        ),
      )
      .limit(1);
    if (overlap) {
      throw badRequest('absence.overlap', { status: overlap.status, start_date: overlap.startDate, end_date: overlap.endDate });
    }

    const spans = await employmentSpans(tx, person.id, employment.companyId);
    const refusal = requestRefusal(spans, await countingRequests(tx, person.id), { type: input.type, status: 'pending', days });
    if (refusal) {
      throw badRequest(input.type === 'vacation' ? 'absence.balance_exceeded' : 'absence.force_majeure_exceeded', refusal);
    }

    const [row] = await tx
      .insert(vacationRequests)
      .values({
        id: timeOrderedId(now.getTime()),
        userId: person.id,
        companyId: employment.companyId,
        departmentId: employment.departmentId,
        type: input.type,
        startDate: input.start_date,
        endDate: input.end_date,
        hours: hoursOf(totalMinutes(days)),
        days,
        reason: input.reason || null,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    const recipients = (await deciders(tx, person, employment.companyId, orgToday)).filter((userId) => userId !== actor.id);
    await notify(tx, requestedNotifications(row!, person, recipients), now);
    if (input.type === 'vacation') await refreshRecordHours(tx, person.id, employment, now, orgToday);
    return row!.id;
  });
  return toVacationPublic((await findJoined(db, id))!, viewer);
}

// -------------------------------------------------------------------------------- status changes

/** The request for a change: 404 when unknown or (users) not theirs; 403 outside an admin's companies. */
async function requestFor(tx: Reader, viewer: Viewer, id: string): Promise<Joined> {
  const row = await findJoined(tx, id);
  const { actor } = viewer;
  if (!row || (actor.role === 'user' && row.request.userId !== actor.id)) throw notFound('absence.not_found');
  if (actor.role === 'admin' && row.request.userId !== actor.id && !factsOf(row, viewer).inActorsCompany) {
    throw forbidden('absence.other_company');
  }
  return row;
}

type Change = { from: VacationStatus; to: Exclude<VacationStatus, 'pending'> };

async function changeStatus(
  db: Db,
  actor: Actor,
  id: string,
  check: (row: Joined, viewer: Viewer) => Change,
  now: Date,
  orgToday: OrgToday,
): Promise<VacationPublic> {
  const viewer = await viewerOf(db, actor, now, orgToday);
  await db.transaction(async (tx) => {
    const row = await requestFor(tx, viewer, id);
    const { from, to } = check(row, viewer);
    const [changed] = await tx
      .update(vacationRequests)
      .set({ status: to, decidedBy: actor.id, decidedAt: now, updatedAt: now })
      .where(and(eq(vacationRequests.id, id), eq(vacationRequests.status, from)))
      .returning();
    // Someone else changed it between our read and write.
    if (!changed) throw conflict('absence.changed');

    const by = (await findPerson(tx, actor.id))!;
    const ownerPerson: Person = { id: row.request.userId, role: row.ownerRole, email: row.ownerEmail, fullName: row.ownerName };
    const recipients =
      actor.id === ownerPerson.id
        ? await deciders(tx, ownerPerson, changed.companyId, orgToday)
        : [ownerPerson.id];
    await notify(tx, changedNotifications(changed, by, recipients), now);
    if (changed.type === 'vacation') {
      const employment = await balanceCompany(tx, ownerPerson.id, orgToday);
      if (employment) await refreshRecordHours(tx, ownerPerson.id, employment, now, orgToday);
    }
  });
  return toVacationPublic((await findJoined(db, id))!, viewer);
}

/** PATCH /vacation-sick/update: pending -> approved | rejected | canceled. */
export function updateVacation(db: Db, actor: Actor, input: VacationUpdate, now: Date, orgToday: OrgToday): Promise<VacationPublic> {
  return changeStatus(
    db,
    actor,
    input.id,
    (row, viewer) => {
      const refusal = updateRefusal(viewer.actor, factsOf(row, viewer), input.status);
      if (refusal) throw refused(refusal);
      return { from: 'pending', to: input.status };
    },
    now,
    orgToday,
  );
}

/** PATCH /vacation-sick/canceled: approved -> canceled, giving the hours back. */
export function cancelApprovedVacation(db: Db, actor: Actor, id: string, now: Date, orgToday: OrgToday): Promise<VacationPublic> {
  return changeStatus(
    db,
    actor,
    id,
    (row, viewer) => {
      const refusal = cancelApprovedRefusal(viewer.actor, factsOf(row, viewer), todayOf(row, now));
      if (refusal) throw refused(refusal);
      return { from: 'approved', to: 'canceled' };
    },
    now,
    orgToday,
  );
}

// ----------------------------------------------------------------------------------------- reads

/** GET /vacation-sick/get/{id}: one request (users: their own; admins: their companies' and their own). */
export async function getVacation(db: Db, actor: Actor, id: string, now: Date, orgToday: OrgToday): Promise<VacationPublic> {
  const viewer = await viewerOf(db, actor, now, orgToday);
  return toVacationPublic(await requestFor(db, viewer, id), viewer);
}

/** GET /vacation-sick/get: the requests of the admin's companies (superadmins: all), newest first. */
export async function listVacations(db: Db, actor: Actor, query: ListVacationsQuery, now: Date, orgToday: OrgToday): Promise<VacationsPublic> {
  const viewer = await viewerOf(db, actor, now, orgToday);
  const filters: SQL[] = [];
  if (viewer.companyIds) {
    // An admin's own requests stay visible to them wherever they were filed.
    const inCompanies = viewer.companyIds.length ? inArray(vacationRequests.companyId, viewer.companyIds) : sql`0`;
    filters.push(or(inCompanies, eq(vacationRequests.userId, actor.id))!);
  }
  if (query.status) filters.push(eq(vacationRequests.status, query.status));
  if (query.type) filters.push(eq(vacationRequests.type, query.type));
  if (query.user_id) filters.push(eq(vacationRequests.userId, query.user_id));
  if (query.company_id) filters.push(eq(vacationRequests.companyId, query.company_id));
  if (query.department_id) filters.push(eq(vacationRequests.departmentId, query.department_id));
  if (query.start) filters.push(gte(vacationRequests.endDate, query.start));
  if (query.end) filters.push(lte(vacationRequests.startDate, query.end));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    joinedSelect(db)
      .where(where)
      .orderBy(desc(vacationRequests.createdAt), desc(vacationRequests.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(vacationRequests).where(where),
  ]);
  return { data: rows.map((row) => toVacationPublic(row, viewer)), count: total?.n ?? 0 };
}

/** GET /vacation-sick/get-by-user: a person's requests meeting a year and that year's balance. */
export async function userVacations(db: Db, actor: Actor, query: UserVacationsQuery, now: Date, orgToday: OrgToday): Promise<UserVacations> {
  const person = await subject(db, actor, query.user_id, orgToday);
  const viewer = await viewerOf(db, actor, now, orgToday);
  const employment = await balanceCompany(db, person.id, orgToday);
  const year = query.year ?? Number(localDate(now, employment?.timezone ?? 'UTC').slice(0, 4));
  const [spans, requests, rows] = await Promise.all([
    employment ? employmentSpans(db, person.id, employment.companyId) : Promise.resolve([]),
    countingRequests(db, person.id),
    joinedSelect(db)
      .where(and(eq(vacationRequests.userId, person.id), lte(vacationRequests.startDate, `${year}-12-31`), gte(vacationRequests.endDate, `${year}-01-01`)))
      .orderBy(desc(vacationRequests.startDate), desc(vacationRequests.createdAt)),
  ]);
  return {
    user_id: person.id,
    year,
    balance: yearBalance(spans, requests, year),
    data: rows.map((row) => toVacationPublic(row, viewer)),
    count: rows.length,
  };
}

