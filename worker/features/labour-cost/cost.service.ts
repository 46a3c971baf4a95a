// The cost of a department's planned and worked hours (docs/labour-cost.md "API"): totals per
// day, week or month for admins of its company and superadmins; per person for superadmins only.
// One statement reads the shifts with everyone's pay; the rules price them (rules/cost.ts).
import { requireAccess } from '../../access';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { addDays, monthsRange, weekday, type LocalDate } from '../../lib/time';
import { budgets, departmentShifts, type CostShiftRow, type Reader } from './queries';
import { PLANNED_NORM_MINUTES, costShifts, type CostCalendar, type CostShift, type ShiftCost } from './rules/cost';
import { addCost, emptyFigure, roundFigure, share, type Figure } from './rules/figures';
import type { CostQuery, DepartmentCost, PeopleCost } from './schemas';
import { loadCostSettings, type CostSettings } from './settings.service';

type Priced = { userId: string; date: LocalDate; planned: ShiftCost | null; worked: ShiftCost | null };

const monday = (date: LocalDate) => addDays(date, 1 - weekday(date));

/** The worked interval of a finished shift (the admin's adjusted times once confirmed), else null. */
function workedSpan(row: CostShiftRow): [number, number] | null {
  const start = row.confirmed ? (row.adjustedStartedAt ?? row.startedAt) : row.startedAt;
  const end = row.confirmed ? (row.adjustedEndedAt ?? row.endedAt) : row.endedAt;
  if (!start || !end || !(row.endedAt || row.confirmed)) return null;
  return [start.getTime(), end.getTime()];
}

/**
 * The shifts of whole weeks around [start, end] (the weekly norm needs them) priced per person;
 * only the dates inside the period come back.
 */
async function price(db: Reader, departmentId: string, settings: CostSettings, start: LocalDate, end: LocalDate) {
  const from = monday(start);
  const to = addDays(monday(end), 6);
  const months = monthsRange(from.slice(0, 7), 1).from;
  const holidayEnd = addDays(monthsRange(to.slice(0, 7), 1).to, 2);
  const calendar: CostCalendar = {
    country: settings.country,
    timeZone: settings.timeZone,
    night: settings.night,
    holidays: new Set(publicHolidays(settings.country, months, holidayEnd).keys()),
    minimumWages: settings.minimumWages,
  };
  const rows = await departmentShifts(db, departmentId, from, to);
  const byPerson = new Map<string, CostShiftRow[]>();
  for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);

  const priced: Priced[] = [];
  for (const [userId, shifts] of byPerson) {
    const planned: CostShift[] = [];
    const plannedOf: number[] = [];
    const worked: CostShift[] = [];
    const workedOf: number[] = [];
    shifts.forEach((row, i) => {
      const pay = { kind: row.payKind, salary: row.salary, hourlyRate: row.hourlyRate, fte: row.fte };
      if (!row.offSchedule && row.plannedStartAt && row.plannedEndAt) {
        planned.push({
          date: row.date,
          start: row.plannedStartAt.getTime(),
          end: row.plannedEndAt.getTime(),
          normMinutes: PLANNED_NORM_MINUTES,
          pay,
        });
        plannedOf.push(i);
      }
      const span = workedSpan(row);
      if (span) {
        worked.push({ date: row.date, start: span[0], end: span[1], normMinutes: row.offSchedule ? 0 : row.plannedMinutes, pay });
        workedOf.push(i);
      }
    });
    const out: Priced[] = shifts.map((row) => ({ userId, date: row.date, planned: null, worked: null }));
    costShifts(planned, calendar).forEach((cost, k) => (out[plannedOf[k]!]!.planned = cost));
    costShifts(worked, calendar).forEach((cost, k) => (out[workedOf[k]!]!.worked = cost));
    priced.push(...out.filter((p) => p.date >= start && p.date <= end));
  }
  return { priced, people: byPerson };
}

type Sums = { planned: Figure; worked: Figure };
const emptySums = (): Sums => ({ planned: emptyFigure(), worked: emptyFigure() });
function add(sums: Sums, p: Priced) {
  if (p.planned) addCost(sums.planned, p.planned);
  if (p.worked) addCost(sums.worked, p.worked);
}
const rounded = (s: Sums) => ({ planned: roundFigure(s.planned), worked: roundFigure(s.worked) });

/** The periods of the grouping that cover [start, end], clipped to it. */
function periodsOf(group: CostQuery['group'], start: LocalDate, end: LocalDate): { start: LocalDate; end: LocalDate }[] {
  const out: { start: LocalDate; end: LocalDate }[] = [];
  let at = start;
  while (at <= end) {
    const last = group === 'day' ? at : group === 'week' ? addDays(monday(at), 6) : monthsRange(at.slice(0, 7), 1).to;
    const clipped = last > end ? end : last;
    out.push({ start: at, end: clipped });
    at = addDays(clipped, 1);
  }
  return out;
}

export async function departmentCost(ctx: RequestContext, departmentId: string, query: CostQuery): Promise<DepartmentCost> {
  const { department } = await requireAccess(ctx, 'labour_cost.department', departmentId);
  const settings = await loadCostSettings(ctx.db, department.companyId);
  const { priced } = await price(ctx.db, departmentId, settings, query.start, query.end);
  const budgetRows = await budgets(ctx.db, departmentId, query.start.slice(0, 7), query.end.slice(0, 7));

  const total = emptySums();
  const periods = periodsOf(query.group, query.start, query.end).map((p) => ({ ...p, sums: emptySums() }));
  const months = periodsOf('month', query.start, query.end).map((p) => ({ month: p.start.slice(0, 7), sums: emptySums() }));
  for (const p of priced) {
    add(total, p);
    const period = periods.find((x) => x.start <= p.date && p.date <= x.end);
    if (period) add(period.sums, p);
    const month = months.find((m) => m.month === p.date.slice(0, 7));
    if (month) add(month.sums, p);
  }
  return {
    department_id: departmentId,
    company_id: department.companyId,
    currency: settings.currency,
    start: query.start,
    end: query.end,
    group: query.group,
    ...rounded(total),
    periods: periods.map((p) => ({ start: p.start, end: p.end, ...rounded(p.sums) })),
    months: months.map((m) => {
      const budget = budgetRows.find((b) => b.month === m.month)?.amount ?? null;
      const sums = rounded(m.sums);
      return {
        month: m.month,
        budget,
        ...sums,
        planned_share: share(sums.planned.total, budget),
        worked_share: share(sums.worked.total, budget),
      };
    }),
  };
}

/** Per person: superadmins only (the route guard and labour_cost.pay). */
export async function peopleCost(ctx: RequestContext, departmentId: string, query: CostQuery): Promise<PeopleCost> {
  const { department } = await requireAccess(ctx, 'labour_cost.pay', departmentId);
  const settings = await loadCostSettings(ctx.db, department.companyId);
  const { priced, people } = await price(ctx.db, departmentId, settings, query.start, query.end);
  const sums = new Map<string, Sums>();
  for (const p of priced) {
    const s = sums.get(p.userId) ?? emptySums();
    add(s, p);
    sums.set(p.userId, s);
  }
  return {
    department_id: departmentId,
    currency: settings.currency,
    start: query.start,
    end: query.end,
    people: [...sums].map(([userId, s]) => {
      const last = people.get(userId)!.at(-1)!;
      return { user_id: userId, full_name: last.fullName, email: last.email, pay_kind: last.payKind, ...rounded(s) };
    }).sort((a, b) => (a.full_name ?? a.email).localeCompare(b.full_name ?? b.email)),
  };
}

/** The planned cost of a department's month, unrounded (the demo sets a budget from it); no access check. */
export async function plannedMonthCost(db: Reader, departmentId: string, companyId: string, month: string): Promise<number> {
  const settings = await loadCostSettings(db, companyId);
  const { from, to } = monthsRange(month, 1);
  const { priced } = await price(db, departmentId, settings, from, to);
  return priced.reduce((sum, p) => sum + (p.planned?.total ?? 0), 0);
}
