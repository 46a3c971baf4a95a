// The demo tenant's work schedule: three patterns (a 5-day office week, a 4-crew 12-hour rotation,
// a night rotation) applied to the demo employees for the current and the next month (and the
// previous one, so that even on the 1st the dashboard and statistics have a past to show) with the
// same rules the API uses (planApplication), and a believable past: most shifts worked and confirmed,
// some finished and waiting for a confirmation, a few missed, some running today, one forgotten.
// Built in memory and inserted by seed.ts in its one transaction.
// ensureDemoShiftsToday runs on every start of the Node entry: the demo accounts user@acme.test and
// admin2@acme.test always find a planned, not yet started shift today, so a newcomer can press Start.
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, dayShifts, employmentRecords, schedulePatterns, users } from '../db/schema';
import { isCurrentRecord } from '../access/scope';
import { planApplication } from '../features/schedule/rules/apply';
import { defaultCrewOffset, offsetAnchor } from '../features/schedule/rules/crews';
import { publicHolidays, type HolidayCountry } from '../lib/holidays';
import { expandPattern, type PatternCreate } from '../features/schedule/rules/patterns';
import { addDays, addMonths, dayNumber, localDate, monthsRange, shiftInterval, weekday } from '../lib/time';
import { timeOrderedId } from '../lib/ids';
import { orgToday } from '../lib/today';

type PatternRow = typeof schedulePatterns.$inferInsert;
type ShiftRow = typeof dayShifts.$inferInsert;
export type DemoPatternKey = 'office' | 'fourCrew' | 'nights';

/** How many crews share each pattern (Produkcja's 'Brygada A'-'D', demo/crews.ts; two night crews). */
const DEMO_CREW_COUNTS: Record<DemoPatternKey, number> = { office: 1, fourCrew: 4, nights: 2 };

/** The accounts that must always find a planned shift today. */
export const DEMO_SHIFT_TODAY_ACCOUNTS = ['user@acme.test', 'admin2@acme.test'];

export const DEMO_PATTERNS: Record<DemoPatternKey, Omit<PatternCreate, 'department_id'>> = {
  office: {
    name: 'Biuro 5/2',
    description: 'Tydzień biurowy: poniedziałek-piątek 8:00-16:00.',
    cycle_length: 7,
    shifts: [{ type: 'Biuro', start: '08:00', end: '16:00', color: '#10b981', days: [1, 2, 3, 4, 5] }],
  },
  fourCrew: {
    name: '4 brygady 12 h',
    description: 'Dwie zmiany dzienne, dwie nocne, cztery dni wolne; brygady przesunięte o dwa dni.',
    cycle_length: 8,
    shifts: [
      { type: 'Dzienna', start: '07:00', end: '19:00', color: '#f59e0b', days: [1, 2] },
      { type: 'Nocna', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
    ],
  },
  nights: {
    name: 'Нічна ротація 2/2',
    description: 'Дві нічні зміни, два вихідні.',
    cycle_length: 4,
    shifts: [{ type: 'Нічна', start: '22:00', end: '06:00', color: '#7c3aed', days: [1, 2] }],
  },
};

export type DemoCompany = { id: string; timezone: string; country: HolidayCountry; adminId: string | null };
export type DemoEmployee = {
  userId: string;
  email: string;
  companyId: string;
  pattern: DemoPatternKey;
  /** The crew (from 0) of a rotation: it starts k × floor(cycle / crews) days later in the cycle. */
  crew: number;
};

/** A number in [0, 1) from two integers, the same on every run. */
function noise(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  return ((h ^ (h >>> 15)) >>> 0) / 2 ** 32;
}

const MINUTE = 60_000;

export function demoPatternRows(
  departments: Partial<Record<DemoPatternKey, string>>,
  ownerId: string | null,
  now: Date,
): (PatternRow & { key: DemoPatternKey })[] {
  return (Object.keys(DEMO_PATTERNS) as DemoPatternKey[]).map((key, i) => ({
    key,
    id: crypto.randomUUID(),
    name: DEMO_PATTERNS[key].name,
    description: DEMO_PATTERNS[key].description ?? null,
    cycleLength: DEMO_PATTERNS[key].cycle_length,
    departmentId: departments[key] ?? null,
    ownerId,
    shifts: DEMO_PATTERNS[key].shifts,
    createdAt: new Date(now.getTime() - (40 - i) * 86_400_000),
  }));
}

/**
 * The shifts of the previous, current and next month (company-local) for each employee, planned by the
 * apply rules (public holidays skipped), then lived: the past worked, confirmed, awaiting a
 * confirmation or missed; today's started where its start has passed. The accounts of
 * DEMO_SHIFT_TODAY_ACCOUNTS never get a running or finished shift today.
 */
export function demoShiftRows(options: {
  now: Date;
  companies: DemoCompany[];
  employees: DemoEmployee[];
  patternIds: Record<DemoPatternKey, string>;
  superadminId: string | null;
}): ShiftRow[] {
  const { now } = options;
  const byCompany = new Map(options.companies.map((c) => [c.id, c]));
  const rows: ShiftRow[] = [];
  let forgotten = false;
  options.employees.forEach((employee, index) => {
    const company = byCompany.get(employee.companyId)!;
    const today = localDate(now, company.timezone);
    const { from, to } = monthsRange(addMonths(today.slice(0, 7), -1), 3);
    // Cycles anchored on a Monday, so the office week is Monday to Friday.
    const monday = addDays(from, 1 - weekday(from));
    const pattern = DEMO_PATTERNS[employee.pattern];
    const plan = planApplication({
      // Applied to the crews (rules/crews.ts): crew k starts k × floor(cycle / crews) days later.
      expanded: expandPattern(pattern, {
        from,
        to,
        anchor: offsetAnchor(
          monday,
          defaultCrewOffset(pattern.cycle_length, DEMO_CREW_COUNTS[employee.pattern], employee.crew),
          pattern.cycle_length,
        ),
      }),
      existing: [],
      from,
      to,
      // The whole of both months is planned, the past included: it is what happened.
      today: from,
      timeZone: company.timezone,
      absenceDates: new Set(),
      holidayDates: publicHolidays(company.country, from, to),
    });
    const keepsToday = DEMO_SHIFT_TODAY_ACCOUNTS.includes(employee.email);
    const confirmer = company.adminId && company.adminId !== employee.userId ? company.adminId : options.superadminId;
    for (const planned of plan.insert) {
      const row: ShiftRow = {
        id: timeOrderedId(now.getTime()),
        userId: employee.userId,
        companyId: company.id,
        date: planned.date,
        type: planned.type,
        color: planned.color,
        plannedStart: planned.planned_start,
        plannedEnd: planned.planned_end,
        plannedMinutes: planned.planned_minutes,
        plannedStartAt: planned.planned_start_at,
        plannedEndAt: planned.planned_end_at,
        patternId: options.patternIds[employee.pattern],
        createdAt: new Date(now.getTime() - 35 * 86_400_000),
      };
      rows.push(row);
      const age = dayNumber(today) - dayNumber(planned.date);
      const r = noise(index + 1, dayNumber(planned.date));
      const start = planned.planned_start_at.getTime();
      const end = planned.planned_end_at.getTime();
      const late = Math.round((r * 12 - 4) * MINUTE);
      if (age < 0) continue;
      if (age === 0) {
        // Today: some have started (the dashboard's "Started, not finished"); the demo accounts wait.
        if (keepsToday || start > now.getTime() || r > 0.6) continue;
        row.startedAt = new Date(Math.min(start + late, now.getTime()));
        if (end + 5 * MINUTE <= now.getTime()) row.endedAt = new Date(end + 5 * MINUTE);
        continue;
      }
      if (!forgotten && age === 1 && employee.pattern === 'nights' && !keepsToday) {
        // One night shift started yesterday and never stopped.
        forgotten = true;
        row.startedAt = new Date(start + late);
        continue;
      }
      if (r < 0.07) continue; // missed
      row.startedAt = new Date(start + late);
      // Mostly on time; now and then an hour over the plan (overtime that waits for an admin).
      const over = r > 0.85
        ? Math.round((30 + r * 40) * MINUTE)
        : Math.round((noise(index + 7, dayNumber(planned.date)) * 14 - 6) * MINUTE);
      row.endedAt = new Date(end + over);
      const recent = age <= 3;
      if (recent && (r > 0.5 || over > 15 * MINUTE)) continue; // finished, not yet confirmed
      if (over > 15 * MINUTE && r > 0.93) continue; // an old one nobody confirmed
      row.confirmed = true;
      row.confirmedAt = new Date(Math.min(end + 20 * 3_600_000, now.getTime()));
      if (r > 0.85) {
        row.confirmedBy = confirmer;
        row.adjustedEndedAt = new Date(end + 30 * MINUTE);
        row.confirmationNotes = 'Nadgodziny rozliczone do 30 minut.';
      } else if (r > 0.5) {
        row.confirmedBy = confirmer;
      } else {
        row.confirmedBy = null;
        row.confirmationNotes = 'auto';
      }
    }
    // A Saturday of off-schedule work in the past, for the demo user's statistics.
    if (employee.email === 'user@acme.test') {
      const planned = new Set(plan.insert.map((p) => p.date));
      for (let date = from; date < today; date = addDays(date, 1)) {
        if (weekday(date) !== 6 || planned.has(date)) continue;
        const interval = shiftInterval(date, '09:00', '13:30', company.timezone);
        rows.push({
          id: timeOrderedId(now.getTime()),
          userId: employee.userId,
          companyId: company.id,
          date,
          offSchedule: true,
          startedAt: interval.start,
          endedAt: interval.end,
          confirmed: true,
          confirmedBy: confirmer,
          confirmedAt: new Date(interval.end.getTime() + 3_600_000),
          confirmationNotes: 'Inwentaryzacja.',
          createdAt: interval.start,
        });
        break;
      }
    }
  });
  return rows;
}

/**
 * Gives each of the DEMO_SHIFT_TODAY_ACCOUNTS a planned, not yet started shift on today's
 * company-local date when they have no shift today (the office plan, 08:00-16:00); a shift of
 * theirs left running on an earlier date is stopped at its planned end, so nothing blocks Start.
 * A shift they already started or finished today is their own doing and stays. Cheap when nothing
 * is needed: three small queries. Answers how many shifts it planned.
 */
export async function ensureShiftsToday(db: Db, now: Date): Promise<number> {
  const people = await db
    .select({ userId: users.id, companyId: companies.id, timezone: companies.timezone })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .where(and(inArray(users.email, DEMO_SHIFT_TODAY_ACCOUNTS), isCurrentRecord(await orgToday(db, now))));
  if (!people.length) return 0;
  const dates = people.map((p) => localDate(now, p.timezone));
  const ids = people.map((p) => p.userId);
  const found = await db
    .select({
      userId: dayShifts.userId,
      date: dayShifts.date,
      startedAt: dayShifts.startedAt,
      endedAt: dayShifts.endedAt,
      confirmed: dayShifts.confirmed,
    })
    .from(dayShifts)
    .where(and(inArray(dayShifts.userId, ids), inArray(dayShifts.date, dates)));
  const hasToday = new Set(found.filter((f) => dates[ids.indexOf(f.userId)] === f.date).map((f) => f.userId));
  const missing = people.filter((p, i) => !hasToday.has(p.userId) && ids.indexOf(p.userId) === i);
  const office = DEMO_PATTERNS.office.shifts[0]!;
  return db.transaction(async (tx) => {
    // A forgotten running shift of an earlier date would refuse every Start: close it at its plan.
    const running = await tx
      .select({
        id: dayShifts.id,
        date: dayShifts.date,
        userId: dayShifts.userId,
        startedAt: dayShifts.startedAt,
        plannedEndAt: dayShifts.plannedEndAt,
      })
      .from(dayShifts)
      .where(
        and(inArray(dayShifts.userId, ids), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt), eq(dayShifts.confirmed, false)),
      );
    for (const shift of running) {
      const today = dates[ids.indexOf(shift.userId)]!;
      if (shift.date >= today) continue;
      const planned = shift.plannedEndAt?.getTime() ?? shift.startedAt!.getTime() + 8 * 3_600_000;
      const endedAt = new Date(Math.min(Math.max(planned, shift.startedAt!.getTime() + MINUTE), now.getTime()));
      await tx.update(dayShifts).set({ endedAt, updatedAt: now }).where(
        and(eq(dayShifts.id, shift.id), isNull(dayShifts.endedAt), lt(dayShifts.date, today)),
      );
    }
    if (!missing.length) return 0;
    const [pattern] = await tx.select({ id: schedulePatterns.id }).from(schedulePatterns).where(
      eq(schedulePatterns.name, DEMO_PATTERNS.office.name),
    ).limit(1);
    const values = missing.map((p) => {
      const date = localDate(now, p.timezone);
      const interval = shiftInterval(date, office.start, office.end, p.timezone);
      return {
        id: timeOrderedId(now.getTime()),
        userId: p.userId,
        companyId: p.companyId,
        date,
        type: office.type,
        color: office.color,
        plannedStart: office.start,
        plannedEnd: office.end,
        plannedMinutes: interval.minutes,
        plannedStartAt: interval.start,
        plannedEndAt: interval.end,
        patternId: pattern?.id ?? null,
        createdAt: now,
      };
    });
    // Another process may have planned it meanwhile: at most one shift per user and date.
    const inserted = await tx.insert(dayShifts).values(values).onConflictDoNothing().returning({ id: dayShifts.id });
    return inserted.length;
  });
}
