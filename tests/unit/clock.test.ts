// GRAFIK_CLOCK pins the platform clock for tests only (worker/platform/clock.ts).
import { describe, expect, it } from 'vitest';
import { clockFromEnv, clockStartingAt } from '../../worker/platform/clock';

describe('the pinned clock', () => {
  it('is the system clock when unset', () => {
    const { clock, pinnedAt } = clockFromEnv({});
    expect(pinnedAt).toBeNull();
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('starts at the instant given and runs on at the real pace', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2028-02-29T11:00:00Z'), () => real);
    expect(clock().toISOString()).toBe('2028-02-29T11:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2028-02-29T11:01:30.000Z');
    expect(clockFromEnv({ GRAFIK_CLOCK: '2026-12-31T23:30:00+01:00' }).pinnedAt?.toISOString()).toBe('2026-12-31T22:30:00.000Z');
  });

  it('is refused in production and for a value that is not an instant with a zone', () => {
    expect(() => clockFromEnv({ GRAFIK_CLOCK: '2028-02-29T11:00:00Z', NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(() => clockFromEnv({ GRAFIK_CLOCK: '2028-02-29T11:00:00' })).toThrow(/ISO instant with a zone/);
    expect(() => clockFromEnv({ GRAFIK_CLOCK: 'tomorrow' })).toThrow(/ISO instant with a zone/);
  });
});
