// What the property tests of the time rules share (docs/testing.md "Properties of time"): the
// zones, generators of awkward instants and dates, and an oracle for the wall clock that does
// not use Intl (the product does): the written daylight-saving rules of the EU and the US.
//
// A failing property prints its seed and path; `FC_SEED=<seed> FC_PATH=<path> npx vitest run
// --project unit tests/unit/properties/<file>` replays exactly that case. FC_RUNS sets the
// number of cases per property (default below).
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { vi } from 'vitest';

const runs = Number(process.env.FC_RUNS) || 1_000;
const seed = process.env.FC_SEED === undefined ? commitSeed() : process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED);
// A thousand cases take a second or two alone, longer on a machine busy with the rest of the suite.
vi.setConfig({ testTimeout: 60_000 });
fc.configureGlobal({ numRuns: runs, ...(seed === undefined ? {} : { seed, path: process.env.FC_PATH }) });

/**
 * The commit picks the cases, as it picks the date runs' instant: a run on a commit gives CI's
 * answer, and over many commits the cases change. `FC_SEED=random` or no git: a new seed per run.
 */
function commitSeed(): number | undefined {
  try {
    return Number.parseInt(
      execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).slice(0, 8),
      16,
    ) | 0;
  } catch {
    return undefined;
  }
}

export const WARSAW = 'Europe/Warsaw';
export const KYIV = 'Europe/Kyiv';
export const NEW_YORK = 'America/New_York';
export const ZONES = [WARSAW, KYIV, NEW_YORK] as const;
export type Zone = (typeof ZONES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The years the oracle knows: the EU rules hold since 1996, the US ones since 2007. */
export const FIRST_YEAR = 2008;
export const LAST_YEAR = 2037;

/** The day of the month of the n-th (1-based; -1 the last) Sunday of a month. */
function sunday(year: number, month: number, nth: number): number {
  if (nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** The instants (UTC ms) at which a zone's clocks go forward and back in a year. */
export function transitions(zone: Zone, year: number): { spring: number; autumn: number } {
  if (zone === NEW_YORK) {
    // Second Sunday of March at 02:00 EST (07:00Z), first Sunday of November at 02:00 EDT (06:00Z).
    return { spring: Date.UTC(year, 2, sunday(year, 3, 2), 7), autumn: Date.UTC(year, 10, sunday(year, 11, 1), 6) };
  }
  // The EU changes at 01:00 UTC on the last Sundays of March and October, in every zone at once.
  return { spring: Date.UTC(year, 2, sunday(year, 3, -1), 1), autumn: Date.UTC(year, 9, sunday(year, 10, -1), 1) };
}

const STANDARD_MINUTES: Record<Zone, number> = { [WARSAW]: 60, [KYIV]: 120, [NEW_YORK]: -300 };

/** The zone's offset from UTC at an instant, in minutes, by the written rules. */
export function oracleOffset(zone: Zone, ms: number): number {
  const { spring, autumn } = transitions(zone, new Date(ms).getUTCFullYear());
  return STANDARD_MINUTES[zone] + (ms >= spring && ms < autumn ? 60 : 0);
}

/** The wall clock of an instant in a zone: 'YYYY-MM-DD' and 'HH:MM'. */
export function oracleWall(zone: Zone, ms: number): { date: string; time: string } {
  const iso = new Date(ms + oracleOffset(zone, ms) * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const FIRST_MS = Date.UTC(FIRST_YEAR, 0, 2);
const LAST_MS = Date.UTC(LAST_YEAR, 11, 30);
const year = fc.integer({ min: FIRST_YEAR, max: LAST_YEAR });
const zone = fc.constantFrom(...ZONES);

/**
 * Instants, a third of them anywhere, a third within three hours of a clock change, a third
 * within a day and a half of a month's start (month and year ends, 29 February).
 */
export const instants: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: FIRST_MS, max: LAST_MS }),
  fc
    .tuple(zone, year, fc.boolean(), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
    .map(([z, y, spring, delta]) => transitions(z, y)[spring ? 'spring' : 'autumn'] + delta),
  fc
    .tuple(year, fc.integer({ min: 0, max: 11 }), fc.integer({ min: -36 * HOUR, max: 36 * HOUR }))
    .map(([y, m, delta]) => Math.min(LAST_MS, Math.max(FIRST_MS, Date.UTC(y, m, 1) + delta))),
);

/** 'YYYY-MM-DD' of a UTC ms. */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Dates, half of them anywhere, half on or next to a clock change or a month's first or last day. */
export const dates: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: FIRST_MS, max: LAST_MS }).map(isoDate),
  fc
    .tuple(zone, year, fc.boolean(), fc.integer({ min: -1, max: 1 }))
    .map(([z, y, spring, delta]) => isoDate(transitions(z, y)[spring ? 'spring' : 'autumn'] + delta * DAY)),
  fc.tuple(year, fc.integer({ min: 0, max: 11 }), fc.integer({ min: -1, max: 0 })).map(([y, m, delta]) =>
    isoDate(Date.UTC(y, m, 1) + delta * DAY)
  ),
);

/** Wall times 'HH:MM', half of them in the small hours when clocks change. */
export const times: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 4 * 60 - 1 }))
  .map((minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

export { zone as zones };
export { MINUTE, HOUR, DAY };
