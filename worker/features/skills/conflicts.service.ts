// The skills check of a plan (docs/skills.md "Conflicts", lib/plan-conflicts.ts once registered):
// a planned shift whose pattern shift type or open shift requires a skill the person does not
// hold ('skills.missing') or holds only until before the shift's date ('skills.expired'). Whether
// it blocks is the company's setting. A few statements whatever the number of shifts.
import type { Db } from '../../db/client';
import { holdingsByUser, openShiftRequirements, patternRequirements, skillNames, skillSettingsOf, type Tx } from './queries';
import { skillProblem } from './rules/holdings';

/** A shift as it would be planned (the fields of lib/plan-conflicts.ts PlannedShift this check reads). */
export type SkillPlannedShift = {
  userId: string;
  date: string;
  type: string | null;
  patternId?: string | null;
  openShiftId?: string | null;
};

export type SkillConflict = {
  kind: 'skill';
  user_id: string;
  date: string;
  code: 'skills.missing' | 'skills.expired';
  params: Record<string, string | number>;
  blocking: boolean;
};

/** The skill each shift requires (null: none). */
async function requirements(db: Db | Tx, shifts: readonly SkillPlannedShift[]): Promise<(string | null)[]> {
  const patternIds = [...new Set(shifts.flatMap((s) => (s.patternId && !s.openShiftId ? [s.patternId] : [])))];
  const openIds = [...new Set(shifts.flatMap((s) => (s.openShiftId ? [s.openShiftId] : [])))];
  const [byPattern, byOpen] = await Promise.all([patternRequirements(db, patternIds), openShiftRequirements(db, openIds)]);
  return shifts.map((s) => {
    if (s.openShiftId) return byOpen.get(s.openShiftId) ?? null;
    if (s.patternId && s.type) return byPattern.get(s.patternId)?.get(s.type) ?? null;
    return null;
  });
}

export async function skillConflicts(
  db: Db | Tx,
  input: { companyId: string; shifts: readonly SkillPlannedShift[]; now: Date },
): Promise<SkillConflict[]> {
  if (!input.shifts.length) return [];
  const required = await requirements(db, input.shifts);
  const skillIds = [...new Set(required.filter((id): id is string => id !== null))];
  if (!skillIds.length) return [];
  const people = [...new Set(input.shifts.map((s) => s.userId))];
  const [held, names, settings] = await Promise.all([
    holdingsByUser(db, people, skillIds),
    skillNames(db, skillIds),
    skillSettingsOf(db, input.companyId),
  ]);
  const blocking = settings.mode === 'block';
  const out: SkillConflict[] = [];
  input.shifts.forEach((shift, index) => {
    const skillId = required[index];
    // A skill deleted meanwhile is required no more.
    if (!skillId || !names.has(skillId)) return;
    const code = skillProblem(held.get(shift.userId) ?? new Map(), skillId, shift.date);
    if (code) out.push({ kind: 'skill', user_id: shift.userId, date: shift.date, code, params: { skill: names.get(skillId)! }, blocking });
  });
  return out;
}
