// Months of the screens' URLs (web/src/lib/month.ts) in a browser whose zone skipped a day: found
// by the browser-zone properties (tests/unit/properties/browser-zone.property.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { monthRange, shiftMonth } from '../../../web/src/lib/month';

const savedZone = process.env.TZ;
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('a month in a browser whose zone skipped a day', () => {
  it('December 1994 has 31 days on Kiritimati, which went from 30 December straight to 1 January', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(monthRange('1994-12')).toEqual({ start: '1994-12-01', end: '1994-12-31', days: 31 });
  });

  it('December 2011 has 31 days in Samoa, which skipped 30 December; the months around it follow', () => {
    process.env.TZ = 'Pacific/Apia';
    expect(monthRange('2011-12').days).toBe(31);
    expect(shiftMonth('2011-12', 1)).toBe('2012-01');
    expect(shiftMonth('2011-11', 1)).toBe('2011-12');
  });
});
