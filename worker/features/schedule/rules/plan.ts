// Editing the plan by hand (docs/plan-edits.md; spec/product-rules.md "Crews, plan changes, labour
// law"): which shifts an admin may change, move or remove, and the plan a change leaves. Only a
// planned shift that nobody has started is plan: a started, finished or confirmed shift is what
// happened, and off-schedule work never had a plan. Each check answers null when allowed,
// otherwise the reason, which the API answers as a 409 with the code `schedule.<reason>`.
import { shiftIntervalMs, type LocalDate, type LocalTime } from '../../../lib/time';
import { dayShiftStatus, type DayShiftFacts } from './day-shift';

export type PlanEditRefusal = 'shift_off_schedule' | 'shift_confirmed' | 'shift_finished' | 'shift_started';

/** Whether a shift may be changed, moved or removed: only a planned shift that nobody started (off-schedule work first: it never had a plan). */
export function planEditRefusal(
  shift: Pick<DayShiftFacts, 'off_schedule' | 'started_at' | 'ended_at' | 'confirmed'>,
): PlanEditRefusal | null {
  if (shift.off_schedule) return 'shift_off_schedule';
  const status = dayShiftStatus(shift);
  if (status === 'confirmed') return 'shift_confirmed';
  if (status === 'ended') return 'shift_finished';
  if (status === 'started') return 'shift_started';
  return null;
}

/** A shift's plan as the change log records it (before and after). */
export type PlanSnapshot = {
  user_id: string;
  date: LocalDate;
  type: string | null;
  start: LocalTime | null;
  end: LocalTime | null;
  color: string | null;
};

export type PlanPatch = { type?: string; start?: LocalTime; end?: LocalTime; color?: string };

/** The plan after a change: each given field replaces the current one. */
export function patchedPlan(current: PlanSnapshot, patch: PlanPatch): PlanSnapshot {
  return {
    ...current,
    type: patch.type ?? current.type,
    start: patch.start ?? current.start,
    end: patch.end ?? current.end,
    color: patch.color ?? current.color,
  };
}

/** The plan after a move: another person and/or another date, the same type, times and colour. */
export function movedPlan(current: PlanSnapshot, target: { user_id?: string; date?: LocalDate }): PlanSnapshot {
  return { ...current, user_id: target.user_id ?? current.user_id, date: target.date ?? current.date };
}

/** Whether a move changes anything: moving a shift onto itself is refused as a taken day. */
export const movesAnywhere = (current: PlanSnapshot, next: PlanSnapshot) => current.user_id !== next.user_id || current.date !== next.date;

/** The planned instants of a plan on its date in the company's time zone (as apply computes them). */
export function plannedInstants(date: LocalDate, start: LocalTime, end: LocalTime, timeZone: string) {
  const [startMs, endMs] = shiftIntervalMs(date, start, end, timeZone);
  return { plannedStartAt: new Date(startMs), plannedEndAt: new Date(endMs), plannedMinutes: Math.round((endMs - startMs) / 60_000) };
}

/** What a change log entry shows as changed: the fields whose values differ. */
export function changedFields(before: PlanSnapshot | null, after: PlanSnapshot | null): (keyof PlanSnapshot)[] {
  if (!before || !after) return [];
  return (Object.keys(after) as (keyof PlanSnapshot)[]).filter((key) => before[key] !== after[key]);
}
