// Plain constants of availability (docs/availability.md) that the database schema and the web app share.
export const DAY_MODES = ['all', 'none', 'windows'] as const;
export const EXCEPTION_KINDS = ['unavailable', 'windows'] as const;
export const APPROVAL_MODES = ['immediate', 'admin'] as const;
export const CONFLICT_MODES = ['warn', 'block'] as const;
export const CHANGE_KINDS = ['version', 'exception_add', 'exception_delete', 'preferences'] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SHIFT_PREFERENCES = ['prefer', 'avoid'] as const;

/** A window of a day: local 'HH:MM' to 'HH:MM'; an end not after the start is on the next day. */
export type TimeWindow = { start: string; end: string };
/** One weekday: available all day, unavailable, or in windows (1-4, not overlapping). */
export type DaySpec = { mode: 'all' | 'none' | 'windows'; windows: TimeWindow[] };
/** Weekdays '1' (Monday) to '7' (Sunday). */
export type WeekSpec = Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', DaySpec>;
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const MAX_WINDOWS = 4;
export const REASON_MAX = 200;
