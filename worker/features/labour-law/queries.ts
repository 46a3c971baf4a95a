// The labour-law SQL: a company's settings and the shifts the rules need, a few statements
// whatever the number of people (shifts come back packed by SQLite into one JSON text, as the
// schedule's bulk reads do: docs/scheduling.md "Storage and speed").
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, dayShifts, employmentRecords, labourLawSettings, type LabourLawSettingsRow } from '../../db/schema';
import type { LocalDate } from '../../lib/time';
import { chunked } from '../../lib/chunked';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;

/** A company's calendar and labour-law settings (the defaults when it has no row). */
export type CompanyLaw = {
  id: string;
  country: 'PL' | 'UA';
  timezone: string;
  modes: Record<string, 'warn' | 'block'>;
  workingTimeSystem: 'basic' | 'equivalent';
  settlementMonths: number;
  overtimeLimitHours: number;
  updatedAt: Date | null;
};

export async function companyLaws(db: Reader, companyIds: readonly string[]): Promise<Map<string, CompanyLaw>> {
  const out = new Map<string, CompanyLaw>();
  if (!companyIds.length) return out;
  const rows = await db
    .select({
      id: companies.id,
      country: companies.country,
      timezone: companies.timezone,
      modes: labourLawSettings.modes,
      workingTimeSystem: labourLawSettings.workingTimeSystem,
      settlementMonths: labourLawSettings.settlementMonths,
      overtimeLimitHours: labourLawSettings.overtimeLimitHours,
      updatedAt: labourLawSettings.updatedAt,
    })
    .from(companies)
    .leftJoin(labourLawSettings, eq(labourLawSettings.companyId, companies.id))
    .where(inArray(companies.id, [...companyIds]));
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      country: r.country === 'UA' ? 'UA' : 'PL',
      timezone: r.timezone,
      modes: r.modes ?? {},
      workingTimeSystem: r.workingTimeSystem ?? 'basic',
      settlementMonths: r.settlementMonths ?? 1,
      overtimeLimitHours: r.overtimeLimitHours ?? 150,
      updatedAt: r.updatedAt ?? null,
    });
  }
  return out;
}

export type SettingsValues = Pick<LabourLawSettingsRow, 'modes' | 'workingTimeSystem' | 'settlementMonths' | 'overtimeLimitHours'>;

/** Writes a company's settings (one statement: an upsert, so two writers never collide). */
export async function saveSettings(db: Db, companyId: string, values: SettingsValues, by: string, now: Date): Promise<void> {
  const row = { ...values, updatedBy: by, updatedAt: now };
  await db
    .insert(labourLawSettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: labourLawSettings.companyId, set: row });
}

/** A shift as stored, with what the rules need. */
export type LawRow = {
  id: string;
  userId: string;
  companyId: string;
  date: LocalDate;
  plannedMinutes: number;
  plannedStartAt: number | null;
  plannedEndAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  adjustedStartedAt: number | null;
  adjustedEndedAt: number | null;
};

const COLUMNS = [
  dayShifts.id,
  dayShifts.userId,
  dayShifts.companyId,
  dayShifts.date,
  dayShifts.plannedMinutes,
  dayShifts.plannedStartAt,
  dayShifts.plannedEndAt,
  dayShifts.startedAt,
  dayShifts.endedAt,
  dayShifts.adjustedStartedAt,
  dayShifts.adjustedEndedAt,
];

export type ShiftWindow = {
  /** Every shift dated from..to. */
  from: LocalDate;
  to: LocalDate;
  /** And the worked (started) shifts dated in this wider range (the overtime year), if any. */
  workedFrom?: LocalDate;
  workedTo?: LocalDate;
};

/**
 * The shifts of these people (a list of ids, or a subquery) in one company (or any, `companyId`
 * null), in the window: one statement per 500 people, each packed into one JSON text.
 */
export async function lawShifts(
  db: Reader,
  people: readonly string[] | SQLWrapper,
  companyId: string | null,
  window: ShiftWindow,
): Promise<LawRow[]> {
  const lists: (string[] | SQLWrapper)[] = Array.isArray(people) ? chunked(people as string[]) : [people as SQLWrapper];
  const out: LawRow[] = [];
  const dated = and(gte(dayShifts.date, window.from), lte(dayShifts.date, window.to))!;
  const when = window.workedFrom && window.workedTo
    ? or(dated, and(gte(dayShifts.date, window.workedFrom), lte(dayShifts.date, window.workedTo), isNotNull(dayShifts.startedAt)))!
    : dated;
  const list = sql.join(
    COLUMNS.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (const ids of lists) {
    const filters: SQL[] = [Array.isArray(ids) ? inArray(dayShifts.userId, ids) : inArray(dayShifts.userId, ids), when];
    if (companyId) filters.push(eq(dayShifts.companyId, companyId));
    const [packed] = await db.all<{ rows: string | null }>(
      sql`SELECT json_group_array(json_array(${list})) AS rows FROM ${dayShifts} WHERE ${and(...filters)}`,
    );
    for (const r of JSON.parse(packed?.rows ?? '[]') as unknown[][]) {
      out.push({
        id: r[0] as string,
        userId: r[1] as string,
        companyId: r[2] as string,
        date: r[3] as string,
        plannedMinutes: Number(r[4] ?? 0),
        plannedStartAt: r[5] as number | null,
        plannedEndAt: r[6] as number | null,
        startedAt: r[7] as number | null,
        endedAt: r[8] as number | null,
        adjustedStartedAt: r[9] as number | null,
        adjustedEndedAt: r[10] as number | null,
      });
    }
  }
  return out;
}

/**
 * The shifts in one company, in the window, of the people with an employment record there (in the
 * department, when one is given) that meets [start, end].
 */
export async function companyStaffShifts(
  db: Db,
  company: { companyId: string; departmentId?: string },
  employed: { start: LocalDate; end: LocalDate },
  window: ShiftWindow,
): Promise<LawRow[]> {
  const filters = [
    eq(employmentRecords.companyId, company.companyId),
    lte(employmentRecords.startDate, employed.end),
    or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, employed.start))!,
  ];
  if (company.departmentId) filters.push(eq(employmentRecords.departmentId, company.departmentId));
  const people = db.select({ id: employmentRecords.userId }).from(employmentRecords).where(and(...filters));
  return lawShifts(db, people, company.companyId, window);
}
