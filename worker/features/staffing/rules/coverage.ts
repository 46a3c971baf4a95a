// The coverage rule (docs/staffing.md): what a department needs of a shift type on a date, and how
// the people planned stand to it. Pure: no database, no HTTP.
import { weekday, type LocalDate } from '../../../lib/time';

export type WeeklyNeed = { shiftType: string; weekday: number; min: number; ideal: number };
/** A dated override; among overlapping ones of a shift type the one created last wins. */
export type DatedNeed = { shiftType: string; startDate: LocalDate; endDate: LocalDate; min: number; ideal: number; createdAt: number };
export type Need = { min: number; ideal: number; override: boolean };
export type Status = 'short' | 'met' | 'over';
export type Cell = {
  date: LocalDate;
  shiftType: string;
  min: number;
  ideal: number;
  planned: number;
  status: Status;
  shortBy: number;
  overBy: number;
  override: boolean;
};

const key = (date: LocalDate, shiftType: string) => `${date}\u0000${shiftType}`;

/** The need of a shift type on a company-local date: an override covering it wins over the weekday's need. */
export function needOn(date: LocalDate, shiftType: string, weekly: readonly WeeklyNeed[], overrides: readonly DatedNeed[]): Need {
  let chosen: DatedNeed | undefined;
  for (const o of overrides) {
    if (o.shiftType !== shiftType || date < o.startDate || date > o.endDate) continue;
    if (!chosen || o.createdAt >= chosen.createdAt) chosen = o;
  }
  if (chosen) return { min: chosen.min, ideal: chosen.ideal, override: true };
  const day = weekday(date);
  const need = weekly.find((n) => n.shiftType === shiftType && n.weekday === day);
  return need ? { min: need.min, ideal: need.ideal, override: false } : { min: 0, ideal: 0, override: false };
}

/** short below the minimum (by how many), over above the ideal, met between them. */
export function coverageStatus(min: number, ideal: number, planned: number): { status: Status; shortBy: number; overBy: number } {
  if (planned < min) return { status: 'short', shortBy: min - planned, overBy: 0 };
  if (planned > ideal) return { status: 'over', shortBy: 0, overBy: planned - ideal };
  return { status: 'met', shortBy: 0, overBy: 0 };
}

/**
 * People planned per date and shift type. A shift counts on its own date, the local date it
 * starts on, so a night from 22:00 to 06:00 counts on the day it begins, never on the next.
 */
export function plannedCounts(shifts: readonly { date: LocalDate; type: string | null; count?: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of shifts) {
    if (s.type === null) continue;
    const k = key(s.date, s.type);
    counts.set(k, (counts.get(k) ?? 0) + (s.count ?? 1));
  }
  return counts;
}

/** The shift types that need someone at some point: a weekly need above zero, or an override in the range. */
export function typesWithNeeds(weekly: readonly WeeklyNeed[], overrides: readonly DatedNeed[]): string[] {
  const types = new Set<string>();
  for (const n of weekly) if (n.ideal > 0) types.add(n.shiftType);
  for (const o of overrides) types.add(o.shiftType);
  return [...types].sort((a, b) => a.localeCompare(b));
}

/** Every date × shift type of the types with needs, dates ascending. */
export function coverage(
  dates: readonly LocalDate[],
  weekly: readonly WeeklyNeed[],
  overrides: readonly DatedNeed[],
  planned: ReadonlyMap<string, number>,
): Cell[] {
  const types = typesWithNeeds(weekly, overrides);
  return dates.flatMap((date) =>
    types.map((shiftType) => {
      const need = needOn(date, shiftType, weekly, overrides);
      const count = planned.get(key(date, shiftType)) ?? 0;
      return {
        date,
        shiftType,
        min: need.min,
        ideal: need.ideal,
        planned: count,
        override: need.override,
        ...coverageStatus(need.min, need.ideal, count),
      };
    })
  );
}
