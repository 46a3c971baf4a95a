// Sums of shift costs as the API answers them (docs/labour-cost.md "API"). Pure.
import type { ShiftCost } from './cost';
import { cents } from './cost';

export type Figure = {
  minutes: number;
  base: number;
  overtime_minutes: number;
  overtime_premium: number;
  night_minutes: number;
  night_premium: number;
  total: number;
};

export const emptyFigure = (): Figure => ({
  minutes: 0,
  base: 0,
  overtime_minutes: 0,
  overtime_premium: 0,
  night_minutes: 0,
  night_premium: 0,
  total: 0,
});

/** Adds a shift's cost into a running figure (unrounded). */
export function addCost(figure: Figure, cost: ShiftCost): void {
  figure.minutes += cost.minutes;
  figure.base += cost.base;
  figure.overtime_minutes += cost.overtimeMinutes;
  figure.overtime_premium += cost.overtimePremium;
  figure.night_minutes += cost.nightMinutes;
  figure.night_premium += cost.nightPremium;
  figure.total += cost.total;
}

/** The figure rounded to the cent, as answered. */
export const roundFigure = (f: Figure): Figure => ({
  ...f,
  base: cents(f.base),
  overtime_premium: cents(f.overtime_premium),
  night_premium: cents(f.night_premium),
  total: cents(f.total),
});

/** Cost / budget (1 = 100%), to four places; null without a positive budget. */
export const share = (total: number, budget: number | null): number | null =>
  budget && budget > 0 ? Math.round((total / budget) * 10_000) / 10_000 : null;
