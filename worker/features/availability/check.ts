// The plan check of availability (docs/availability.md "Plan conflicts"): the shape of the plan
// conflicts seam (worker/lib/plan-conflicts.ts on main), registered by worker/app.ts once it lands.
// Each planned shift that does not fit its person's availability is a conflict; it blocks when
// the company sets `availability_conflicts: 'block'`.
import type { Db } from '../../db/client';
import { addDays, type LocalDate } from '../../lib/time';
import { availabilityOf, companySettings, type Reader } from './queries';
import { shiftConflict } from './rules/fit';

export type PlannedShift = {
  userId: string;
  companyId: string;
  departmentId: string;
  date: LocalDate;
  shiftTypeId: string | null;
  openShiftId?: string | null;
  startsAt: Date;
  endsAt: Date;
};

export type PlanConflict = {
  kind: 'availability' | 'skill';
  user_id: string;
  date: string;
  code: string;
  params: Record<string, string | number>;
  blocking: boolean;
};

export async function availabilityConflicts(
  db: Db | Reader,
  input: { companyId: string; shifts: readonly PlannedShift[]; now: Date },
): Promise<PlanConflict[]> {
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
}
