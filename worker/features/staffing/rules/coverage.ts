// The coverage rule (docs/staffing.md): what a department needs of a shift type on a date, and how
// the people planned stand to it. A need may name a skill ("night: 4 people, at least 1 with
// UDT"): its line counts only the people planned who hold that skill on the date. Pure: no
// database, no HTTP.
import { weekday, type LocalDate } from '../../../lib/time';

/** A weekly need; `skillId` null (or absent): everyone of the shift type counts. */
export type WeeklyNeed = { shiftType: string; skillId?: string | null; weekday: number; min: number; ideal: number };
/** A dated override; among overlapping ones of a shift type (and skill) the one created last wins. */
export type DatedNeed = {
  shiftType: string;
  skillId?: string | null;
  startDate: LocalDate;
  endDate: LocalDate;
  min: number;
  ideal: number;
  createdAt: number;
};
/** A line of coverage: a shift type, and the skill its people must hold (null: anyone). */
export type Line = { shiftType: string; skillId: string | null };
export type Need = { min: number; ideal: number; override: boolean };
export type Status = 'short' | 'met' | 'over';
export type Cell = {
  date: LocalDate;
  shiftType: string;
  skillId: string | null;
  min: number;
  ideal: number;
  planned: number;
  status: Status;
  shortBy: number;
  overBy: number;
  override: boolean;
};

const sameSkill = (a: string | null | undefined, b: string | null | undefined) => (a ?? null) === (b ?? null);

/** The key of a date, shift type and skill in the planned counts. */
export const coverageKey = (date: LocalDate, shiftType: string, skillId: string | null = null) =>
  skillId === null ? `${date}\u0000${shiftType}` : `${date}\u0000${shiftType}\u0000${skillId}`;

/** The need of a shift type (and skill) on a company-local date: an override covering it wins over the weekday's need. */
export function needOn(
  date: LocalDate,
  shiftType: string,
  weekly: readonly WeeklyNeed[],
  overrides: readonly DatedNeed[],
  skillId: string | null = null,
): Need {
  let chosen: DatedNeed | undefined;
  for (const o of overrides) {
    if (o.shiftType !== shiftType || !sameSkill(o.skillId, skillId) || date < o.startDate || date > o.endDate) continue;
    if (!chosen || o.createdAt >= chosen.createdAt) chosen = o;
  }
  if (chosen) return { min: chosen.min, ideal: chosen.ideal, override: true };
  const day = weekday(date);
  const need = weekly.find((n) => n.shiftType === shiftType && sameSkill(n.skillId, skillId) && n.weekday === day);
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
    const k = coverageKey(s.date, s.type);
    counts.set(k, (counts.get(k) ?? 0) + (s.count ?? 1));
  }
  return counts;
}

/**
 * People planned per date, shift type and skill, for the lines with a skill: the people planned on
 * that type and date who hold the skill valid on the date (`holds`), each once.
 */
export function qualifiedCounts(
  shifts: readonly { date: LocalDate; type: string | null; userId: string }[],
  lines: readonly Line[],
  holds: (userId: string, skillId: string, date: LocalDate) => boolean,
): Map<string, number> {
  const skillsOf = new Map<string, string[]>();
  for (const l of lines) if (l.skillId !== null) skillsOf.set(l.shiftType, [...(skillsOf.get(l.shiftType) ?? []), l.skillId]);
  const people = new Map<string, Set<string>>();
  for (const s of shifts) {
    if (s.type === null) continue;
    for (const skillId of skillsOf.get(s.type) ?? []) {
      if (!holds(s.userId, skillId, s.date)) continue;
      const k = coverageKey(s.date, s.type, skillId);
      const seen = people.get(k) ?? new Set<string>();
      seen.add(s.userId);
      people.set(k, seen);
    }
  }
  return new Map([...people].map(([k, seen]) => [k, seen.size]));
}

/**
 * The lines that need someone at some point: a weekly need above zero, or an override in the
 * range. By shift type; within one, the line without a skill first, then the skills by `skillName`.
 */
export function linesWithNeeds(
  weekly: readonly WeeklyNeed[],
  overrides: readonly DatedNeed[],
  skillName: (skillId: string) => string = (id) => id,
): Line[] {
  const lines = new Map<string, Line>();
  const add = (shiftType: string, skillId: string | null | undefined) =>
    lines.set(coverageKey('', shiftType, skillId ?? null), { shiftType, skillId: skillId ?? null });
  for (const n of weekly) if (n.ideal > 0) add(n.shiftType, n.skillId);
  for (const o of overrides) add(o.shiftType, o.skillId);
  const order = (l: Line) => (l.skillId === null ? '' : skillName(l.skillId));
  return [...lines.values()].sort((a, b) =>
    a.shiftType.localeCompare(b.shiftType) || Number(a.skillId !== null) - Number(b.skillId !== null) || order(a).localeCompare(order(b))
  );
}

/** The shift types that need someone at some point (by any of their lines), by name. */
export function typesWithNeeds(weekly: readonly WeeklyNeed[], overrides: readonly DatedNeed[]): string[] {
  return [...new Set(linesWithNeeds(weekly, overrides).map((l) => l.shiftType))];
}

/**
 * Every date × line with needs, dates ascending. A skill's line is short below its minimum and
 * met otherwise: more qualified people than its ideal are never "over" (the type's own line says
 * whether the shift has too many people).
 */
export function coverage(
  dates: readonly LocalDate[],
  weekly: readonly WeeklyNeed[],
  overrides: readonly DatedNeed[],
  planned: ReadonlyMap<string, number>,
  skillName?: (skillId: string) => string,
): Cell[] {
  const lines = linesWithNeeds(weekly, overrides, skillName);
  return dates.flatMap((date) =>
    lines.map(({ shiftType, skillId }) => {
      const need = needOn(date, shiftType, weekly, overrides, skillId);
      const count = planned.get(coverageKey(date, shiftType, skillId)) ?? 0;
      const ideal = skillId === null ? need.ideal : Math.max(need.ideal, count);
      return {
        date,
        shiftType,
        skillId,
        min: need.min,
        ideal: need.ideal,
        planned: count,
        override: need.override,
        ...coverageStatus(need.min, ideal, count),
      };
    })
  );
}
