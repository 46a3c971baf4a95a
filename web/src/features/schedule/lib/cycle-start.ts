// Day 1 of a pattern's cycle, offered when a pattern is applied (the work scheduler's 'Apply
// template' and the pattern page's form): the API anchors the cycle on the first applied day when
// none is given (product-rules.md "Schedule patterns"), so 'Biuro 5/2' applied from a month that
// starts on a Friday would work Friday to Tuesday. A cycle of whole weeks is therefore offered the
// first Monday of the start month (its day 1 is a Monday, its days keep their weekdays); any other
// cycle the 1st, the API's own default.
import { addDays, weekday } from '../../../../../worker/lib/time';

/** `YYYY-MM-DD` of the cycle's day 1 offered for `startMonth` (`YYYY-MM`); '' for a month not yet valid. */
export function defaultCycleStart(startMonth: string, cycleLength: number): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(startMonth)) return '';
  const first = `${startMonth}-01`;
  if (!Number.isInteger(cycleLength) || cycleLength <= 0 || cycleLength % 7 !== 0) return first;
  // ISO weekdays (1 = Monday): the days until the first Monday, 0 when the 1st is one.
  return addDays(first, (8 - weekday(first)) % 7);
}
