// rules/plan.ts: which shifts a plan edit may touch, and the plan a change or a move leaves.
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  movedPlan,
  movesAnywhere,
  patchedPlan,
  planEditRefusal,
  plannedInstants,
  type PlanSnapshot,
} from '../../../worker/features/schedule/rules/plan';

const at = (iso: string) => new Date(iso);
const planned = { off_schedule: false, started_at: null, ended_at: null, confirmed: false };
const plan: PlanSnapshot = { user_id: 'u1', date: '2030-11-05', type: 'Office', start: '08:00', end: '16:00', color: '#10b981' };

describe('planEditRefusal', () => {
  it('allows a planned shift nobody started, also a missed one of the past', () => {
    expect(planEditRefusal(planned)).toBeNull();
  });

  it('refuses started, finished and confirmed shifts with their reason', () => {
    expect(planEditRefusal({ ...planned, started_at: at('2030-11-05T07:00:00Z') })).toBe('shift_started');
    expect(planEditRefusal({ ...planned, started_at: at('2030-11-05T07:00:00Z'), ended_at: at('2030-11-05T15:00:00Z') })).toBe(
      'shift_finished',
    );
    expect(planEditRefusal({ ...planned, started_at: at('2030-11-05T07:00:00Z'), ended_at: at('2030-11-05T15:00:00Z'), confirmed: true }))
      .toBe('shift_confirmed');
    // Confirmed without times (an admin recorded it): still confirmed.
    expect(planEditRefusal({ ...planned, confirmed: true })).toBe('shift_confirmed');
  });

  it('refuses off-schedule work whatever its state: it never had a plan', () => {
    expect(planEditRefusal({ ...planned, off_schedule: true, started_at: at('2030-11-05T07:00:00Z') })).toBe('shift_off_schedule');
    expect(
      planEditRefusal({
        ...planned,
        off_schedule: true,
        started_at: at('2030-11-05T07:00:00Z'),
        ended_at: at('2030-11-05T09:00:00Z'),
        confirmed: true,
      }),
    ).toBe('shift_off_schedule');
  });
});

describe('patchedPlan and movedPlan', () => {
  it('replaces only the fields given', () => {
    expect(patchedPlan(plan, { end: '18:00' })).toEqual({ ...plan, end: '18:00' });
    expect(patchedPlan(plan, { type: 'Late', start: '14:00', end: '22:00', color: '#ff0000' })).toEqual({
      ...plan,
      type: 'Late',
      start: '14:00',
      end: '22:00',
      color: '#ff0000',
    });
    expect(changedFields(plan, patchedPlan(plan, { end: '18:00', type: 'Office' }))).toEqual(['end']);
    expect(changedFields(plan, patchedPlan(plan, {}))).toEqual([]);
    expect(changedFields(null, plan)).toEqual([]);
  });

  it('moves to another person and/or day with the same plan; onto itself is no move', () => {
    expect(movedPlan(plan, { date: '2030-11-09' })).toEqual({ ...plan, date: '2030-11-09' });
    expect(movedPlan(plan, { user_id: 'u2' })).toEqual({ ...plan, user_id: 'u2' });
    expect(movesAnywhere(plan, movedPlan(plan, { user_id: 'u1', date: '2030-11-05' }))).toBe(false);
    expect(movesAnywhere(plan, movedPlan(plan, { user_id: 'u2', date: '2030-11-06' }))).toBe(true);
  });
});

describe('plannedInstants', () => {
  it('computes the real interval in the time zone, overnight and on daylight-saving nights', () => {
    expect(plannedInstants('2030-11-05', '08:00', '16:00', 'Europe/Warsaw')).toEqual({
      plannedStartAt: at('2030-11-05T07:00:00Z'),
      plannedEndAt: at('2030-11-05T15:00:00Z'),
      plannedMinutes: 480,
    });
    expect(plannedInstants('2030-10-26', '22:00', '06:00', 'Europe/Warsaw').plannedMinutes).toBe(540);
    expect(plannedInstants('2030-03-30', '22:00', '06:00', 'Europe/Warsaw').plannedMinutes).toBe(420);
    expect(plannedInstants('2030-11-05', '08:00', '08:00', 'Europe/Kyiv').plannedMinutes).toBe(24 * 60);
  });
});
