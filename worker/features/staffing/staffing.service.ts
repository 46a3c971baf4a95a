// Staffing needs and coverage (docs/staffing.md): a department's weekly needs per shift type, its
// dated overrides, and the coverage of a range or of today and tomorrow. Admins of the
// department's company and superadmins (access 'staffing.department'). Every read of a range is
// one query per table, whatever its length.
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import type { RequestContext } from '../../lib/request-context';
import { addDays, datesInRange, localDate, type LocalDate } from '../../lib/time';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { qualificationsOf, skillCatalogue } from '../skills/public';
import {
  deleteOverride,
  departmentsWithNeeds,
  insertOverride,
  needsOf,
  overridesOf,
  patternShiftsIn,
  patternShiftsOf,
  plannedIn,
  replaceNeeds,
  type NeedRow,
  type OverrideRow,
  type PlannedRow,
} from './queries';
import { coverage, linesWithNeeds, plannedCounts, qualifiedCounts, type DatedNeed, type WeeklyNeed } from './rules/coverage';
import type { Coverage, Gaps, Needs, NeedsUpdate, Override, OverrideCreate, Overrides } from './schemas';

const toOverride = (row: OverrideRow, names: ReadonlyMap<string, string>): Override => ({
  id: row.id,
  department_id: row.departmentId,
  shift_type: row.shiftType,
  skill_id: row.skillId,
  skill_name: row.skillId ? (names.get(row.skillId) ?? null) : null,
  start_date: row.startDate,
  end_date: row.endDate,
  min: row.minPeople,
  ideal: row.idealPeople,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

const dated = (row: OverrideRow): DatedNeed => ({
  shiftType: row.shiftType,
  skillId: row.skillId,
  startDate: row.startDate,
  endDate: row.endDate,
  min: row.minPeople,
  ideal: row.idealPeople,
  createdAt: row.createdAt.getTime(),
});

const weekly = (rows: NeedRow[]): WeeklyNeed[] =>
  rows.map(({ shiftType, skillId, weekday, min, ideal }) => ({ shiftType, skillId, weekday, min, ideal }));

/** The catalogue's names by id. */
const skillNamesOf = async (ctx: RequestContext) => new Map((await skillCatalogue(ctx.db)).map((s) => [s.id, s.name]));

/** 422 `staffing.skill_unknown` at the first skill id the catalogue does not have (another tenant's included). */
async function requireKnownSkills(
  ctx: RequestContext,
  ids: readonly (string | null | undefined)[],
  loc: (i: number) => (string | number)[],
) {
  if (!ids.some(Boolean)) return;
  const known = await skillNamesOf(ctx);
  const index = ids.findIndex((id) => id && !known.has(id));
  if (index >= 0) throw ValidationError.field(['body', ...loc(index)], fieldMessage('staffing.skill_unknown'));
}

export async function readNeeds(ctx: RequestContext, departmentId: string): Promise<Needs> {
  await requireAccess(ctx, 'staffing.department', departmentId);
  const [needs, shifts, skills] = await Promise.all([
    needsOf(ctx.db, [departmentId]),
    patternShiftsOf(ctx.db, departmentId),
    skillCatalogue(ctx.db),
  ]);
  const types = [...new Set([...shifts.map((s) => s.type), ...needs.map((n) => n.shiftType)])].sort((a, b) => a.localeCompare(b));
  return {
    department_id: departmentId,
    shift_types: types,
    skills,
    needs: needs.map((n) => ({ shift_type: n.shiftType, skill_id: n.skillId, weekday: n.weekday, min: n.min, ideal: n.ideal })),
  };
}

export async function updateNeeds(ctx: RequestContext, input: NeedsUpdate): Promise<Needs> {
  await requireAccess(ctx, 'staffing.department', input.department_id);
  await requireKnownSkills(ctx, input.needs.map((n) => n.skill_id), (i) => ['needs', i, 'skill_id']);
  const needs = input.needs.map((n) => ({
    shiftType: n.shift_type,
    skillId: n.skill_id ?? null,
    weekday: n.weekday,
    min: n.min,
    ideal: n.ideal,
  }));
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
  const [rows, names] = await Promise.all([overridesOf(ctx.db, [departmentId]), skillNamesOf(ctx)]);
  const data = rows.map((row) => toOverride(row, names));
  return { data, count: data.length };
}

export async function createOverride(ctx: RequestContext, input: OverrideCreate): Promise<Override> {
  await requireAccess(ctx, 'staffing.department', input.department_id);
  await requireKnownSkills(ctx, [input.skill_id], () => ['skill_id']);
  const row: OverrideRow = {
    id: crypto.randomUUID(),
    departmentId: input.department_id,
    shiftType: input.shift_type,
    skillId: input.skill_id ?? null,
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
  return toOverride(row, await skillNamesOf(ctx));
}

export async function removeOverride(ctx: RequestContext, id: string): Promise<{ message: string }> {
  await requireAccess(ctx, 'staffing.override', id);
  if (!(await deleteOverride(ctx.db, id))) throw notFound('staffing.override_not_found');
  return { message: 'Override deleted successfully' };
}

/**
 * The planned counts of one department's lines: everyone per shift type, and per skill line the
 * people holding the skill on the date. One statement for the holdings of all departments.
 */
async function plannedOf(ctx: RequestContext, planned: PlannedRow[], needs: NeedRow[], overrides: OverrideRow[]) {
  const skillIds = [...needs, ...overrides].flatMap((n) => (n.skillId ? [n.skillId] : []));
  const qualified = await qualificationsOf(ctx.db, skillIds.length ? planned.map((p) => p.userId) : [], skillIds);
  return (departmentId: string, lines: ReturnType<typeof linesWithNeeds>) => {
    const own = planned.filter((r) => r.departmentId === departmentId);
    return new Map([...plannedCounts(own), ...qualifiedCounts(own, lines, qualified.holds)]);
  };
}

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
  const [names, countsOf] = await Promise.all([skillNamesOf(ctx), plannedOf(ctx, planned, needs, overrides)]);
  const name = (id: string) => names.get(id) ?? '';
  const lines = linesWithNeeds(weekly(needs), overrides.map(dated), name);
  const cells = coverage(datesInRange(range.from, range.to), weekly(needs), overrides.map(dated), countsOf(departmentId, lines), name);
  return {
    department_id: departmentId,
    start: input.start,
    end: input.end,
    shift_types: [...new Set(cells.map((c) => c.shiftType))],
    days: cells.map((c) => ({
      date: c.date,
      shift_type: c.shiftType,
      skill_id: c.skillId,
      skill_name: c.skillId ? name(c.skillId) : null,
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
  const [needs, overrides, planned, shifts] = await Promise.all([
    needsOf(ctx.db, ids),
    overridesOf(ctx.db, ids, range),
    plannedIn(ctx.db, ids, range.from, range.to),
    patternShiftsIn(ctx.db, ids),
  ]);
  const [names, countsOf] = await Promise.all([skillNamesOf(ctx), plannedOf(ctx, planned, needs, overrides)]);
  const name = (id: string) => names.get(id) ?? '';
  const data = departments.flatMap((d) => {
    const today = todays.get(d.departmentId)!;
    const own = weekly(needs.filter((n) => n.departmentId === d.departmentId));
    const ownOverrides = overrides.filter((o) => o.departmentId === d.departmentId).map(dated);
    const cells = coverage(
      [today, addDays(today, 1)],
      own,
      ownOverrides,
      countsOf(d.departmentId, linesWithNeeds(own, ownOverrides)),
      name,
    );
    const timesOf = (type: string) => shifts.find((s) => s.departmentId === d.departmentId && s.type === type);
    return cells
      .filter((c) => c.status === 'short')
      .map((c) => ({
        company_id: d.companyId,
        department_id: d.departmentId,
        department_name: d.departmentName,
        date: c.date,
        shift_type: c.shiftType,
        skill_id: c.skillId,
        skill_name: c.skillId ? name(c.skillId) : null,
        start: timesOf(c.shiftType)?.start ?? null,
        end: timesOf(c.shiftType)?.end ?? null,
        min: c.min,
        planned: c.planned,
        short_by: c.shortBy,
      }));
  });
  data.sort((a, b) =>
    a.date.localeCompare(b.date) || a.department_name.localeCompare(b.department_name) || a.shift_type.localeCompare(b.shift_type)
    || Number(a.skill_id !== null) - Number(b.skill_id !== null) || (a.skill_name ?? '').localeCompare(b.skill_name ?? '')
  );
  return { data, count: data.length };
}
