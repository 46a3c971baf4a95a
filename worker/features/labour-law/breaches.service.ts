// The breaches of a period, for marking days (docs/labour-law.md "Reading breaches"): of a person
// (their own; admins the people they manage, in the admin's companies), or of a department or a
// company (who may read its schedule grid).
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { settingsOf, toLawShift, windowAround } from './check.service';
import { companyLaws, companyStaffShifts, lawShifts, type LawRow } from './queries';
import { evaluatePerson, type Breach, type LawShift } from './rules';
import type { BreachesQuery } from './schemas';

export async function listBreaches(ctx: RequestContext, query: BreachesQuery): Promise<{ data: Breach[]; count: number }> {
  const { db, now } = ctx;
  const { start, end } = query;
  let rows: LawRow[];
  if (query.user_id) {
    await requireAccess(ctx, 'schedule.user', query.user_id);
    // Wide enough for every company's settlement period and the overtime year.
    const window = { from: `${start.slice(0, 4)}-01-01`, to: `${end.slice(0, 4)}-12-31` };
    const scope = ctx.actor.id === query.user_id ? null : await reachableCompanies(ctx);
    rows = (await lawShifts(db, [query.user_id], null, window)).filter((r) => scope === null || scope.includes(r.companyId));
  } else {
    const company = await requireAccess(ctx, 'schedule.grid', { companyId: query.company_id, departmentId: query.department_id });
    const law = (await companyLaws(db, [company.id])).get(company.id)!;
    rows = await companyStaffShifts(
      db,
      { companyId: company.id, departmentId: query.department_id },
      { start, end },
      windowAround(law, start, end),
    );
  }

  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const laws = await companyLaws(db, companyIds);
  const groups = new Map<string, { userId: string; companyId: string; shifts: LawShift[] }>();
  for (const row of rows) {
    const law = laws.get(row.companyId)!;
    const shift = toLawShift(row, localDate(now, law.timezone));
    if (!shift) continue;
    const key = `${row.userId} ${row.companyId}`;
    let group = groups.get(key);
    if (!group) groups.set(key, group = { userId: row.userId, companyId: row.companyId, shifts: [] });
    group.shifts.push(shift);
  }
  const data: Breach[] = [];
  for (const group of groups.values()) {
    const settings = settingsOf(laws.get(group.companyId)!);
    for (const breach of evaluatePerson(group.userId, group.shifts, settings, { from: start, to: end })) {
      if (breach.dates.some((d) => d >= start && d <= end)) data.push(breach);
    }
  }
  data.sort((a, b) => (a.dates[0]! < b.dates[0]! ? -1 : a.dates[0]! > b.dates[0]! ? 1 : a.user_id < b.user_id ? -1 : 1));
  return { data, count: data.length };
}
