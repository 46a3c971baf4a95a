// The labour-law rules of a company's country, for one person (docs/labour-law.md).
import type { Breach, LawSettings, LawShift, Window } from './common';
import { plAverageWeek, plDailyNorm, plDailyRest, plOvertimeYear, plWeeklyRest } from './poland';
import { uaRestBetween, uaWeeklyHours, uaWeeklyRest } from './ukraine';

export * from './common';
export { settlementPeriod } from './poland';

/**
 * Every breach of the person's shifts (any order) under the rules of the settings' country, for
 * the window: rest rules for pairs of shifts that meet it, week and period rules for the weeks and
 * periods that meet it. The shifts must cover the weeks and periods around the window.
 */
export function evaluatePerson(userId: string, shifts: readonly LawShift[], settings: LawSettings, window: Window): Breach[] {
  const sorted = [...shifts].sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
  if (settings.country === 'UA') {
    return [
      ...uaWeeklyHours(userId, sorted, window, settings.timeZone),
      ...uaRestBetween(userId, sorted, window),
      ...uaWeeklyRest(userId, sorted, window, settings.timeZone),
    ];
  }
  return [
    ...plDailyRest(userId, sorted, window),
    ...plWeeklyRest(userId, sorted, window, settings.timeZone),
    ...plDailyNorm(userId, sorted, window, settings),
    ...plAverageWeek(userId, sorted, window, settings),
    ...plOvertimeYear(userId, sorted, window, settings),
  ];
}
