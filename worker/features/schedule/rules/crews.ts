// Applying a pattern to crews (docs/crews.md "Applying to crews"): crew k of n (in the order the
// request lists them, from 0) starts k × floor(cycle / n) days later in the cycle unless its offset
// is given; an offset is 0..cycle-1. A crew (or a person) with offset d has cycle day 1 on the
// anchor + d days, so on the anchor date itself it is on cycle day 1 - d (mod cycle): each crew's
// days are the same pattern shifted by its offset.
import { dayNumber, fromDayNumber, type LocalDate } from '../../../lib/time';

/** The last representable date's day number (9999-12-31). */
const LAST_DAY = dayNumber('9999-12-31');

/** The default offset of crew `index` (from 0) of `count` crews in a cycle of `cycleLength` days. */
export function defaultCrewOffset(cycleLength: number, count: number, index: number): number {
  if (count < 1 || index < 0 || index >= count) throw new RangeError(`Invalid crew ${index} of ${count}`);
  return index * Math.floor(cycleLength / count);
}

/** Each crew's offset: its own when given, else the default of its position. */
export function crewOffsets(cycleLength: number, crews: readonly { offset_days?: number | null }[]): number[] {
  return crews.map((crew, index) => crew.offset_days ?? defaultCrewOffset(cycleLength, crews.length, index));
}

/** The positions of offsets outside 0..cycleLength-1. */
export function offsetsOutsideCycle(cycleLength: number, offsets: readonly (number | null | undefined)[]): number[] {
  return offsets.flatMap((offset, index) => (offset != null && (offset < 0 || offset >= cycleLength) ? [index] : []));
}

/**
 * The anchor (cycle day 1) of someone `offset` days later in the cycle. Anchors a whole cycle
 * apart give the same days, so near the end of the calendar the anchor moves a cycle back.
 */
export function offsetAnchor(anchor: LocalDate, offset: number, cycleLength: number): LocalDate {
  const shift = ((offset % cycleLength) + cycleLength) % cycleLength;
  if (shift === 0) return anchor;
  const day = dayNumber(anchor) + shift;
  return fromDayNumber(day <= LAST_DAY ? day : day - cycleLength);
}

/** The cycle day (1-based) of `date` for someone with this anchor and offset. */
export function cycleDayOn(date: LocalDate, anchor: LocalDate, offset: number, cycleLength: number): number {
  const index = (dayNumber(date) - dayNumber(anchor) - offset) % cycleLength;
  return (index < 0 ? index + cycleLength : index) + 1;
}
