// Small rota problems for the engine's tests (docs/rota.md): a Warsaw company under Polish law with
// every rule set to block, and builders of needs and people with everything open by default.
import type { PersonAvailability } from '../../../worker/features/availability/public';
import type { Need, Person, RotaProblem, ShiftType } from '../../../worker/features/rota/engine/model';
import { DEFAULT_WEIGHTS } from '../../../worker/features/rota/engine/model';
import { addDays, type LocalDate } from '../../../worker/lib/time';

export const ZONE = 'Europe/Warsaw';
export const MORNING: ShiftType = { name: 'morning', start: '06:00', end: '14:00' };
export const AFTERNOON: ShiftType = { name: 'afternoon', start: '14:00', end: '22:00' };
export const NIGHT: ShiftType = { name: 'night', start: '22:00', end: '06:00' };
export const FROM: LocalDate = '2026-03-02'; // a Monday

/**
 * Availability by date as the availability feature keeps it: each date given becomes a one-day
 * exception, unavailable or with its windows ('HH:MM' to 'HH:MM'); other dates are open all day.
 */
export function onDates(dates: Record<LocalDate, 'unavailable' | { start: string; end: string }[]>): PersonAvailability {
  return {
    versions: [],
    exceptions: Object.entries(dates).map(([date, day]) => ({
      startDate: date,
      endDate: date,
      kind: day === 'unavailable' ? 'unavailable' : 'windows',
      windows: day === 'unavailable' ? [] : day,
      reason: null,
    })),
  };
}

export function person(id: string, over: Partial<Person> = {}): Person {
  return {
    id,
    contractMinutesPerWeek: 40 * 60,
    employment: { from: '2020-01-01', to: null },
    skills: [],
    availability: { versions: [], exceptions: [] },
    absences: [],
    preferences: { preferredShiftTypes: [], avoidedShiftTypes: [], preferredWeekdays: [], avoidedWeekdays: [] },
    hourlyCost: null,
    crewId: null,
    ...over,
  };
}

export function need(id: string, date: LocalDate, shiftType: ShiftType, over: Partial<Need> = {}): Need {
  return { id, date, shiftType, skills: [], min: 1, ideal: 1, ...over };
}

/** Needs of these shift types on each of `days` days from FROM, ids `<type>-<day>`. */
export function needsFor(days: number, types: ShiftType[], over: Partial<Need> = {}): Need[] {
  const out: Need[] = [];
  for (let d = 0; d < days; d++) for (const t of types) out.push(need(`${t.name}-${d}`, addDays(FROM, d), t, over));
  return out;
}

export function problem(over: Partial<RotaProblem> = {}): RotaProblem {
  return {
    law: {
      settings: { country: 'PL', timeZone: ZONE, workingTimeSystem: 'basic', settlementMonths: 1, overtimeLimitHours: 150 },
      block: ['pl.daily_rest', 'pl.weekly_rest', 'pl.daily_norm'],
    },
    period: { from: FROM, to: addDays(FROM, 6) },
    holidays: [],
    needs: [],
    people: [],
    fixed: [],
    currentPlan: [],
    weights: DEFAULT_WEIGHTS,
    seed: 1,
    ...over,
  };
}

/** A solve with an iteration budget (deterministic) and a clock that never runs out. */
export const budget = (iterations = 5_000) => ({ timeLimitMs: Number.POSITIVE_INFINITY, now: () => 0, iterations });
