// The plan check of availability (docs/availability.md "Plan conflicts"), registered by
// worker/app.ts with the plan-conflicts seam (lib/plan-conflicts.ts): each planned shift that does
// not fit its person's availability is a conflict; it blocks when the company sets
// `availability_conflicts: 'block'`.
import type { PlanCheck, PlanConflict } from '../../lib/plan-conflicts';
import { addDays, type LocalDate } from '../../lib/time';
import { availabilityOf, companySettings, type Reader } from './queries';
import { resolveDay, shiftConflict } from './rules/fit';

export const availabilityConflicts: PlanCheck = async (db, input) => {
  if (!input.shifts.length) return [];
  const settings = (await companySettings(db, [input.companyId])).get(input.companyId);
  if (!settings) return [];
  const dates = input.shifts.map((s) => s.date).sort();
  const availability = await availabilityOf(
    db,
    input.shifts.map((s) => s.userId),
    addDays(dates[0]!, -1),
    addDays(dates[dates.length - 1]!, 2),
  );
  const blocking = settings.conflicts === 'block';
  const out: PlanConflict[] = [];
  for (const shift of input.shifts) {
    const own = availability.get(shift.userId);
    if (!own) continue;
    const reason = shiftConflict(
      { date: shift.date, start: shift.startsAt.getTime(), end: shift.endsAt.getTime() },
      own,
      settings.timezone,
    );
    if (reason) {
      out.push({ kind: 'availability', user_id: shift.userId, date: shift.date, code: reason.code, params: reason.params, blocking });
    }
  }
  return out;
};

/**
 * Of these people, who can work on `date` (their approved availability: pending changes do not
 * count): for a shift's times [start, end) in ms, those the shift fits; without times, those not
 * unavailable all that day. Two statements whatever their number.
 */
export async function availableOn(
  db: Reader,
  input: { userIds: readonly string[]; date: LocalDate; span: readonly [number, number] | null; timezone: string },
): Promise<Set<string>> {
  const { date, span, timezone } = input;
  const availability = await availabilityOf(db, input.userIds, addDays(date, -1), addDays(date, 2));
  const none = { versions: [], exceptions: [] };
  return new Set(
    input.userIds.filter((id) => {
      const own = availability.get(id) ?? none;
      if (span) return shiftConflict({ date, start: span[0], end: span[1] }, own, timezone) === null;
      return resolveDay(date, own).day.mode !== 'none';
    }),
  );
}
