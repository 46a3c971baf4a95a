// Who can fill a gap (docs/staffing.md "Candidates"): the people of a department who are available
// on the date (their approved availability, for the shift's times when the department's patterns
// know them), qualified (the skill asked, valid on that date), and not planned that day. A few
// statements whatever the size of the department.
import { requireAccess } from '../../access';
import { ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import type { RequestContext } from '../../lib/request-context';
import { shiftIntervalMs } from '../../lib/time';
import { availableOn } from '../availability/public';
import { qualificationsOf, skillCatalogue } from '../skills/public';
import { companyZone, patternShiftsOf, unplannedPeopleOn } from './queries';
import type { Candidates, CandidatesQuery } from './schemas';

export async function candidates(ctx: RequestContext, query: CandidatesQuery): Promise<Candidates> {
  const companyId = await requireAccess(ctx, 'staffing.department', query.department_id);
  const skillId = query.skill_id ?? null;
  const [timezone, shifts, people, catalogue] = await Promise.all([
    companyZone(ctx.db, companyId),
    patternShiftsOf(ctx.db, query.department_id),
    unplannedPeopleOn(ctx.db, query.department_id, query.date),
    skillId ? skillCatalogue(ctx.db) : Promise.resolve([]),
  ]);
  const skillName = skillId ? (catalogue.find((s) => s.id === skillId)?.name ?? null) : null;
  // An unknown skill (another tenant's too) is bad input, as in a need.
  if (skillId && !skillName) throw ValidationError.field(['query', 'skill_id'], fieldMessage('staffing.skill_unknown'));
  const times = shifts.find((s) => s.type === query.shift_type) ?? null;
  const span = times ? shiftIntervalMs(query.date, times.start, times.end, timezone) : null;
  const ids = people.map((p) => p.id);
  const [available, qualified] = await Promise.all([
    availableOn(ctx.db, { userIds: ids, date: query.date, span, timezone }),
    qualificationsOf(ctx.db, skillId ? ids : [], skillId ? [skillId] : []),
  ]);
  const data = people
    .filter((p) => available.has(p.id) && (!skillId || qualified.holds(p.id, skillId, query.date)))
    .map((p) => ({
      user_id: p.id,
      full_name: p.fullName || p.email,
      skill_valid_until: skillId ? (qualified.validUntil(p.id, skillId) ?? null) : null,
    }));
  return {
    department_id: query.department_id,
    date: query.date,
    shift_type: query.shift_type,
    skill_id: skillId,
    skill_name: skillName,
    start: times?.start ?? null,
    end: times?.end ?? null,
    data,
    count: data.length,
  };
}
