// Schedule patterns (spec/product-rules.md "Schedule patterns"): the contract of a pattern (plain
// zod, shared with the web app) and its expansion over a date range.
//   A pattern is a cycle of `cycle_length` days (1-366); each of its shifts names the cycle days
//   (1-based) it falls on, and no two shifts share a day. Expansion anchors the cycle so that the
//   anchor date is day 1, before the anchor as well as after it.
import { z } from 'zod';
import { fieldMessage } from '../../../lib/field-codes';
import { dayNumber, fromDayNumber, isTime, type LocalDate } from '../../../lib/time';

export const CYCLE_LENGTH_MAX = 366;
export const SHIFT_TYPE_MAX = 50;
export const PATTERN_NAME_MAX = 255;
export const PATTERN_DESCRIPTION_MAX = 2000;

export const EMPTY_DAYS_MESSAGE = fieldMessage('pattern.shift_days_required');

export const LocalTimeSchema = z
  .string({ error: fieldMessage('time.type') })
  .refine(isTime, fieldMessage('time.format'))
  .meta({ description: "Company-local wall time 'HH:MM'", example: '07:00' });

export const ColorSchema = z
  .string({ error: fieldMessage('pattern.color_format') })
  .regex(/^#[0-9a-fA-F]{6}$/, fieldMessage('pattern.color_format'))
  .meta({ example: '#3b82f6' });

export const PatternShiftSchema = z
  .object({
    type: z.string({ error: fieldMessage('pattern.shift_type_required') }).trim().min(1, fieldMessage('pattern.shift_type_required')).max(
      SHIFT_TYPE_MAX,
    ),
    start: LocalTimeSchema,
    end: LocalTimeSchema.meta({ description: 'An end not after the start is on the next day (equal: 24 hours)' }),
    color: ColorSchema,
    days: z
      .array(z.number().int(fieldMessage('pattern.day_whole')).min(1, fieldMessage('pattern.day_from_one')).max(CYCLE_LENGTH_MAX), {
        error: EMPTY_DAYS_MESSAGE,
      })
      .min(1, EMPTY_DAYS_MESSAGE)
      .meta({ description: 'Cycle days (1..cycle_length) this shift falls on' }),
    required_skill_id: z.uuid().nullish().meta({ description: 'The skill a person needs for this shift type (docs/skills.md)' }),
  })
  .meta({ id: 'PatternShift' });

export const PatternCreateSchema = z
  .object({
    name: z.string({ error: fieldMessage('pattern.name_required') }).trim().min(1, fieldMessage('pattern.name_required')).max(
      PATTERN_NAME_MAX,
    ),
    description: z.string().trim().max(PATTERN_DESCRIPTION_MAX).nullish(),
    cycle_length: z
      .number({ error: fieldMessage('pattern.cycle_required') })
      .int(fieldMessage('pattern.cycle_whole'))
      .min(1, fieldMessage('pattern.cycle_range', { max_days: CYCLE_LENGTH_MAX }))
      .max(CYCLE_LENGTH_MAX, fieldMessage('pattern.cycle_range', { max_days: CYCLE_LENGTH_MAX })),
    department_id: z.uuid().nullish(),
    shifts: z.array(PatternShiftSchema, { error: fieldMessage('pattern.shifts_required') }).min(1, fieldMessage('pattern.shifts_required'))
      .max(CYCLE_LENGTH_MAX),
  })
  .superRefine((pattern, ctx) => {
    const owner = new Map<number, number>();
    pattern.shifts.forEach((shift, index) => {
      shift.days.forEach((day, position) => {
        const path = ['shifts', index, 'days', position];
        if (day > pattern.cycle_length) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: fieldMessage('pattern.day_outside_cycle', { day, cycle_length: pattern.cycle_length }),
          });
          return;
        }
        const other = owner.get(day);
        if (other === undefined) owner.set(day, index);
        else if (other === index) ctx.addIssue({ code: 'custom', path, message: fieldMessage('pattern.day_twice', { day }) });
        else {
          const otherType = pattern.shifts[other]!.type;
          ctx.addIssue({ code: 'custom', path, message: fieldMessage('pattern.day_taken', { day, shift_type: otherType }) });
        }
      });
    });
  })
  .meta({ id: 'PatternCreate' });

export type PatternShift = z.infer<typeof PatternShiftSchema>;
export type PatternCreate = z.infer<typeof PatternCreateSchema>;

/** The parts of a pattern expansion needs; a stored pattern with extra fields fits. */
export type CyclePattern<S extends { days: readonly number[] }> = { cycle_length: number; shifts: readonly S[] };

export type ExpandedShift<S> = { date: LocalDate; day: number; shift: S };

export type ExpandRange = {
  from: LocalDate;
  to: LocalDate;
  /** The date that is day 1 of the cycle; default `from` (the first applied day). */
  anchor?: LocalDate;
};

/** The cycle day (1-based) of `date` when `anchor` is day 1; works before the anchor too. */
export function cycleDay(date: LocalDate, anchor: LocalDate, cycleLength: number): number {
  const offset = (dayNumber(date) - dayNumber(anchor)) % cycleLength;
  return (offset < 0 ? offset + cycleLength : offset) + 1;
}

/**
 * Every date from `from` to `to` (both included) whose cycle day has a shift, in date order, with
 * that shift (the same object, not a copy). Throws on a pattern the schema would refuse.
 */
export function expandPattern<S extends { days: readonly number[] }>(pattern: CyclePattern<S>, range: ExpandRange): ExpandedShift<S>[] {
  const length = pattern.cycle_length;
  if (!Number.isInteger(length) || length < 1 || length > CYCLE_LENGTH_MAX) throw new RangeError(`Invalid cycle length: ${length}`);
  const byDay: (S | undefined)[] = new Array(length).fill(undefined);
  for (const shift of pattern.shifts) {
    for (const day of shift.days) {
      if (!Number.isInteger(day) || day < 1 || day > length) throw new RangeError(`Day ${day} is outside the cycle (1-${length})`);
      if (byDay[day - 1] && byDay[day - 1] !== shift) throw new RangeError(`Day ${day} has two shifts`);
      byDay[day - 1] = shift;
    }
  }

  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const anchor = dayNumber(range.anchor ?? range.from);
  const result: ExpandedShift<S>[] = [];
  let index = (first - anchor) % length;
  if (index < 0) index += length;
  for (let day = first; day <= last; day++) {
    const shift = byDay[index];
    if (shift) result.push({ date: fromDayNumber(day), day: index + 1, shift });
    index = index + 1 === length ? 0 : index + 1;
  }
  return result;
}
