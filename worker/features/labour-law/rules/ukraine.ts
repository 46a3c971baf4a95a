// Ukraine, Кодекс законів про працю (docs/labour-law.md "Ukraine"): at most 40 hours a week
// (art. 50), rest between shifts at least twice the previous shift (art. 66 as the rules of
// internal order apply it) and 42 uninterrupted hours of weekly rest (art. 70).
import {
  lengthMinutes,
  restBreaches,
  shiftsByWeek,
  weeklyRestBreaches,
  weeksOf,
  workMinutesIn,
  type Breach,
  type LawShift,
  type Window,
} from './common';

export const UA_WEEK_HOURS = 40;
export const UA_WEEKLY_REST_HOURS = 42;

/** art. 50: at most 40 hours of work inside each Monday-Sunday week (a night across Sunday counts in both). */
export function uaWeeklyHours(userId: string, shifts: readonly LawShift[], window: Window, timeZone: string): Breach[] {
  const out: Breach[] = [];
  for (const [week, inWeek] of shiftsByWeek(shifts, weeksOf(window, timeZone))) {
    const minutes = workMinutesIn(inWeek, week.startAt, week.endAt);
    if (minutes > UA_WEEK_HOURS * 60) {
      out.push({
        rule: 'ua.weekly_hours',
        user_id: userId,
        dates: [...new Set(inWeek.map((s) => s.date))].sort(),
        minutes,
        limit_minutes: UA_WEEK_HOURS * 60,
        period: { start: week.start, end: week.end },
      });
    }
  }
  return out;
}

/** art. 66: the rest between two shifts at least twice the length of the shift before it. */
export const uaRestBetween = (userId: string, shifts: readonly LawShift[], window: Window): Breach[] =>
  restBreaches('ua.rest_between', userId, shifts, window, (prev) => 2 * lengthMinutes(prev));

/** art. 70: in each Monday-Sunday week at least 42 uninterrupted hours free of work. */
export const uaWeeklyRest = (userId: string, shifts: readonly LawShift[], window: Window, timeZone: string): Breach[] =>
  weeklyRestBreaches('ua.weekly_rest', userId, shifts, window, timeZone, UA_WEEKLY_REST_HOURS);
