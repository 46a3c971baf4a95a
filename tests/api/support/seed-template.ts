// The seeded data directory of a test app (the demo tenant and globex), made once and copied into
// each test app's fresh directory while a copy is indistinguishable from seeding there: a test app
// took 1-4 s to make, about 0.1 s from a copy (docs/testing.md "The seed of the API tests"). The seed depends on "now" (today's shifts, what is due) and on the settings, so
// a template serves only an app of the same settings whose clock stands on the same dates and UTC
// offsets (UTC and the demo companies' zones) within TEMPLATE_MAX_AGE_MS of the seed. With a pinned
// clock (GRAFIK_CLOCK) every app's clock starts again at the pinned instant, so a template seeded
// moments "after" an app's start serves it too. One set of templates per worker process (the API
// projects share a worker's modules across files), in the run's directory (seed-templates.setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { sameSeedDay } from '../../support/seed-day';

/** At most this far from the seed (on the tests' clock), as the end-to-end templates (tests/e2e/support/demo-template.ts). */
const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

type Template = { dir: string; seededFrom: number; seededBy: number };

const templates = new Map<string, Template>();

function fits(template: Template, now: number): boolean {
  return Math.abs(now - template.seededFrom) <= TEMPLATE_MAX_AGE_MS && sameSeedDay(template.seededFrom, now)
    && sameSeedDay(template.seededBy, now);
}

/**
 * Fills the empty `dataDir` with the seed of these settings at `now`: a copy of the template when
 * one fits, else a template made first by `seedInto` (which seeds a directory on a clock that
 * starts at `now` and closes it).
 */
export async function seededCopy(
  dataDir: string,
  settings: Record<string, string>,
  now: () => Date,
  seedInto: (dir: string) => Promise<void>,
): Promise<void> {
  const key = JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)));
  let template = templates.get(key);
  if (!template || !fits(template, now().getTime())) {
    if (template) rmSync(template.dir, { recursive: true, force: true });
    const dir = mkdtempSync(join(inject('apiSeedTemplates'), 'seed-'));
    const seededFrom = now().getTime();
    await seedInto(dir);
    template = { dir, seededFrom, seededBy: now().getTime() };
    templates.set(key, template);
  }
  await cp(template.dir, dataDir, { recursive: true });
}
