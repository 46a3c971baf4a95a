import { describe, expect, it } from 'vitest';
import { planApplication, type ApplyInput, type ApplyPlan, type ExistingDayShift } from '../../../worker/features/schedule/rules/apply';
import type { DayShiftStatus } from '../../../worker/features/schedule/rules/day-shift';
import { publicHolidays } from '../../../worker/lib/holidays';
import { expandPattern, type PatternCreate } from '../../../worker/features/schedule/rules/patterns';

const TZ = 'Europe/Warsaw';
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
// PL public holidays in November 2026: 1 (a Sunday) and 11 (a Wednesday).
const holidays = publicHolidays('PL', NOVEMBER.from, NOVEMBER.to);

const office = (start = '08:00', end = '16:00', days = [1, 2, 3, 4, 5], color = '#10b981'): PatternCreate => ({
  name: 'Office',
  cycle_length: 7,
  shifts: [{ type: 'Office', start, end, color, days }],
});
const nov = (...days: number[]) => days.map((d) => `2026-11-${String(d).padStart(2, '0')}`);
// The 21 weekdays of November 2026 (it starts on a Sunday).
const WEEKDAYS = nov(2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30);

type Plan = Pick<ExistingDayShift, 'type' | 'planned_start' | 'planned_end' | 'color'>;

/** A user's day shifts as a fake table: apply() carries a plan out as the service will. */
class Schedule {
  rows: ExistingDayShift[] = [];
  private next = 1;

  add(
    date: string,
    status: DayShiftStatus,
    plan: Plan = { type: 'Office', planned_start: '08:00', planned_end: '16:00', color: '#10b981' },
  ) {
    const row = { id: `s${this.next++}`, date, status, ...plan };
    this.rows.push(row);
    return row.id;
  }

  plan(pattern: PatternCreate, options: Partial<ApplyInput> = {}): ApplyPlan {
    const range = { from: options.from ?? NOVEMBER.from, to: options.to ?? NOVEMBER.to };
    return planApplication({
      expanded: expandPattern(pattern, { ...range, anchor: '2026-11-02' }),
      existing: this.rows,
      today: '2026-10-20',
      timeZone: TZ,
      absenceDates: new Set(),
      holidayDates: holidays,
      includeHolidays: false,
      ...range,
      ...options,
    });
  }

  apply(pattern: PatternCreate, options: Partial<ApplyInput> = {}): ApplyPlan {
    const plan = this.plan(pattern, options);
    const deleted = new Set(plan.delete);
    this.rows = this.rows.filter((row) => !deleted.has(row.id));
    for (const row of plan.insert) {
      this.add(row.date, 'not_started', {
        type: row.type,
        planned_start: row.planned_start,
        planned_end: row.planned_end,
        color: row.color,
      });
    }
    return plan;
  }

  /** date -> "type start-end status", sorted by date. */
  view(): Record<string, string> {
    const sorted = [...this.rows].sort((a, b) => (a.date < b.date ? -1 : 1));
    return Object.fromEntries(sorted.map((r) => [r.date, `${r.type} ${r.planned_start}-${r.planned_end} ${r.status}`]));
  }

  ids(): string[] {
    return this.rows.map((r) => r.id).sort();
  }
}

describe('planApplication', () => {
  it("creates the pattern's shifts and skips the public holiday", () => {
    const schedule = new Schedule();
    const plan = schedule.apply(office());
    // 21 weekdays; 11 November is a public holiday (1 November is a Sunday, not planned anyway).
    expect(plan.counts).toEqual({ created: 20, replaced: 0, skipped: 1 });
    expect(plan.delete).toEqual([]);
    expect(plan.insert.map((r) => r.date)).toEqual(WEEKDAYS.filter((d) => d !== '2026-11-11'));
    expect(plan.insert[0]).toEqual({
      date: '2026-11-02',
      type: 'Office',
      color: '#10b981',
      planned_start: '08:00',
      planned_end: '16:00',
      planned_minutes: 480,
      planned_start_at: new Date('2026-11-02T07:00:00Z'),
      planned_end_at: new Date('2026-11-02T15:00:00Z'),
    });
  });

  it('plans public holidays when asked to', () => {
    const plan = new Schedule().plan(office(), { includeHolidays: true });
    expect(plan.counts).toEqual({ created: 21, replaced: 0, skipped: 0 });
    expect(plan.insert.map((r) => r.date)).toEqual(WEEKDAYS);
  });

  it('also skips Ukrainian Independence Day for a UA company', () => {
    const august = { from: '2026-08-01', to: '2026-08-31' };
    const plan = planApplication({
      // 3 August 2026 is a Monday; 24 August a Monday too.
      expanded: expandPattern(office(), { ...august, anchor: '2026-08-03' }),
      existing: [],
      ...august,
      today: '2026-07-01',
      timeZone: 'Europe/Kyiv',
      absenceDates: new Set(),
      holidayDates: publicHolidays('UA', august.from, august.to),
    });
    // August 2026 has 21 weekdays (Mondays 3, 10, 17, 24, 31).
    expect(plan.counts).toEqual({ created: 20, replaced: 0, skipped: 1 });
    expect(plan.insert.some((r) => r.date === '2026-08-24')).toBe(false);
    expect(plan.insert[0]!.planned_start_at).toEqual(new Date('2026-08-03T05:00:00Z'));
  });

  it('skips days of approved absence and leaves whatever is planned there', () => {
    const schedule = new Schedule();
    const onLeave = schedule.add('2026-11-16', 'not_started'); // planned before the leave was approved
    const absenceDates = new Set(nov(16, 17, 18, 19, 20, 21, 22));
    const plan = schedule.apply(office(), { absenceDates });
    // 20 workable weekdays, 5 of them on leave (16-20).
    expect(plan.counts).toEqual({ created: 15, replaced: 0, skipped: 6 });
    expect(plan.delete).toEqual([]);
    expect(plan.insert.some((r) => absenceDates.has(r.date))).toBe(false);
    expect(schedule.ids()).toContain(onLeave);
  });

  it('applying the same pattern twice gives the same schedule; the second run replaces, not creates', () => {
    const schedule = new Schedule();
    schedule.apply(office());
    const before = schedule.view();
    const ids = schedule.ids();
    const second = schedule.apply(office());
    expect(second.counts).toEqual({ created: 0, replaced: 20, skipped: 1 });
    // Nothing to write: the same rows stay, with the same ids.
    expect(second.insert).toEqual([]);
    expect(second.delete).toEqual([]);
    expect(schedule.view()).toEqual(before);
    expect(schedule.ids()).toEqual(ids);
    // A colour written in another case is the same colour.
    expect(schedule.plan(office('08:00', '16:00', [1, 2, 3, 4, 5], '#10B981')).insert).toEqual([]);
  });

  it("applying pattern B over pattern A gives B's schedule, removing A's shifts where B has none", () => {
    const schedule = new Schedule();
    schedule.apply(office());
    // B: 07:00-15:00 Monday to Thursday. November has 17 such days; 11 November is a holiday.
    const b = office('07:00', '15:00', [1, 2, 3, 4]);
    const plan = schedule.apply(b);
    // A's 20 shifts are all replaced: 16 rewritten as B, the 4 Fridays (6, 13, 20, 27) removed.
    expect(plan.counts).toEqual({ created: 0, replaced: 20, skipped: 1 });
    expect(plan.delete).toHaveLength(20);
    expect(plan.insert).toHaveLength(16);
    const fresh = new Schedule();
    fresh.apply(b);
    expect(schedule.view()).toEqual(fresh.view());
    expect(Object.keys(schedule.view())).not.toContain('2026-11-06');
  });

  it('removes a planned shift on a holiday that a run without holidays does not plan', () => {
    const schedule = new Schedule();
    schedule.apply(office(), { includeHolidays: true });
    expect(schedule.view()['2026-11-11']).toBe('Office 08:00-16:00 not_started');
    const plan = schedule.apply(office());
    expect(plan.counts).toEqual({ created: 0, replaced: 21, skipped: 1 });
    expect(plan.delete).toHaveLength(1);
    expect(schedule.view()['2026-11-11']).toBeUndefined();
  });

  it('never touches a started, ended or confirmed shift', () => {
    const schedule = new Schedule();
    const locked = [
      schedule.add('2026-11-03', 'started'),
      schedule.add('2026-11-04', 'ended'),
      schedule.add('2026-11-05', 'confirmed'),
      // Off-schedule work on a Saturday: started work is locked even where the pattern is off.
      schedule.add('2026-11-07', 'ended', { type: 'Off-schedule', planned_start: null, planned_end: null, color: null }),
    ];
    const planned = schedule.add('2026-11-14', 'not_started'); // a Saturday shift of an older plan
    const plan = schedule.apply(office('07:00', '15:00'));
    // 21 pattern days: 3 locked (3, 4, 5) and the holiday skipped, 17 written; the Saturday removed.
    expect(plan.counts).toEqual({ created: 17, replaced: 1, skipped: 4 });
    expect(plan.delete).toEqual([planned]);
    for (const id of locked) expect(schedule.ids()).toContain(id);
    expect(plan.insert.map((r) => r.date)).not.toContain('2026-11-03');
    expect(schedule.view()['2026-11-05']).toBe('Office 08:00-16:00 confirmed');
  });

  it('leaves dates before today alone', () => {
    const schedule = new Schedule();
    const missed = schedule.add('2026-11-03', 'not_started');
    const plan = schedule.apply(office('07:00', '15:00'), { today: '2026-11-10' });
    // Weekdays before 10 November: 2, 3, 4, 5, 6, 9 (6 skipped) plus the holiday;
    // from the 10th: 21 - 6 - 1 = 14 created. The missed shift of the 3rd stays as it was.
    expect(plan.counts).toEqual({ created: 14, replaced: 0, skipped: 7 });
    expect(plan.insert[0]!.date).toBe('2026-11-10');
    expect(schedule.ids()).toContain(missed);
    // Today itself is still plan: a not-started shift today is replaced.
    const today = schedule.plan(office('09:00', '17:00'), { today: '2026-11-10' });
    expect(today.insert[0]!.date).toBe('2026-11-10');
    expect(today.counts).toEqual({ created: 0, replaced: 14, skipped: 7 });
  });

  it('touches nothing outside the applied range', () => {
    const schedule = new Schedule();
    const october = schedule.add('2026-10-30', 'not_started');
    const december = schedule.add('2026-12-01', 'not_started');
    const plan = schedule.apply(office());
    expect(plan.delete).toEqual([]);
    expect(schedule.ids()).toEqual(expect.arrayContaining([october, december]));
    // Expanded entries outside the range are ignored too.
    const wide = planApplication({
      expanded: expandPattern(office(), { from: '2026-10-26', to: '2026-12-04', anchor: '2026-11-02' }),
      existing: [],
      ...NOVEMBER,
      today: '2026-10-20',
      timeZone: TZ,
      absenceDates: new Set(),
      holidayDates: holidays,
    });
    expect(wide.counts).toEqual({ created: 20, replaced: 0, skipped: 1 });
  });

  it('stores the real length of a night shift on daylight-saving nights', () => {
    const nights: PatternCreate = {
      name: 'Nights',
      cycle_length: 1,
      shifts: [{ type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [1] }],
    };
    const run = (from: string, to: string) =>
      planApplication({
        expanded: expandPattern(nights, { from, to }),
        existing: [],
        from,
        to,
        today: '2026-01-01',
        timeZone: TZ,
        absenceDates: new Set(),
        holidayDates: new Set(),
      }).insert.map((r) => [r.date, r.planned_minutes]);
    // 19:00-07:00 is 12 h, 11 h into 29 March 2026 and 13 h into 25 October 2026.
    expect(run('2026-03-27', '2026-03-29')).toEqual([['2026-03-27', 720], ['2026-03-28', 660], ['2026-03-29', 720]]);
    expect(run('2026-10-23', '2026-10-25')).toEqual([['2026-10-23', 720], ['2026-10-24', 780], ['2026-10-25', 720]]);
  });
});
