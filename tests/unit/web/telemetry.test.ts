// The telemetry screen's rules (web/src/features/telemetry/lib/usage.ts) and amounts in their
// currency in each language (lib/format.ts).
import { describe, expect, it } from 'vitest';
import { isProvisional, lastMonthOver, niceCeil, summaryOf } from '../../../web/src/features/telemetry/lib/usage';
import { createFormatters } from '../../../web/src/lib/format';
import type { MonthUsagePublic } from '../../../web/src/types/api';

const month = (value: string, aggregated: boolean): MonthUsagePublic => ({
  month: value,
  mau: 3,
  api: 10,
  push: 2,
  pdf: 1,
  aggregated,
  computed_at: aggregated ? '2026-11-01T03:00:00.000Z' : null,
});

describe('telemetry rules', () => {
  it('takes today from the last day and this month from the last month', () => {
    const days = [
      { day: '2026-11-24', api: 100, dau: 5, push: 3, pdf: 1 },
      { day: '2026-11-25', api: 7, dau: 2, push: 0, pdf: 0 },
    ];
    const months = [month('2026-10', true), { ...month('2026-11', false), mau: 41, pdf: 59, push: 493 }];
    expect(summaryOf(days, months)).toEqual({
      day: '2026-11-25',
      apiToday: 7,
      dauToday: 2,
      month: '2026-11',
      mau: 41,
      pdfMonth: 59,
      pushMonth: 493,
    });
    expect(summaryOf([], [])).toEqual({ day: null, apiToday: 0, dauToday: 0, month: null, mau: 0, pdfMonth: 0, pushMonth: 0 });
  });

  it('calls the running month and the months without an aggregate provisional', () => {
    const months = [month('2026-09', false), month('2026-10', true), { ...month('2026-11', true) }];
    expect(months.map((_, index) => isProvisional(months, index))).toEqual([true, false, true]);
    expect(lastMonthOver(months)).toBe('2026-10');
    expect(lastMonthOver([month('2026-11', false)])).toBe('');
  });

  it('rounds the top of an axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.4, 1, 9, 41, 47, 180, 1836, 23_000].map(niceCeil)).toEqual([1, 1, 2, 10, 50, 100, 200, 2_000, 25_000]);
  });
});

describe('money', () => {
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  it('formats an amount in its currency in each language', () => {
    expect(spaced(createFormatters('en').money(211.22, 'PLN'))).toBe('PLN 211.22');
    expect(spaced(createFormatters('pl').money(1234.5, 'PLN'))).toBe('1234,50 zł');
    expect(spaced(createFormatters('pl').money(12345.5, 'PLN'))).toBe('12 345,50 zł');
    expect(spaced(createFormatters('uk').money(1234.5, 'PLN'))).toBe('1 234,50 PLN');
    expect(createFormatters('en').money(4.9, 'EUR')).toBe('€4.90');
    expect(spaced(createFormatters('en').money(0.005, 'PLN', { maximumFractionDigits: 4 }))).toBe('PLN 0.005');
  });
});
