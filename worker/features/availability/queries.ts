// The availability SQL: a person's versions, exceptions and preferences; the company settings; the
// changes awaiting approval; and the availability of many people at once (one statement per table
// whatever their number: the department view and the plan check read it so).
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isCurrentRecord } from '../../access/scope';
import type { Db } from '../../db/client';
import {
  availabilityChanges,
  availabilityExceptions,
  availabilityPreferences,
  availabilitySettings,
  availabilityVersions,
  companies,
  employmentRecords,
  users,
  type AvailabilityChangeRow,
  type AvailabilityExceptionRow,
} from '../../db/schema';
import { chunked } from '../../lib/chunked';
import type { LocalDate } from '../../lib/time';
import type { OrgToday } from '../../lib/today';
import type { CHANGE_KINDS, TimeWindow, WeekSpec } from './kinds';
import type { PersonAvailability } from './rules/fit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;

// ------------------------------------------------------------------------------ one person

export const versionsOf = (db: Reader, userId: string) =>
  db.select().from(availabilityVersions).where(eq(availabilityVersions.userId, userId)).orderBy(asc(availabilityVersions.validFrom));

export const exceptionsOf = (db: Reader, userId: string) =>
  db
    .select()
    .from(availabilityExceptions)
    .where(eq(availabilityExceptions.userId, userId))
    .orderBy(asc(availabilityExceptions.startDate), asc(availabilityExceptions.id));

export async function preferencesOf(db: Reader, userId: string) {
  const [row] = await db.select().from(availabilityPreferences).where(eq(availabilityPreferences.userId, userId));
  return row ?? null;
}

export async function findException(db: Pick<Db, 'select'>, id: string): Promise<AvailabilityExceptionRow | null> {
  const [row] = await db.select().from(availabilityExceptions).where(eq(availabilityExceptions.id, id));
  return row ?? null;
}

export async function upsertVersion(
  db: Reader,
  row: { id: string; userId: string; validFrom: LocalDate; days: WeekSpec; by: string; now: Date },
): Promise<void> {
  await db
    .insert(availabilityVersions)
    .values({ id: row.id, userId: row.userId, validFrom: row.validFrom, days: row.days, updatedBy: row.by, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [availabilityVersions.userId, availabilityVersions.validFrom],
      set: { days: row.days, updatedBy: row.by, updatedAt: row.now },
    });
}

export async function insertException(
  db: Reader,
  row: {
    id: string;
    userId: string;
    startDate: LocalDate;
    endDate: LocalDate;
    kind: 'unavailable' | 'windows';
    windows: TimeWindow[];
    reason: string | null;
    by: string;
    now: Date;
  },
): Promise<void> {
  const { by, now, ...values } = row;
  await db.insert(availabilityExceptions).values({ ...values, createdBy: by, createdAt: now });
}

export async function deleteException(db: Reader, id: string): Promise<void> {
  await db.delete(availabilityExceptions).where(eq(availabilityExceptions.id, id));
}

export async function savePreferences(
  db: Reader,
  userId: string,
  values: {
    shiftTypes: Record<string, 'prefer' | 'avoid'>;
    weekendsOff: boolean;
    shiftsPerWeek: number | null;
    hoursPerWeek: number | null;
  },
  by: string,
  now: Date,
): Promise<void> {
  const row = { ...values, updatedBy: by, updatedAt: now };
  await db
    .insert(availabilityPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: availabilityPreferences.userId, set: row });
}

// ------------------------------------------------------------------------------ many people

/** The versions and the exceptions reaching [from, to] of each person (no entry: none at all). */
export async function availabilityOf(
  db: Reader,
  userIds: readonly string[],
  from: LocalDate,
  to: LocalDate,
): Promise<Map<string, PersonAvailability>> {
  const out = new Map<
    string,
    { versions: PersonAvailability['versions'][number][]; exceptions: PersonAvailability['exceptions'][number][] }
  >();
  const entry = (userId: string) => {
    let found = out.get(userId);
    if (!found) out.set(userId, found = { versions: [], exceptions: [] });
    return found;
  };
  for (const ids of chunked([...new Set(userIds)])) {
    const [versions, exceptions] = await Promise.all([
      db
        .select({ userId: availabilityVersions.userId, validFrom: availabilityVersions.validFrom, days: availabilityVersions.days })
        .from(availabilityVersions)
        .where(and(inArray(availabilityVersions.userId, ids), lte(availabilityVersions.validFrom, to))),
      db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            inArray(availabilityExceptions.userId, ids),
            lte(availabilityExceptions.startDate, to),
            gte(availabilityExceptions.endDate, from),
          ),
        ),
    ]);
    for (const v of versions) entry(v.userId).versions.push({ validFrom: v.validFrom, days: v.days });
    for (const e of exceptions) {
      entry(e.userId).exceptions.push({ startDate: e.startDate, endDate: e.endDate, kind: e.kind, windows: e.windows, reason: e.reason });
    }
  }
  return out;
}

/** The shift-type preferences of each person. */
export async function shiftPreferencesOf(db: Reader, userIds: readonly string[]): Promise<Map<string, Record<string, 'prefer' | 'avoid'>>> {
  const out = new Map<string, Record<string, 'prefer' | 'avoid'>>();
  for (const ids of chunked([...new Set(userIds)])) {
    const rows = await db
      .select({ userId: availabilityPreferences.userId, shiftTypes: availabilityPreferences.shiftTypes })
      .from(availabilityPreferences)
      .where(inArray(availabilityPreferences.userId, ids));
    for (const r of rows) out.set(r.userId, r.shiftTypes);
  }
  return out;
}

/** The active people employed now in the department, by name. */
export function departmentPeople(db: Reader, departmentId: string, today: OrgToday) {
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .where(and(eq(employmentRecords.departmentId, departmentId), isCurrentRecord(today), eq(users.isActive, true)))
    .orderBy(asc(users.fullName), asc(users.email));
}

// ------------------------------------------------------------------------------ settings

export type CompanySettings = {
  companyId: string;
  timezone: string;
  approval: 'immediate' | 'admin';
  conflicts: 'warn' | 'block';
  updatedAt: Date | null;
};

export async function companySettings(db: Reader, companyIds: readonly string[]): Promise<Map<string, CompanySettings>> {
  const out = new Map<string, CompanySettings>();
  if (!companyIds.length) return out;
  const rows = await db
    .select({
      companyId: companies.id,
      timezone: companies.timezone,
      approval: availabilitySettings.approval,
      conflicts: availabilitySettings.conflicts,
      updatedAt: availabilitySettings.updatedAt,
    })
    .from(companies)
    .leftJoin(availabilitySettings, eq(availabilitySettings.companyId, companies.id))
    .where(inArray(companies.id, [...companyIds]));
  for (const r of rows) {
    out.set(r.companyId, {
      companyId: r.companyId,
      timezone: r.timezone,
      approval: r.approval ?? 'immediate',
      conflicts: r.conflicts ?? 'warn',
      updatedAt: r.updatedAt ?? null,
    });
  }
  return out;
}

export async function saveSettings(
  db: Reader,
  companyId: string,
  values: { approval: 'immediate' | 'admin'; conflicts: 'warn' | 'block' },
  by: string,
  now: Date,
): Promise<void> {
  const row = { ...values, updatedBy: by, updatedAt: now };
  await db
    .insert(availabilitySettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: availabilitySettings.companyId, set: row });
}

/** The person's current companies that want an admin's approval of their changes. */
export async function approvingCompanies(db: Pick<Db, 'selectDistinct'>, userId: string, today: OrgToday): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: employmentRecords.companyId })
    .from(employmentRecords)
    .innerJoin(availabilitySettings, eq(availabilitySettings.companyId, employmentRecords.companyId))
    .where(and(eq(employmentRecords.userId, userId), isCurrentRecord(today), eq(availabilitySettings.approval, 'admin')));
  return rows.map((r) => r.companyId);
}

/** The working time of the person's current contracts (the largest, as a fraction of full time); null when employed nowhere now. */
export async function currentFte(db: Pick<Db, 'select'>, userId: string, today: OrgToday): Promise<number | null> {
  const [row] = await db
    .select({ fte: sql<number | null>`max(${employmentRecords.fte})` })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), isCurrentRecord(today)));
  return row?.fte ?? null;
}

// ------------------------------------------------------------------------------ changes

export async function insertChange(
  db: Reader,
  row: { id: string; userId: string; kind: (typeof CHANGE_KINDS)[number]; payload: Record<string, unknown>; by: string; now: Date },
): Promise<void> {
  await db
    .insert(availabilityChanges)
    .values({ id: row.id, userId: row.userId, kind: row.kind, payload: row.payload, requestedBy: row.by, createdAt: row.now });
}

export async function findChange(db: Pick<Db, 'select'>, id: string): Promise<AvailabilityChangeRow | null> {
  const [row] = await db.select().from(availabilityChanges).where(eq(availabilityChanges.id, id));
  return row ?? null;
}

/** Marks a pending change decided; false when it was no longer pending (someone decided first). */
export async function decideChange(db: Reader, id: string, status: 'approved' | 'rejected', by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(availabilityChanges)
    .set({ status, decidedBy: by, decidedAt: now })
    .where(and(eq(availabilityChanges.id, id), eq(availabilityChanges.status, 'pending')))
    .returning({ id: availabilityChanges.id });
  return rows.length > 0;
}

const changeColumns = {
  change: availabilityChanges,
  userName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`,
};

export const pendingOf = (db: Reader, userId: string) =>
  db
    .select(changeColumns)
    .from(availabilityChanges)
    .innerJoin(users, eq(users.id, availabilityChanges.userId))
    .where(and(eq(availabilityChanges.userId, userId), eq(availabilityChanges.status, 'pending')))
    .orderBy(asc(availabilityChanges.id));

/** A page of the pending changes of the people in `scope` (a condition on users; none: everyone). */
export async function pendingPage(db: Reader, scope: SQL | undefined, skip: number, limit: number) {
  const where = and(eq(availabilityChanges.status, 'pending'), scope);
  const [rows, [total]] = await Promise.all([
    db
      .select(changeColumns)
      .from(availabilityChanges)
      .innerJoin(users, eq(users.id, availabilityChanges.userId))
      .where(where)
      .orderBy(desc(availabilityChanges.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(availabilityChanges).innerJoin(users, eq(users.id, availabilityChanges.userId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
