// The demo tenant seeded once and copied into each test server's fresh data directory
// (docs/testing.md "The end-to-end stages"). A server on an empty data directory seeds the demo
// tenant when it starts (worker/node.ts, worker/demo/seed.ts: migrations, password hashes, months of
// shifts); a copy of a directory that another server seeded a moment earlier and then stopped holds
// the same, so the server starts as on a directory it seeded itself (and still adds today's shifts,
// as on every start).
//
// The seed depends on "now" (today's shifts, hours-ago messages, what is due), so a template is used
// only when it is indistinguishable from a seed at the server's start: seeded on the tests' clock
// (GRAFIK_CLOCK when pinned) at most TEMPLATE_MAX_AGE_MS before, never after, on the same date and
// UTC offset in UTC and the demo companies' zones; the first server to find none makes a new one
// (with a pinned clock, PINNED_LEAD_MS before the tests' clock).
// Servers with settings of their own (other than TEMPLATE_NEUTRAL_ENV) seed their own directory.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sameSeedDay } from '../../support/seed-day';
import { clockPinned, testNow } from './clock';

/** Settings of a test server that the seed does not read: such a server may start from the template. */
export const TEMPLATE_NEUTRAL_ENV = new Set(['GRAFIK_TEST_OUTBOUND_ALLOW']);
/** At most this old (on the tests' clock): as a file whose last tests run minutes after its server seeded (up to 2.5 min under load). */
export const TEMPLATE_MAX_AGE_MS = 5 * 60_000;
/** A template being made for longer than this was abandoned: the next server makes its own. */
const LOCK_STALE_MS = 60_000;

type Template = { dir: string; seededFrom: number; seededBy: number };

/**
 * Starts the Node entry on `dataDir` with the tests' settings, its clock pinned at `clockAt` when
 * the tests' clock is; resolves when it is listening.
 */
export type Launch = (dataDir: string, clockAt: Date) => Promise<{ stop: () => Promise<number | null> }>;
/**
 * With GRAFIK_CLOCK every test file's clock starts again at the pinned instant, so a template made
 * on one file's clock could be seeded at a later instant than another file's server starts (its
 * start takes seconds): pinned, the template is seeded this much earlier, and is used only where
 * it was seeded before the server's start, on the same dates and offsets.
 */
const PINNED_LEAD_MS = 2 * 60_000;

/**
 * Fills the fresh `dataDir` from the run's template when one fits the instant `now` (making one
 * when there is none and no other server is making it). Answers whether it did; when not, the
 * server seeds the directory itself.
 */
export async function fillFromTemplate(templates: string, dataDir: string, launch: Launch): Promise<boolean> {
  const now = testNow().getTime();
  let template = await currentTemplate(templates);
  if (!template || !fits(template, now)) {
    template = await makeTemplate(templates, launch);
    if (!template || !fits(template, now)) return false;
  }
  await cp(template.dir, dataDir, { recursive: true });
  return true;
}

function fits(template: Template, now: number): boolean {
  if (template.seededBy > now || now - template.seededFrom > TEMPLATE_MAX_AGE_MS) return false;
  return sameSeedDay(template.seededFrom, now);
}

async function currentTemplate(templates: string): Promise<Template | null> {
  try {
    return JSON.parse(await readFile(join(templates, 'current.json'), 'utf8')) as Template;
  } catch {
    return null;
  }
}

/** A new template, or null when another server is making one (this one seeds its own directory). */
async function makeTemplate(templates: string, launch: Launch): Promise<Template | null> {
  const lock = join(templates, 'making');
  try {
    await mkdir(lock);
  } catch {
    const since = await stat(lock).then((s) => s.mtimeMs, () => null);
    if (since === null || Date.now() - since < LOCK_STALE_MS) return null;
    await rm(lock, { recursive: true, force: true });
    return null;
  }
  const dir = await mkdtemp(join(templates, 'seeded-'));
  try {
    const clockAt = new Date(testNow().getTime() - (clockPinned ? PINNED_LEAD_MS : 0));
    const started = Date.now();
    const server = await launch(dir, clockAt);
    // The template's clock ran on from clockAt at the real pace: it seeded between these two.
    const seededFrom = clockAt.getTime();
    const seededBy = clockAt.getTime() + (Date.now() - started);
    // A clean stop closes the databases: nothing of them is left in a journal.
    const code = await server.stop();
    if (code !== 0) throw new Error(`the template's server stopped with ${code}`);
    if (!existsSync(join(dir, 'control.db'))) throw new Error('the template has no control database');
    const template: Template = { dir, seededFrom, seededBy };
    await writeFile(join(templates, 'current.next.json'), JSON.stringify(template));
    await rename(join(templates, 'current.next.json'), join(templates, 'current.json'));
    return template;
  } catch {
    await rm(dir, { recursive: true, force: true });
    return null;
  } finally {
    await rmdir(lock).catch(() => {});
  }
}
