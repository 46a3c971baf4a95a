// The kinds and states of an absence request (spec/product-rules.md "Absence"). Plain constants,
// shared by the database schema, the work schedule (which skips approved absences) and the web app.
export const ABSENCE_TYPES = ['vacation', 'free', 'force_majeure', 'sick'] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const isAbsenceType = (value: string | null): value is AbsenceType => ABSENCE_TYPES.includes(value as AbsenceType);

export const ABSENCE_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** One counted day of a request: a company-local date and the minutes it takes off. */
export type AbsenceDay = { date: string; minutes: number };

/** Force-majeure leave: at most this many shifts in a calendar year (spec section 9). */
export const FORCE_MAJEURE_SHIFTS_PER_YEAR = 4;
