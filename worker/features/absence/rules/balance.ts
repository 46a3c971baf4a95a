// The vacation balance of a calendar year (product-rules.md "Absence", docs/absence.md):
//   entitlement = vacation days x 8 h (of the record that counts last in the year);
//   accrued     = the entitlement pro rata by the months of the year under employment, the start
//                 month counting whole: 1/12 of each month's record's vacation days x 8 h;
//   carryover   = what last year left of its own accrual: used hours take the oldest first, so
//                 hours carried into a year and not used in it lapse (never negative, never more
//                 than a year's accrual). The history starts in the year the earliest record was
//                 entered (or its start year, if later), whose carryover is the record's opening
//                 carryover (what HR brought over); the system knows nothing of the years before.
//   used        = approved vacation hours on days of the year;  pending = pending ones;
//   available   = accrued + carryover - used - pending.
// Only `vacation` uses the balance; force-majeure leave has its own allowance of shifts.
import { FORCE_MAJEURE_SHIFTS_PER_YEAR, type AbsenceDay, type AbsenceStatus, type AbsenceType } from '../kinds';
import { daysInYear, hoursOf, totalMinutes, WORKDAY_MINUTES } from './days';

export type EmploymentSpan = {
  startDate: string;
  endDate: string | null;
  vacationDays: number;
  carryoverHours: number;
  /** The year the record was entered into the system. */
  enteredYear: number;
};

export type CountedRequest = { type: AbsenceType; status: AbsenceStatus; days: readonly AbsenceDay[] };

export type YearBalance = {
  year: number;
  vacation_days: number;
  entitlement_hours: number;
  accrued_hours: number;
  carryover_hours: number;
  used_hours: number;
  pending_hours: number;
  available_hours: number;
  force_majeure_shifts_used: number;
  force_majeure_shifts_pending: number;
  force_majeure_shifts_limit: number;
};

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The record in force during a month: of those that meet it, the latest started. */
function recordOfMonth(spans: readonly EmploymentSpan[], year: number, month: number): EmploymentSpan | null {
  const key = monthKey(year, month);
  let found: EmploymentSpan | null = null;
  for (const span of spans) {
    if (span.startDate.slice(0, 7) > key) continue;
    if (span.endDate && span.endDate.slice(0, 7) < key) continue;
    if (!found || span.startDate > found.startDate) found = span;
  }
  return found;
}

/** Accrued minutes of a year and the vacation days of the last record in force in it. */
function accrual(spans: readonly EmploymentSpan[], year: number): { minutes: number; vacationDays: number } {
  let minutes = 0;
  let vacationDays = 0;
  for (let month = 1; month <= 12; month++) {
    const span = recordOfMonth(spans, year, month);
    if (!span) continue;
    // vacation days x 8 h / 12 = vacation days x 40 minutes: whole minutes every month.
    minutes += (span.vacationDays * WORKDAY_MINUTES) / 12;
    vacationDays = span.vacationDays;
  }
  return { minutes, vacationDays };
}

function minutesOf(requests: readonly CountedRequest[], year: number, type: AbsenceType, status: AbsenceStatus): number {
  return requests
    .filter((r) => r.type === type && r.status === status)
    .reduce((sum, r) => sum + totalMinutes(daysInYear(r.days, year)), 0);
}

function shiftsOf(requests: readonly CountedRequest[], year: number, status: AbsenceStatus): number {
  return requests
    .filter((r) => r.type === 'force_majeure' && r.status === status)
    .reduce((sum, r) => sum + daysInYear(r.days, year).length, 0);
}

/** Carried-over minutes into `year` (see the header: older hours go first and lapse after a year). */
function carryoverMinutes(spans: readonly EmploymentSpan[], requests: readonly CountedRequest[], year: number): number {
  if (!spans.length) return 0;
  const first = spans.reduce((a, b) => (b.startDate < a.startDate ? b : a));
  const historyStart = Math.max(Number(first.startDate.slice(0, 4)), first.enteredYear);
  if (year < historyStart) return 0;
  let carry = Math.round(first.carryoverHours * 60);
  for (let y = historyStart; y < year; y++) {
    const usedBeyondCarry = Math.max(0, minutesOf(requests, y, 'vacation', 'approved') - carry);
    carry = Math.max(0, accrual(spans, y).minutes - usedBeyondCarry);
  }
  return carry;
}

export function yearBalance(spans: readonly EmploymentSpan[], requests: readonly CountedRequest[], year: number): YearBalance {
  const { minutes: accrued, vacationDays } = accrual(spans, year);
  const carryover = carryoverMinutes(spans, requests, year);
  const used = minutesOf(requests, year, 'vacation', 'approved');
  const pending = minutesOf(requests, year, 'vacation', 'pending');
  return {
    year,
    vacation_days: vacationDays,
    entitlement_hours: vacationDays * 8,
    accrued_hours: hoursOf(accrued),
    carryover_hours: hoursOf(carryover),
    used_hours: hoursOf(used),
    pending_hours: hoursOf(pending),
    available_hours: hoursOf(accrued + carryover - used - pending),
    force_majeure_shifts_used: shiftsOf(requests, year, 'approved'),
    force_majeure_shifts_pending: shiftsOf(requests, year, 'pending'),
    force_majeure_shifts_limit: FORCE_MAJEURE_SHIFTS_PER_YEAR,
  };
}

export type RequestRefusal = { year: number; needed: number; left: number };

/**
 * Why a new request does not fit, year by year (a request may cross New Year): a vacation needs
 * its hours available, force-majeure leave its shifts left. Null when it fits.
 */
export function requestRefusal(
  spans: readonly EmploymentSpan[],
  requests: readonly CountedRequest[],
  candidate: CountedRequest,
): RequestRefusal | null {
  if (candidate.type !== 'vacation' && candidate.type !== 'force_majeure') return null;
  const years = [...new Set(candidate.days.map((day) => Number(day.date.slice(0, 4))))].sort();
  for (const year of years) {
    const days = daysInYear(candidate.days, year);
    const balance = yearBalance(spans, requests, year);
    if (candidate.type === 'vacation') {
      const needed = hoursOf(totalMinutes(days));
      if (needed > balance.available_hours + 1e-9) return { year, needed, left: Math.max(0, balance.available_hours) };
    } else {
      const left = FORCE_MAJEURE_SHIFTS_PER_YEAR - balance.force_majeure_shifts_used - balance.force_majeure_shifts_pending;
      if (days.length > left) return { year, needed: days.length, left: Math.max(0, left) };
    }
  }
  return null;
}
