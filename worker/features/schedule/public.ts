// What other features may use of schedule besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** The company clock: a company's timezone and the settings its days run by. */
export { companyClock } from './queries';
/** Shift facts and statistics (reports): the columns a shift's facts are read from, a company's month, and the rules over them. */
export { shiftFacts } from './answers';
export { companyMonth } from './bulk-queries';
export { SHIFT_FACT_COLUMNS } from './queries';
export {
  AUTO_CONFIRM_NOTE,
  dayShiftStatus,
  deviationMinutes,
  effectiveTimes,
  isClosed,
  plannedMinutes,
  workedMinutes,
} from './rules/day-shift';
export { minutesToHours, scheduleStatistics, type ScheduleStatistics } from './rules/statistics';
export { loadUserPeriod } from './work-schedule.service';
/** The plan-change log: a change another feature makes to the plan (the shift market) is logged as the schedule's own. */
export { insertPlanChange, snapshotOf } from './plan-queries';
/** Starting and stopping a day shift (shift entries: the clock-in screen, the QR scan). */
export { startShift, stopShift } from './day-shifts.service';
