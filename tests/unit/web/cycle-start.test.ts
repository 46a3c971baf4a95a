// The cycle's day 1 offered when applying a pattern (web/src/features/schedule/lib/cycle-start.ts):
// the first Monday of the start month for a cycle of whole weeks, else the 1st.
import { describe, expect, it } from 'vitest';
import { defaultCycleStart } from '../../../web/src/features/schedule/lib/cycle-start';

describe('defaultCycleStart', () => {
  it('is the first Monday of the month for a cycle of whole weeks', () => {
    // January 2027 starts on a Friday: 'Biuro 5/2' must start on Monday the 4th.
    expect(defaultCycleStart('2027-01', 7)).toBe('2027-01-04');
    expect(defaultCycleStart('2027-01', 14)).toBe('2027-01-04');
    // A month starting on a Monday (February 2027), a Sunday (August 2027), a Tuesday (June 2027).
    expect(defaultCycleStart('2027-02', 7)).toBe('2027-02-01');
    expect(defaultCycleStart('2027-08', 7)).toBe('2027-08-02');
    expect(defaultCycleStart('2027-06', 21)).toBe('2027-06-07');
    // 29 February 2028 is a Tuesday; March 2028 starts on a Wednesday.
    expect(defaultCycleStart('2028-03', 7)).toBe('2028-03-06');
  });

  it('is the 1st for any other cycle (the API default)', () => {
    expect(defaultCycleStart('2027-01', 8)).toBe('2027-01-01');
    expect(defaultCycleStart('2027-01', 4)).toBe('2027-01-01');
    expect(defaultCycleStart('2027-01', 1)).toBe('2027-01-01');
  });

  it('is empty while the month is not a month', () => {
    expect(defaultCycleStart('', 7)).toBe('');
    expect(defaultCycleStart('2027-13', 7)).toBe('');
  });
});
