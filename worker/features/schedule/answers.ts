// The work schedule's answers: database rows as the API's shapes (schemas.ts) and as the facts
// the rules read, and the notification a confirmation sends.
import type { DayShiftRow } from '../../db/schema';
import type { LocalDate } from '../../lib/time';
import type { NewNotification } from '../notifications/public';
import type { AbsenceRow, PatternJoined } from './queries';
import type { CellRow } from './bulk-queries';
import { dayShiftStatus, deviationMinutes, workedMinutes, type DayShiftFacts } from './rules/day-shift';
import type { AbsenceDays, DayShiftPublic, Holiday, PatternPublic, ScheduleCell } from './schemas';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

type FactsRow = Pick<
  DayShiftRow,
  'date' | 'offSchedule' | 'plannedMinutes' | 'startedAt' | 'endedAt' | 'confirmed' | 'adjustedStartedAt' | 'adjustedEndedAt'
>;

export function shiftFacts(row: FactsRow): DayShiftFacts {
  return {
    date: row.date,
    off_schedule: row.offSchedule,
    planned_minutes: row.offSchedule ? null : row.plannedMinutes,
    started_at: row.startedAt,
    ended_at: row.endedAt,
    confirmed: row.confirmed,
    adjusted_started_at: row.adjustedStartedAt,
    adjusted_ended_at: row.adjustedEndedAt,
  };
}

/** A shift in the employees grid: the plan and what was worked, without the confirmation. */
export function toCell(row: CellRow): ScheduleCell {
  const facts = shiftFacts(row);
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    color: row.color,
    planned_start: row.plannedStart,
    planned_end: row.plannedEnd,
    planned_minutes: row.offSchedule ? 0 : row.plannedMinutes,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    worked_minutes: workedMinutes(facts),
    status: dayShiftStatus(facts),
    off_schedule: row.offSchedule,
  };
}

/**
 * A shift as its own answer: the cell with its owner, company, instants and confirmation.
 * `canConfirm`: rules/confirm-right.ts; `confirmers`: names by id (queries.ts confirmerNames).
 */
export function toDayShiftPublic(row: DayShiftRow, canConfirm: boolean, confirmers: ReadonlyMap<string, string>): DayShiftPublic {
  return {
    ...toCell(row),
    user_id: row.userId,
    company_id: row.companyId,
    planned_start_at: iso(row.plannedStartAt),
    planned_end_at: iso(row.plannedEndAt),
    adjusted_started_at: iso(row.adjustedStartedAt),
    adjusted_ended_at: iso(row.adjustedEndedAt),
    deviation_minutes: deviationMinutes(shiftFacts(row)),
    confirmed: row.confirmed,
    confirmed_by: row.confirmedBy,
    confirmed_by_name: row.confirmedBy ? (confirmers.get(row.confirmedBy) ?? null) : null,
    confirmed_at: iso(row.confirmedAt),
    confirmation_notes: row.confirmationNotes,
    pattern_id: row.patternId,
    can_confirm: canConfirm,
  };
}

export function toPatternPublic(row: PatternJoined): PatternPublic {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cycle_length: row.cycleLength,
    department_id: row.departmentId,
    department_name: row.departmentName,
    owner_id: row.ownerId,
    owner: row.ownerId ? { id: row.ownerId, email: row.ownerEmail!, full_name: row.ownerName } : null,
    created_at: row.createdAt.toISOString(),
    shifts: row.shifts,
  };
}

export const holidayList = (holidays: Map<LocalDate, string>): Holiday[] => [...holidays].map(([date, name]) => ({ date, name }));

export const toAbsenceDays = (row: AbsenceRow): AbsenceDays => ({
  id: row.id,
  type: row.type,
  start_date: row.startDate,
  end_date: row.endDate,
});

/** The employee hears that a shift was confirmed (by an admin, or by the system: `byName` null). */
export function shiftConfirmedNotification(shift: Pick<DayShiftRow, 'id' | 'userId' | 'date'>, byName: string | null): NewNotification {
  return {
    userId: shift.userId,
    kind: 'shift_confirmed',
    title: `Your shift of ${shift.date} was confirmed`,
    body: byName ? `Confirmed by ${byName}` : 'Confirmed automatically',
    link: `/work-schedule?month=${shift.date.slice(0, 7)}&shift=${shift.id}`,
    data: { schedule_id: shift.id, date: shift.date, by_name: byName },
  };
}
