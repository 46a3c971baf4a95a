// Staffing needs and coverage (docs/staffing.md): a department's weekly needs per shift type, its
// dated overrides, and the coverage of a range or of today and tomorrow. Admins of the
// department's company and superadmins (access 'staffing.department'). Every read of a range is
// one query per table, whatever its length.
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { addDays, datesInRange, localDate, type LocalDate } from '../../lib/time';
import { isForeignKeyViolation } from '../../lib/db-errors';
import {
  deleteOverride,
  departmentsWithNeeds,
  insertOverride,
  needsOf,
  overridesOf,
  patternShiftsOf,
  plannedIn,
  replaceNeeds,
  type NeedRow,
  type OverrideRow,
  type PlannedRow,
} from './queries';
import { coverage, plannedCounts, type DatedNeed, type WeeklyNeed } from './rules/coverage';
import type { Coverage, Gaps, Needs, NeedsUpdate, Override, OverrideCreate, Overrides } from './schemas';

const toOverride = (row: OverrideRow): Override => ({
  id: row.id,
  department_id: row.departmentId,
  shift_type: row.shiftType,
  start_date: row.startDate,
  end_date: row.endDate,
  min: row.minPeople,
  ideal: row.idealPeople,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

const dated = (row: OverrideRow): DatedNeed => ({
  shiftType: row.shiftType,
  startDate: row.startDate,
  endDate: row.endDate,
  min: row.minPeople,
  ideal: row.idealPeople,
  createdAt: row.createdAt.getTime(),
});

const weekly = (rows: NeedRow[]): WeeklyNeed[] => rows.map(({ shiftType, weekday, min, ideal }) => ({ shiftType, weekday, min, ideal }));

export async function readNeeds(ctx: RequestContext, departmentId: string): Promise<Needs> {
  await requireAccess(ctx, 'staffing.department', departmentId);
  const [needs, shifts] = await Promise.all([needsOf(ctx.db, [departmentId]), patternShiftsOf(ctx.db, departmentId)]);
  const types = [...new Set([...shifts.map((s) => s.type), ...needs.map((n) => n.shiftType)])].sort((a, b) => a.localeCompare(b));
  return {
    department_id: departmentId,
    shift_types: types,
    needs: needs.map((n) => ({ shift_type: n.shiftType, weekday: n.weekday, min: n.min, ideal: n.ideal })),
  };
}

export async function updateNeeds(ctx: RequestContext, input: NeedsUpdate): Promise<Needs> {
  await requireAccess(ctx, 'staffing.department', input.department_id);
  const needs = input.needs.map((n) => ({ shiftType: n.shift_type, weekday: n.weekday, min: n.min, ideal: n.ideal }));
  try {
    await ctx.db.transaction((tx) => replaceNeeds(tx, input.department_id, needs, ctx.now));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  return readNeeds(ctx, input.department_id);
}

export async function listOverrides(ctx: RequestContext, departmentId: string): Promise<Overrides> {
  await requireAccess(ctx, 'staffing.department', departmentId);
  const data = (await overridesOf(ctx.db, [departmentId])).map(toOverride);
  return { data, count: data.length };
}

export async function createOverride(ctx: RequestContext, input: OverrideCreate): Promise<Override> {
  await requireAccess(ctx, 'staffing.department', input.department_id);
  const row: OverrideRow = {
    id: crypto.randomUUID(),
    departmentId: input.department_id,
    shiftType: input.shift_type,
    startDate: input.start_date,
    endDate: input.end_date,
    minPeople: input.min,
    idealPeople: input.ideal,
    note: input.note || null,
    createdBy: ctx.actor.id,
    createdAt: ctx.now,
  };
  try {
    await insertOverride(ctx.db, row);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  return toOverride(row);
}

export async function removeOverride(ctx: RequestContext, id: string): Promise<{ message: string }> {
  await requireAccess(ctx, 'staffing.override', id);
  if (!(await deleteOverride(ctx.db, id))) throw notFound('staffing.override_not_found');
  return { message: 'Override deleted successfully' };
}

const plannedOf = (rows: PlannedRow[], departmentId: string) => plannedCounts(rows.filter((r) => r.departmentId === departmentId));

export async function departmentCoverage(
  ctx: RequestContext,
  input: { department_id: string; start: LocalDate; end: LocalDate },
): Promise<Coverage> {
  const departmentId = input.department_id;
  await requireAccess(ctx, 'staffing.department', departmentId);
  const range = { from: input.start, to: input.end };
  const [needs, overrides, planned] = await Promise.all([
    needsOf(ctx.db, [departmentId]),
    overridesOf(ctx.db, [departmentId], range),
    plannedIn(ctx.db, [departmentId], range.from, range.to),
  ]);
  const cells = coverage(datesInRange(range.from, range.to), weekly(needs), overrides.map(dated), plannedOf(planned, departmentId));
  return {
    department_id: departmentId,
    start: input.start,
    end: input.end,
    shift_types: [...new Set(cells.map((c) => c.shiftType))],
    days: cells.map((c) => ({
      date: c.date,
      shift_type: c.shiftType,
      min: c.min,
      ideal: c.ideal,
      planned: c.planned,
      status: c.status,
      short_by: c.shortBy,
      over_by: c.overBy,
      override: c.override,
    })),
  };
}

/**
 * Today's and tomorrow's gaps (company-local) in every department the caller manages that has
 * needs: shift types planned below their minimum. One query per table for all departments.
 */
export async function gaps(ctx: RequestContext): Promise<Gaps> {
  const departments = await departmentsWithNeeds(ctx.db, await reachableCompanies(ctx));
  if (!departments.length) return { data: [], count: 0 };
  const todays = new Map(departments.map((d) => [d.departmentId, localDate(ctx.now, d.timezone)]));
  const firsts = [...todays.values()].sort();
  const range = { from: firsts[0]!, to: addDays(firsts[firsts.length - 1]!, 1) };
  const ids = departments.map((d) => d.departmentId);
  const [needs, overrides, planned] = await Promise.all([
    needsOf(ctx.db, ids),
    overridesOf(ctx.db, ids, range),
    plannedIn(ctx.db, ids, range.from, range.to),
  ]);
  const data = departments.flatMap((d) => {
    const today = todays.get(d.departmentId)!;
    const cells = coverage(
      [today, addDays(today, 1)],
      weekly(needs.filter((n) => n.departmentId === d.departmentId)),
      overrides.filter((o) => o.departmentId === d.departmentId).map(dated),
      plannedOf(planned, d.departmentId),
    );
    return cells
      .filter((c) => c.status === 'short')
      .map((c) => ({
        company_id: d.companyId,
        department_id: d.departmentId,
        department_name: d.departmentName,
        date: c.date,
        shift_type: c.shiftType,
        min: c.min,
        planned: c.planned,
        short_by: c.shortBy,
      }));
  });
  data.sort((a, b) =>
    a.date.localeCompare(b.date) || a.department_name.localeCompare(b.department_name) || a.shift_type.localeCompare(b.shift_type)
  );
  return { data, count: data.length };
}
