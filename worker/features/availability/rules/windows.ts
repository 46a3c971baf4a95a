// Windows of a day (docs/availability.md "Rules"): local 'HH:MM'; an end not after the start is on
// the next day. At most 4 a day, none empty, no two overlapping.
import { MAX_WINDOWS, type TimeWindow } from '../kinds';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A window as minutes from the day's midnight, [start, end) with end up to 48 h. */
export function windowMinutes(window: TimeWindow): [number, number] {
  const start = minutes(window.start);
  let end = minutes(window.end);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

export type WindowsProblem =
  | 'availability.window_time'
  | 'availability.too_many_windows'
  | 'availability.windows_overlap'
  | 'availability.no_windows';

/** Why a day's windows cannot be stored, or null. */
export function windowsProblem(windows: readonly TimeWindow[]): WindowsProblem | null {
  if (!windows.length) return 'availability.no_windows';
  if (windows.length > MAX_WINDOWS) return 'availability.too_many_windows';
  for (const w of windows) {
    if (!TIME.test(w.start) || !TIME.test(w.end) || w.start === w.end) return 'availability.window_time';
  }
  const spans = windows.map(windowMinutes).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) return 'availability.windows_overlap';
  // A window crossing midnight may not reach into the first window of the day (the next day's same time).
  const last = spans[spans.length - 1]!;
  if (spans.length > 1 && last[1] > 24 * 60 && last[1] - 24 * 60 > spans[0]![0]) return 'availability.windows_overlap';
  return null;
}

/** '17:00–22:00, 06:00–08:00' (the windows in order of start). */
export const formatWindows = (windows: readonly TimeWindow[]): string =>
  [...windows].sort((a, b) => a.start.localeCompare(b.start)).map((w) => `${w.start}–${w.end}`).join(', ');
