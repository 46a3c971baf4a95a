// The rules of a day shift the schedule's screens show (features/schedule): its status sign, the
// shift of a day to show first, 'missed', and the company-zone wall times of the confirm form.
// The shared read and the company's today are lib/schedule.ts.
import type { DayShiftPublic, WorkSchedule } from '../../../types/api';
import { localDateTime, zonedToUtc } from '../../../../../worker/lib/time';

/** The sign of each shift status, beside its name (the work schedule) or in a grid cell's abbreviation. */
export const STATUS_GLYPH = { not_started: '○', started: '▶', ended: '■', confirmed: '✓', missed: '!' } as const;

const ORDER: Record<DayShiftPublic['status'], number> = { started: 0, not_started: 1, ended: 2, confirmed: 3 };

/** The shift of a day to show first: a running one, then one still to start, then a finished one. */
export function shiftOfDay(schedule: WorkSchedule, date: string): DayShiftPublic | null {
  return [...schedule.data.filter((shift) => shift.date === date)].sort((a, b) => ORDER[a.status] - ORDER[b.status])[0] ?? null;
}

/** An instant as the `datetime-local` value of its wall time in the zone ('2026-05-04T08:00'). */
export function instantToWall(iso: string, timeZone: string): string {
  const { date, time } = localDateTime(new Date(iso), timeZone);
  return `${date}T${time}`;
}

/** A wall time of the zone ('2026-05-04T08:00') as an ISO instant (the earlier one in a DST overlap; a gap moves forward). */
export function wallToInstant(wall: string, timeZone: string): string {
  const [date = '', time = ''] = wall.split('T');
  return zonedToUtc(date, time.slice(0, 5), timeZone).toISOString();
}

/** A planned shift before the company's today that was never started. */
export const isMissed = (shift: DayShiftPublic, today: string) =>
  shift.status === 'not_started' && !shift.off_schedule && shift.date < today;

/** The status to show: 'missed' for a past shift never started. */
export const shownStatus = (shift: DayShiftPublic, today: string) => (isMissed(shift, today) ? 'missed' : shift.status);
