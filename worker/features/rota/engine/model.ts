// The automatic rota's input and output (docs/rota.md "The model"): what the engine is given and
// what it answers. Pure data: no database, no clock.
import type { PersonAvailability } from '../../availability/public';
import type { LawSettings, RuleId } from '../../labour-law/public';
import type { LocalDate, LocalTime } from '../../../lib/time';

export type ShiftType = { name: string; start: LocalTime; end: LocalTime };

/** A staffing need: on a company-local date, a shift type, the skills each person must hold, `min` and `ideal` people. */
export type Need = { id: string; date: LocalDate; shiftType: ShiftType; skills: string[]; min: number; ideal: number };

export type Person = {
  id: string;
  /** Contract minutes per week (40 h x FTE). */
  contractMinutesPerWeek: number;
  employment: { from: LocalDate; to: LocalDate | null };
  skills: { id: string; from: LocalDate | null; to: LocalDate | null }[];
  /** As the availability feature keeps it (weekly versions and exceptions) and judges it: `shiftConflict`. */
  availability: PersonAvailability;
  /** Approved absences: no shift dated on them. */
  absences: LocalDate[];
  preferences: { preferredShiftTypes: string[]; avoidedShiftTypes: string[]; preferredWeekdays: number[]; avoidedWeekdays: number[] };
  /** Hourly cost, or null (counts 0). */
  hourlyCost: number | null;
  crewId: string | null;
};

/**
 * A shift that must stay as it is (started, finished, confirmed, locked, or outside what may
 * change): it counts for the labour law, overlaps and, with `needId`, for the need it covers.
 */
export type FixedShift = {
  personId: string;
  date: LocalDate;
  startAt: number;
  endAt: number;
  plannedMinutes: number;
  worked: boolean;
  needId: string | null;
};

/** One person on one need. */
export type Pair = { needId: string; personId: string };

/** The weights of the soft rules (docs/rota.md "Soft rules"); DEFAULT_WEIGHTS are the defaults. */
export type Weights = {
  /** Per person missing below a need's `min`. */
  understaffed: number;
  /** Per person missing below a need's `ideal` (on top of `understaffed` below `min`). */
  belowIdeal: number;
  /** Per hour of deviation from the contract hours over the period. */
  contractHour: number;
  /** Per shift of an avoided type or weekday; half of it per shift outside the preferred ones (when any). */
  preference: number;
  /** Times the sum of squared deviations from the mean, per category (nights, weekends, holidays). */
  fairness: number;
  /** Per unit of cost (hourly cost x hours). */
  cost: number;
  /** Per assignment of the current plan not kept. */
  stability: number;
  /** Per pair of crewmates on different shift types on one date. */
  crew: number;
};

export const DEFAULT_WEIGHTS: Weights = {
  understaffed: 1_000,
  belowIdeal: 100,
  contractHour: 4,
  preference: 10,
  fairness: 5,
  cost: 0.01,
  stability: 30,
  crew: 5,
};

export type RotaProblem = {
  law: { settings: LawSettings; block: RuleId[] };
  period: { from: LocalDate; to: LocalDate };
  /** Public holidays (company-local dates) for the fairness of holidays. */
  holidays: LocalDate[];
  needs: Need[];
  people: Person[];
  fixed: FixedShift[];
  /** The shifts people already know: stability counts changes against it. */
  currentPlan: Pair[];
  weights: Weights;
  seed: number;
};

export type Assignment = { needId: string; personId: string; startAt: number; endAt: number };

/** Why a candidate cannot take a need. */
export type Reason =
  | 'unavailable'
  | 'absent'
  | 'skill_missing'
  | 'skill_expired'
  | 'not_employed'
  | 'already_working'
  | `labour_law:${RuleId}`;

export type SoftRule =
  | 'contract'
  | 'preference'
  | 'fairness_nights'
  | 'fairness_weekends'
  | 'fairness_holidays'
  | 'cost'
  | 'stability'
  | 'crew';

export type NeedFill = {
  needId: string;
  filled: number;
  min: number;
  ideal: number;
  /** Below ideal: per reason the candidates ruled out; `usedElsewhere` of them were ruled out only by the engine's own assignments; `legalFree` could be added without breaking a hard rule. */
  unfilled: { slots: number; ruledOut: Partial<Record<Reason, number>>; usedElsewhere: number; legalFree: number } | null;
};

export type PersonSummary = {
  personId: string;
  minutes: number;
  contractMinutes: number;
  nights: number;
  weekends: number;
  holidays: number;
  penalties: Partial<Record<SoftRule, number>>;
};

export type RotaProposal = {
  assignments: Assignment[];
  needs: NeedFill[];
  score: { total: number; staffing: number; byRule: Partial<Record<SoftRule, number>> };
  people: PersonSummary[];
};
