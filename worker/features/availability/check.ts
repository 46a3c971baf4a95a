// The plan check of availability (docs/availability.md "Plan conflicts"), registered by
// worker/app.ts with the plan-conflicts seam (lib/plan-conflicts.ts): each planned shift that does
// not fit its person's availability is a conflict; it blocks when the company sets
// `availability_conflicts: 'block'`.
import type { PlanCheck, PlanConflict } from '../../lib/plan-conflicts';
import { addDays } from '../../lib/time';
import { availabilityOf, companySettings } from './queries';
import { shiftConflict } from './rules/fit';

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
