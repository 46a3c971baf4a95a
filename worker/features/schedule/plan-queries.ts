// The SQL of plan edits (plan.service.ts) and of the change log of the plan (docs/plan-edits.md):
// conditional writes of single planned shifts, log rows, and the applications of patterns.
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayShifts, patternApplications, planChanges, schedulePatterns, users, type DayShiftRow } from '../../db/schema';
import { timeOrderedId } from '../../lib/ids';
import type { LocalDate } from '../../lib/time';
import type { PlanChangeAction } from './plan-kinds';
import type { Tx } from './queries';
import type { PlanSnapshot } from './rules/plan';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;

/** Only a planned shift nobody started, confirmed or worked off-schedule may be rewritten. */
const stillPlan = (shiftId: string) =>
  and(eq(dayShifts.id, shiftId), isNull(dayShifts.startedAt), eq(dayShifts.confirmed, false), eq(dayShifts.offSchedule, false));

export const snapshotOf = (row: Pick<DayShiftRow, 'userId' | 'date' | 'type' | 'plannedStart' | 'plannedEnd' | 'color'>): PlanSnapshot => ({
  user_id: row.userId,
  date: row.date,
  type: row.type,
  start: row.plannedStart,
  end: row.plannedEnd,
  color: row.color,
});

export type PlannedValues = {
  userId: string;
  companyId: string;
  date: LocalDate;
  type: string;
  color: string;
  plannedStart: string;
  plannedEnd: string;
  plannedMinutes: number;
  plannedStartAt: Date;
  plannedEndAt: Date;
};

export async function insertPlanned(tx: Tx, values: PlannedValues, now: Date): Promise<DayShiftRow> {
  const [row] = await tx
    .insert(dayShifts)
    .values({ id: timeOrderedId(now.getTime()), ...values, createdAt: now })
    .returning();
  return row!;
}

/** Rewrites a shift that is still plan; null when it no longer is (started meanwhile). */
export async function updatePlanned(tx: Tx, shiftId: string, values: Partial<PlannedValues>, now: Date): Promise<DayShiftRow | null> {
  const [row] = await tx
    .update(dayShifts)
    .set({ ...values, updatedAt: now })
    .where(stillPlan(shiftId))
    .returning();
  return row ?? null;
}

/** Deletes a shift that is still plan; false when it no longer is. */
export async function deletePlanned(tx: Tx, shiftId: string): Promise<boolean> {
  const deleted = await tx.delete(dayShifts).where(stillPlan(shiftId)).returning({ id: dayShifts.id });
  return deleted.length > 0;
}

export async function shiftOn(db: Reader, userId: string, date: LocalDate): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: dayShifts.id })
    .from(dayShifts)
    .where(and(eq(dayShifts.userId, userId), eq(dayShifts.date, date)))
    .limit(1);
  return row ?? null;
}

export type NewPlanChange = {
  shiftId: string | null;
  userId: string | null;
  date: LocalDate | null;
  action: PlanChangeAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  patternId?: string | null;
  changedBy: string;
  note?: string | null;
};

export async function insertPlanChange(db: Writer, change: NewPlanChange, now: Date): Promise<void> {
  await db.insert(planChanges).values({ id: timeOrderedId(now.getTime()), ...change, changedAt: now });
}

/** A shift's own log rows, newest first, with the name of who made each change. */
export async function shiftChanges(db: Reader, shiftId: string) {
  return db
    .select({ change: planChanges, email: users.email, fullName: users.fullName })
    .from(planChanges)
    .leftJoin(users, eq(users.id, planChanges.changedBy))
    .where(eq(planChanges.shiftId, shiftId))
    .orderBy(desc(planChanges.changedAt), desc(planChanges.id));
}

/**
 * The apply that planned a shift: its pattern's newest apply row written no later than the shift
 * (the rows an apply inserts carry the apply's instant as created_at).
 */
export async function applyOf(db: Reader, patternId: string, createdAt: Date) {
  const [row] = await db
    .select({ change: planChanges, email: users.email, fullName: users.fullName, patternName: schedulePatterns.name })
    .from(planChanges)
    .leftJoin(users, eq(users.id, planChanges.changedBy))
    .leftJoin(schedulePatterns, eq(schedulePatterns.id, planChanges.patternId))
    .where(and(eq(planChanges.action, 'apply'), eq(planChanges.patternId, patternId), lte(planChanges.changedAt, createdAt)))
    .orderBy(desc(planChanges.changedAt), desc(planChanges.id))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  db: Writer,
  patternId: string,
  request: Record<string, unknown>,
  appliedBy: string,
  now: Date,
): Promise<void> {
  await db.insert(patternApplications).values({ id: timeOrderedId(now.getTime()), patternId, request, appliedBy, appliedAt: now });
}

/** A pattern's applications, oldest first (a later one wins where two overlap). */
export async function applicationsOf(db: Reader, patternId: string) {
  return db
    .select()
    .from(patternApplications)
    .where(eq(patternApplications.patternId, patternId))
    .orderBy(asc(patternApplications.appliedAt), asc(patternApplications.id));
}

/** Rewrites a pattern's own fields (the shifts it already planned stay as they are). */
export async function updatePatternRow(db: Db, id: string, values: Partial<typeof schedulePatterns.$inferInsert>): Promise<boolean> {
  const updated = await db.update(schedulePatterns).set(values).where(eq(schedulePatterns.id, id)).returning({ id: schedulePatterns.id });
  return updated.length > 0;
}

/**
 * Records an apply of a pattern cheaply (docs/plan-edits.md "Applies in the log"): one log row with
 * the request and the counts, whatever the number of shifts, and, unless it is a re-apply, the
 * application itself so that an edited pattern can be re-applied to the same targets.
 */
export async function logApply(
  db: Writer,
  apply: { patternId: string; request: Record<string, unknown>; counts: Record<string, number>; by: string; reapplyFrom?: LocalDate },
  now: Date,
): Promise<void> {
  const { patternId, request, counts, by, reapplyFrom } = apply;
  if (!reapplyFrom) await insertApplication(db, patternId, request, by, now);
  await insertPlanChange(
    db,
    {
      shiftId: null,
      userId: null,
      date: null,
      action: 'apply',
      before: null,
      after: { request, counts, ...(reapplyFrom ? { from_date: reapplyFrom } : {}) },
      patternId,
      changedBy: by,
      note: reapplyFrom ? `re-applied from ${reapplyFrom}` : null,
    },
    now,
  );
}
