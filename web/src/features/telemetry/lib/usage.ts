// Pure rules of the telemetry screen: the summary figures, which months are provisional, the
// month the actions offer first, and the scale of a chart's y axis.
import type { DailyUsage, MonthlyUsage, MonthUsagePublic } from '../../../types/api';

export type UsageSummary = {
  /** The UTC day of the figures of today (the last of the 30). */
  day: string | null;
  apiToday: number;
  dauToday: number;
  /** The running UTC month (the last of the 6). */
  month: string | null;
  mau: number;
  pdfMonth: number;
  pushMonth: number;
};

/** Today's requests and active users (the last day), this month's MAU, PDFs and pushes (the last month). */
export function summaryOf(daily: DailyUsage['data'], monthly: MonthlyUsage['data']): UsageSummary {
  const today = daily.at(-1);
  const month = monthly.at(-1);
  return {
    day: today?.day ?? null,
    apiToday: today?.api ?? 0,
    dauToday: today?.dau ?? 0,
    month: month?.month ?? null,
    mau: month?.mau ?? 0,
    pdfMonth: month?.pdf ?? 0,
    pushMonth: month?.push ?? 0,
  };
}

/**
 * A month whose figures may still move: the running one (the last of the answer: it is not over,
 * even once recomputed) and any month without a stored aggregate (counted from the days for now).
 */
export const isProvisional = (months: readonly MonthUsagePublic[], index: number) =>
  index === months.length - 1 || !months[index]!.aggregated;

/** The month the actions offer first: the last one that is over (the server's clock), else ''. */
export const lastMonthOver = (months: readonly MonthUsagePublic[]) => months.at(-2)?.month ?? '';

/** A round top for a y axis a little above `max` (1, 2, 2.5 or 5 times a power of ten; at least 1). */
export function niceCeil(max: number): number {
  if (!(max > 0)) return 1;
  const target = max * 1.08;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= target) ?? 10;
  return Math.max(1, step * power);
}

/** Whole-number steps for an axis of counts. */
export const COUNT_STEPS = [
  1,
  2,
  5,
  10,
  20,
  25,
  50,
  100,
  200,
  250,
  500,
  1_000,
  2_000,
  2_500,
  5_000,
  10_000,
  20_000,
  25_000,
  50_000,
  100_000,
  200_000,
  250_000,
  500_000,
  1_000_000,
];
