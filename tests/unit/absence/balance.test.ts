// The vacation balance and the force-majeure allowance on hand-computed cases.
import { describe, expect, it } from 'vitest';
import type { AbsenceDay } from '../../../worker/features/absence/kinds';
import { requestRefusal, yearBalance, type CountedRequest, type EmploymentSpan } from '../../../worker/features/absence/rules/balance';

const span = (startDate: string, vacationDays = 26, extra: Partial<EmploymentSpan> = {}): EmploymentSpan => ({
  startDate,
  endDate: null,
  vacationDays,
  carryoverHours: 0,
  // Entered into the system in 2030 unless said otherwise: the history starts then.
  enteredYear: 2030,
  ...extra,
});
const days = (...dates: string[]): AbsenceDay[] => dates.map((date) => ({ date, minutes: 480 }));
const request = (type: CountedRequest['type'], status: CountedRequest['status'], ...dates: string[]): CountedRequest => ({
  type,
  status,
  days: days(...dates),
});

describe('yearBalance', () => {
  it('gives a whole year the full entitlement: 26 days = 208 h', () => {
    expect(yearBalance([span('2020-01-01')], [], 2030)).toMatchObject({
      entitlement_hours: 208,
      accrued_hours: 208,
      carryover_hours: 0,
      available_hours: 208,
    });
  });

  it('accrues the first year pro rata from the start month, which counts whole', () => {
    // From 31 October: November, December and October = 3/12 of 208 h = 52 h.
    expect(yearBalance([span('2030-10-31')], [], 2030)).toMatchObject({ accrued_hours: 52, entitlement_hours: 208 });
    // 20 days a year = 13.33 h a month: 7 months = 93.33 h.
    expect(yearBalance([span('2030-06-01', 20)], [], 2030).accrued_hours).toBe(93.33);
  });

  it('stops accruing after the end month and follows a change of record month by month', () => {
    expect(yearBalance([span('2020-01-01', 26, { endDate: '2030-03-15' })], [], 2030).accrued_hours).toBe(52);
    // 20 days until June, 26 days from July: 6 x 13.33 + 6 x 17.33 = 184 h; the entitlement is the latest record's.
    const moved = [span('2020-01-01', 20, { endDate: '2030-06-30' }), span('2030-07-01', 26)];
    expect(yearBalance(moved, [], 2030)).toMatchObject({ accrued_hours: 184, vacation_days: 26, entitlement_hours: 208 });
  });

  it('carries over what a year left, starting from the opening carryover, never below zero', () => {
    const spans = [span('2029-07-01', 24, { carryoverHours: 12, enteredYear: 2029 })];
    // 2029: 6 x 16 = 96 h + 12 opening; 40 h used -> 68 h into 2030.
    const requests = [request('vacation', 'approved', '2029-08-05', '2029-08-06', '2029-08-07', '2029-08-08', '2029-08-09')];
    expect(yearBalance(spans, requests, 2029)).toMatchObject({
      accrued_hours: 96,
      carryover_hours: 12,
      used_hours: 40,
      available_hours: 68,
    });
    expect(yearBalance(spans, requests, 2030)).toMatchObject({ accrued_hours: 192, carryover_hours: 68, available_hours: 260 });
    // An overdrawn year carries nothing (not a debt).
    const overdrawn = [
      request('vacation', 'approved', ...Array.from({ length: 14 }, (_, i) => `2029-09-${String(i + 1).padStart(2, '0')}`)),
    ];
    expect(yearBalance(spans, overdrawn, 2030).carryover_hours).toBe(0);
  });

  it('lets carried hours not used within their year lapse, taking the oldest hours first', () => {
    const spans = [span('2020-01-01', 26, { carryoverHours: 100, enteredYear: 2028 })];
    // 2028: 100 carried + 208 accrued, 40 h used (all from the carried hours): 208 h go on to 2029.
    const requests = [request('vacation', 'approved', '2028-03-06', '2028-03-07', '2028-03-08', '2028-03-09', '2028-03-10')];
    expect(yearBalance(spans, requests, 2028)).toMatchObject({ carryover_hours: 100, available_hours: 268 });
    expect(yearBalance(spans, requests, 2029)).toMatchObject({ carryover_hours: 208, available_hours: 416 });
    // 2029 used nothing: its 208 carried hours lapse, its own 208 go on.
    expect(yearBalance(spans, requests, 2030)).toMatchObject({ carryover_hours: 208 });
    // Years before the record was entered are unknown: no carryover from them.
    expect(yearBalance(spans, requests, 2027)).toMatchObject({ carryover_hours: 0, accrued_hours: 208 });
  });

  it('subtracts used and pending vacation hours of the year only; other kinds and states do not count', () => {
    const requests = [
      request('vacation', 'approved', '2030-03-04', '2030-03-05'),
      request('vacation', 'pending', '2030-04-01'),
      request('vacation', 'rejected', '2030-05-06'),
      request('vacation', 'canceled', '2030-05-07'),
      request('sick', 'approved', '2030-05-08'),
      request('free', 'approved', '2030-05-09'),
      // Split at New Year: 8 h in 2030, 8 h in 2031.
      request('vacation', 'approved', '2030-12-31', '2031-01-02'),
    ];
    expect(yearBalance([span('2020-01-01')], requests, 2030)).toMatchObject({ used_hours: 24, pending_hours: 8, available_hours: 176 });
    expect(yearBalance([span('2020-01-01')], requests, 2031)).toMatchObject({ used_hours: 8, carryover_hours: 184 });
  });

  it('counts force-majeure shifts by calendar year', () => {
    const requests = [
      request('force_majeure', 'approved', '2030-12-30', '2030-12-31', '2031-01-02'),
      request('force_majeure', 'pending', '2031-01-03'),
    ];
    expect(yearBalance([span('2020-01-01')], requests, 2030)).toMatchObject({
      force_majeure_shifts_used: 2,
      force_majeure_shifts_pending: 0,
    });
    expect(yearBalance([span('2020-01-01')], requests, 2031)).toMatchObject({
      force_majeure_shifts_used: 1,
      force_majeure_shifts_pending: 1,
    });
  });

  it('has nothing before the employment or without a record', () => {
    expect(yearBalance([span('2030-05-01', 26, { carryoverHours: 20 })], [], 2029)).toMatchObject({
      accrued_hours: 0,
      carryover_hours: 0,
      available_hours: 0,
    });
    expect(yearBalance([], [], 2030)).toMatchObject({ vacation_days: 0, available_hours: 0 });
  });
});

describe('requestRefusal', () => {
  const spans = [span('2020-01-01', 2)]; // 16 h a year

  it('refuses a vacation beyond the available hours of its year, pending ones included', () => {
    const pending = [request('vacation', 'pending', '2030-03-04')];
    expect(requestRefusal(spans, pending, request('vacation', 'pending', '2030-03-05'))).toBeNull();
    expect(requestRefusal(spans, pending, request('vacation', 'pending', '2030-03-05', '2030-03-06'))).toEqual({
      year: 2030,
      needed: 16,
      left: 8,
    });
    // Across New Year each year pays its own part.
    expect(requestRefusal(spans, pending, request('vacation', 'pending', '2030-12-31', '2031-01-02', '2031-01-03'))).toBeNull();
  });

  it('refuses a fifth force-majeure shift in a year, counting each year apart', () => {
    const three = [request('force_majeure', 'approved', '2030-02-04', '2030-02-05'), request('force_majeure', 'pending', '2030-03-04')];
    expect(requestRefusal(spans, three, request('force_majeure', 'pending', '2030-12-31'))).toBeNull();
    expect(requestRefusal(spans, three, request('force_majeure', 'pending', '2030-12-30', '2030-12-31', '2031-01-02'))).toEqual({
      year: 2030,
      needed: 2,
      left: 1,
    });
    expect(requestRefusal(spans, three, request('force_majeure', 'pending', '2031-01-02', '2031-01-03', '2031-01-06', '2031-01-07')))
      .toBeNull();
  });

  it('does not limit sick or unpaid leave', () => {
    expect(requestRefusal([], [], request('sick', 'pending', '2030-03-04', '2030-03-05'))).toBeNull();
    expect(requestRefusal([], [], request('free', 'pending', '2030-03-04'))).toBeNull();
  });
});
