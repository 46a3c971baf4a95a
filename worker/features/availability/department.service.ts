// Who can work (docs/availability.md "Department view"): the people employed now in a department,
// each with the availability of a date and, for a shift's times, whether it fits. A few statements
// for the whole department, never one per person.
import { requireAccess } from '../../access';
import type { RequestContext } from '../../lib/request-context';
import { addDays, shiftIntervalMs } from '../../lib/time';
import { availabilityOf, companySettings, departmentPeople, shiftPreferencesOf } from './queries';
import { resolveDay, shiftConflict } from './rules/fit';
import type { DepartmentAvailability, DepartmentQuery } from './schemas';

export async function departmentAvailability(
  ctx: RequestContext,
  departmentId: string,
  query: DepartmentQuery,
): Promise<DepartmentAvailability> {
  const companyId = await requireAccess(ctx, 'department.schedule', departmentId);
  const [settings, people] = await Promise.all([
    companySettings(ctx.db, [companyId]),
    departmentPeople(ctx.db, departmentId, ctx.orgToday),
  ]);
  const timezone = settings.get(companyId)!.timezone;
  const ids = people.map((p) => p.id);
  const [availability, preferences] = await Promise.all([
    availabilityOf(ctx.db, ids, addDays(query.date, -1), addDays(query.date, 2)),
    query.shift_type ? shiftPreferencesOf(ctx.db, ids) : Promise.resolve(new Map<string, Record<string, 'prefer' | 'avoid'>>()),
  ]);
  const span = query.start && query.end ? shiftIntervalMs(query.date, query.start, query.end, timezone) : null;
  const data = people.map((person) => {
    const own = availability.get(person.id) ?? { versions: [], exceptions: [] };
    const resolved = resolveDay(query.date, own);
    const conflict = span ? shiftConflict({ date: query.date, start: span[0], end: span[1] }, own, timezone) : null;
    return {
      user_id: person.id,
      full_name: person.fullName || person.email,
      source: resolved.source,
      day: resolved.day,
      reason: resolved.reason,
      fits: span ? conflict === null : null,
      conflict,
      preference: query.shift_type ? (preferences.get(person.id)?.[query.shift_type] ?? null) : null,
    };
  });
  return { department_id: departmentId, date: query.date, data, count: data.length };
}
