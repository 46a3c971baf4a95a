// The web app on a phone (issue 18 "Speed"), figures measured in one run; not a test.
//   npm run build && npx tsx scripts/bench/phone.ts [--json] [--trace FILE] [--first-visit-only]
// --trace FILE: a Chromium trace of the 4x scroll (open it in DevTools' Performance panel) and its
// main thread's time by kind; PHONE_PROFILE=FILE: a V8 CPU profile (.cpuprofile) of the same scroll.
// PHONE_CATS: the trace's categories instead of the default (e.g. add
// disabled-by-default-devtools.timeline.invalidationTracking to see what made the style or layout dirty).
// It measures the built app in web/dist and builds it (npm run build) only when web/dist is missing:
// after a change to web/, build first.
//
// Seeds the demo tenant on a temporary DATA_DIR, adds a department of 200 employees to its Polish
// company (drizzle inserts on the tenant database) and plans them a shift every day of the first
// 31-day month after today through the API (a pattern applied, as scripts/bench/schedule.ts does),
// then starts the Node entry (tests/e2e/support/server.ts) and drives the system's Chromium
// (playwright-core) as a phone: a 375 × 667 viewport at device scale 2, and through CDP
// Network.emulateNetworkConditions (150 ms latency, 200 000 B/s down, 93 750 B/s up) and
// Emulation.setCPUThrottlingRate 4. It measures, signed in as the demo admin:
//   1. /login on a first visit (empty cache): navigation start until the form is usable (email,
//      password and the button visible and enabled), as the frame that shows it starts;
//   2. the dashboard: from submitting the sign-in form until 'My shift (today)' shows the shift;
//   3. the work schedule and the employees schedule (the department of 200, that month), each opened
//      from the screen before as a link does (a history push): until the grid shows its shifts;
//   4. each screen's JavaScript: every script a cold load of its address runs (fresh context, empty
//      cache, unthrottled), raw, as transferred (the server's brotli) and gzip -9; split into the
//      shared shell (the entry's scripts for the public screens; for the signed-in ones, what every
//      signed-in screen measured loads: entry, frame, their texts) and the screen's own (the rest);
//   5. scrolling the employees schedule's grid from top to bottom, 40 px a frame from
//      requestAnimationFrame: per frame, the main thread's time from the frame's first event (the
//      scroll event, else the rAF callback) until its rendering is done (a MessageChannel message
//      posted in rAF runs after the frame's style, layout and paint); and the rAF intervals (a
//      frame dropped shows as an interval over 1.5 vsyncs). Under the 4x CPU throttle (the goal's
//      figure: the phone) and without it;
//   6. first visits of a signed-in user (issue 29 item 17), measured first: the dashboard, the work
//      schedule, the employees schedule (no query: the first company, this month) and telemetry, each
//      in a fresh context (empty cache, the token in storage) without any throttle (this machine),
//      from navigation start until the screen shows its data (every part's selector visible, no
//      spinner left in the content); FIRST_VISIT_ROUNDS rounds, the median. --first-visit-only
//      measures only these (WEB_DIST=dir serves another build, for a before/after); FIRST_VISIT_DETAIL=1
//      prints each visit's requests with their start and end.
// Marks are taken in the page (an init script's MutationObserver, then the next animation frame)
// on the browser's clock.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { companies, departments } from '../../worker/db/schema';
import { insertEmployees } from './support';
import { ensureDemoTenant } from '../../worker/demo/seed';
import { createNodePlatform } from '../../worker/platform/node';
import { addDays, daysInMonth } from '../../worker/lib/time';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { startServer, type TestServer } from '../../tests/e2e/support/server';
import { warsawToday } from '../../tests/e2e/support/clock';
import { apiToken, callApi, DEMO } from '../../tests/e2e/support/session';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const EMPLOYEES = 200;
const DEPARTMENT = 'Pakowanie';
const SCROLL_STEP_PX = 40;
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
const VSYNC_MS = 1000 / 60;

const GOALS = { loginMs: 1500, dashboardMs: 2500, ownJsKb: 150, frameMs: 16, firstVisitMs: 800 };
const FIRST_VISIT_ROUNDS = 3;

// --- Seeding.

/** The demo tenant plus a department of EMPLOYEES people in its Polish company. */
async function seed(dataDir: string) {
  const platform = await createNodePlatform({ dataDir, log: () => {} });
  try {
    await ensureDemoTenant(platform);
    const db = await platform.databases.get('acme');
    const [poland] = await db.select().from(companies).where(eq(companies.country, 'PL'));
    const department = { id: crypto.randomUUID(), companyId: poland!.id, name: DEPARTMENT };
    const first = ['Anna', 'Łukasz', 'Zofia', 'Mykoła', 'Katarzyna', 'Piotr', 'Olena', 'Grzegorz'];
    await db.transaction(async (tx) => {
      await tx.insert(departments).values(department);
      await insertEmployees(tx, { companyId: poland!.id, departmentId: department.id }, EMPLOYEES, (i) => ({
        email: `pakowacz${i}@acme.test`,
        fullName: `${first[i % first.length]} Pakowacz ${String(i).padStart(3, '0')}`,
        acronym: `P${i}`,
        position: 'Pakowacz',
      }));
    });
    const [check] = await db.select({ id: departments.id }).from(departments).where(
      and(eq(departments.companyId, poland!.id), eq(departments.name, DEPARTMENT)),
    );
    return { companyId: poland!.id, departmentId: check!.id };
  } finally {
    await platform.close();
  }
}

/** The first month after `today` with 31 days (`YYYY-MM`): every day of it is still to come. */
function fullMonthAfter(today: string): string {
  let [year, month] = today.split('-').map(Number) as [number, number];
  for (;;) {
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    const candidate = `${year}-${String(month).padStart(2, '0')}`;
    if (daysInMonth(year, month) === 31) return candidate;
  }
}

/** Accepts the admin's terms and plans the department a shift every day of the month (through the API). */
async function plan(page: Page, departmentId: string) {
  const token = await apiToken(page, DEMO.admin);
  const ok = async (answer: Promise<{ status: number; body: unknown }>, what: string) => {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 400)}`);
    return body as Record<string, unknown>;
  };
  await ok(callApi(page, 'POST', '/v1/users/me/consent', { token }), 'consent');
  // The company's today as the API answers it; GRAFIK_CLOCK may pin the clock (docs/testing.md).
  const now = warsawToday();
  const around = await ok(
    callApi(page, 'GET', `/v1/work-schedule/get?start=${addDays(now, -2)}&end=${addDays(now, 2)}`, { token }),
    'today',
  );
  const month = fullMonthAfter(String(around.today));
  const pattern = await ok(
    callApi(page, 'POST', '/v1/work-schedule/patterns/create', {
      token,
      json: {
        name: 'Pakowanie: dzień i noc',
        cycle_length: 4,
        shifts: [
          { type: 'Dzień', start: '06:00', end: '14:00', color: '#f59e0b', days: [1, 2] },
          { type: 'Noc', start: '22:00', end: '06:00', color: '#1e3a8a', days: [3, 4] },
        ],
      },
    }),
    'pattern',
  );
  const applied = await ok(
    callApi(page, 'POST', '/v1/work-schedule/patterns/apply', {
      token,
      json: { pattern_id: pattern.id, department_id: departmentId, start_month: month, months: 1, include_holidays: true },
    }),
    'apply',
  );
  return { month, shifts: Number(applied.created) };
}

// --- Measuring in the page.

// tsx compiles named functions with esbuild's `__name` helper, which the page lacks.
const NAME_HELPER = 'globalThis.__name = (target) => target;';

/** Installed in every document: marks (epoch ms) when each screen first shows what it is for. */
function installMarks() {
  type Bench = { marks: Record<string, number>; navigatedAt?: number };
  const bench: Bench = { marks: {} };
  (window as unknown as { __bench: Bench }).__bench = bench;
  const visible = (element: Element | null) => element instanceof HTMLElement && element.getClientRects().length > 0;
  const enabled = (element: Element | null) => visible(element) && !(element as HTMLInputElement).disabled;
  const ready: Record<string, () => boolean> = {
    login: () =>
      ['input[type="email"]', 'input[type="password"]', 'form button[type="submit"]'].every((s) => enabled(document.querySelector(s))),
    dashboard: () => visible(document.querySelector('[data-testid="my-shift-status"], #off-schedule-hint')),
    workSchedule: () => visible(document.querySelector('li[data-date] [data-status]')),
    employeesSchedule: () => visible(document.querySelector('td[data-cell] [data-shift]')),
  };
  const pending = new Set<string>();
  const check = () => {
    for (const [name, isReady] of Object.entries(ready)) {
      if (name in bench.marks || pending.has(name) || !isReady()) continue;
      pending.add(name);
      // The frame that shows it starts.
      requestAnimationFrame(() => (bench.marks[name] = Date.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('submit', () => sessionStorage.setItem('bench:submitted', String(Date.now())), true);
}

async function waitForMark(page: Page, name: string, timeout = 60_000): Promise<number> {
  await page.waitForFunction(
    (mark) => (window as unknown as { __bench: { marks: Record<string, number> } }).__bench.marks[mark] !== undefined,
    name,
    {
      timeout,
      polling: 100,
    },
  );
  return page.evaluate((mark) => (window as unknown as { __bench: { marks: Record<string, number> } }).__bench.marks[mark]!, name);
}

/** Opens an address inside the app as a link does (react-router follows the history), when it starts. */
function navigateInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((to) => {
    const started = Date.now();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return started;
  }, path);
}

type ScrollRun = { frames: number; work: number[]; intervals: number[] };

/** Scrolls the grid's scroller from top to bottom, SCROLL_STEP_PX a frame; the per-frame figures. */
function scrollGrid(page: Page): Promise<ScrollRun> {
  return page.evaluate(async (step) => {
    const table = document.querySelector('td[data-cell]')!.closest('table')!;
    let scroller: HTMLElement | null = table.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
      scroller = scroller.parentElement;
    }
    if (!scroller) throw new Error('the grid has no scroller');
    const target = scroller;
    target.scrollTop = 0;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    let firstEvent: number | null = null;
    const onScroll = () => (firstEvent ??= performance.now());
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    const work: number[] = [];
    const intervals: number[] = [];
    const channel = new MessageChannel();
    let frameStart = 0;
    let previous: number | null = null;
    return new Promise<{ frames: number; work: number[]; intervals: number[] }>((done) => {
      let finished = false;
      channel.port1.onmessage = () => {
        work.push(performance.now() - frameStart);
        if (finished) {
          document.removeEventListener('scroll', onScroll, true);
          channel.port1.close();
          done({ frames: work.length, work, intervals });
        }
      };
      const frame = (time: number) => {
        frameStart = firstEvent ?? performance.now();
        firstEvent = null;
        if (previous !== null) intervals.push(time - previous);
        previous = time;
        const before = target.scrollTop;
        target.scrollTop = before + step;
        finished = target.scrollTop === before;
        channel.port2.postMessage(null);
        if (!finished) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, SCROLL_STEP_PX);
}

// --- A trace of the scroll (--trace FILE): where the main thread's time goes.

type TraceEvent = { name: string; ph: string; dur?: number; ts: number; pid: number; tid: number; args?: { name?: string } };

/** Starts a CDP trace; `stop` writes it (Chromium's format: open it in DevTools' Performance panel) and sums its main thread's time by kind. */
async function startTrace(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: process.env.PHONE_CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  return {
    async stop(file: string) {
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      await writeFile(file, JSON.stringify({ traceEvents: events }));
      // The page's main thread: the renderer main thread that worked the most.
      const busy = new Map<string, number>();
      for (const event of events) {
        if (event.name === 'RunTask' && event.ph === 'X') {
          busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
        }
      }
      const main = events
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
      const kinds: Record<string, string> = {
        FunctionCall: 'script',
        EvaluateScript: 'script',
        TimerFire: 'script',
        FireAnimationFrame: 'script',
        EventDispatch: 'script',
        UpdateLayoutTree: 'style',
        Layout: 'layout',
        PrePaint: 'paint',
        Paint: 'paint',
        Layerize: 'paint',
        UpdateLayer: 'paint',
        Commit: 'paint',
      };
      const totals: Record<string, number> = { task: 0, script: 0, style: 0, layout: 0, paint: 0 };
      // Kinds nest (a script forces a layout): each event counts once, its nested kinds subtracted from its parent.
      const mine = events.filter((event) => event.ph === 'X' && main && event.pid === main.pid && event.tid === main.tid).sort((a, b) =>
        a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)
      );
      const open: { end: number; kind: string | null }[] = [];
      for (const event of mine) {
        while (open.length && open[open.length - 1]!.end <= event.ts) open.pop();
        const dur = (event.dur ?? 0) / 1000;
        if (event.name === 'RunTask' && !open.length) totals.task! += dur;
        const kind = kinds[event.name] ?? null;
        if (kind) {
          const parent = [...open].reverse().find((item) => item.kind);
          if (parent?.kind) totals[parent.kind]! -= dur;
          totals[kind]! += dur;
        }
        open.push({ end: event.ts + (event.dur ?? 0), kind });
      }
      return totals;
    },
  };
}

// --- JavaScript of a screen.

type Script = { url: string; raw: number; transferred: number; gzip: number };

/** Every script a cold load of `path` runs (fresh context, empty cache), once `mark` shows. */
async function scriptsOf(browser: Browser, server: TestServer, path: string, mark: string, token?: string): Promise<Script[]> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.origin('acme') });
  try {
    await context.addInitScript(NAME_HELPER);
    await context.addInitScript(installMarks);
    if (token) await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const rows = new Map<string, Script & { headers: number; type: string }>();
    const bodies: Promise<void>[] = [];
    cdp.on('Network.responseReceived', (event) => {
      rows.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        raw: 0,
        transferred: 0,
        gzip: 0,
        headers: event.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const row = rows.get(event.requestId);
      if (!row || row.type !== 'Script') return;
      row.transferred = Math.max(0, event.encodedDataLength - row.headers);
      bodies.push(
        cdp.send('Network.getResponseBody', { requestId: event.requestId }).then((answer) => {
          const body = answer.base64Encoded ? Buffer.from(answer.body, 'base64') : Buffer.from(answer.body);
          row.raw = body.byteLength;
          row.gzip = gzipSync(body, { level: 9 }).byteLength;
        }),
      );
    });
    await page.goto(path);
    await waitForMark(page, mark);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    return [...rows.values()].filter((row) => row.type === 'Script').map(({ url, raw, transferred, gzip }) => ({
      url: new URL(url).pathname,
      raw,
      transferred,
      gzip,
    }));
  } finally {
    await context.close();
  }
}

// --- First visits, signed in (issue 29, item 17).

/**
 * The screens a first visit is timed on, and when each shows what it is for: every selector
 * visible and no loading spinner left in the content (the cards and sections load apart).
 */
const FIRST_VISITS = [
  {
    name: 'dashboard',
    path: '/',
    ready: ['[data-testid="my-shift-status"], #off-schedule-hint', '[aria-labelledby="open-shifts-title"] table'],
  },
  { name: 'work schedule', path: '/work-schedule', ready: ['li[data-date]'] },
  { name: 'employees schedule', path: '/employees-schedule', ready: ['td[data-cell]'] },
  { name: 'telemetry', path: '/telemetry', ready: ['[data-testid="telemetry-summary"]'] },
] as const;

/** Installed in the page of a first visit: `__firstVisit.ready` (performance.now()) when the screen shows. */
function installFirstVisitMark(selectors: readonly string[]) {
  const mark: { ready?: number; pending?: boolean } = {};
  (window as unknown as { __firstVisit: typeof mark }).__firstVisit = mark;
  const shown = (selector: string) => {
    const element = document.querySelector(selector);
    return element instanceof HTMLElement && element.getClientRects().length > 0;
  };
  const check = () => {
    if (mark.pending || !selectors.every(shown) || document.querySelector('#main [role="status"] svg.animate-spin')) return;
    mark.pending = true;
    requestAnimationFrame(() => (mark.ready = performance.now())); // the frame that shows it starts
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

type FirstVisit = { readyMs: number; firstApiMs: number; scriptsDoneMs: number; scripts: number };

/**
 * A first visit of a signed-in user to `path`: a fresh context (empty cache, the token in storage),
 * unthrottled (this machine); from navigation start until the screen shows its data. Also when the
 * first API request started and when the last script that ran before it showed had arrived.
 */
async function firstVisit(browser: Browser, origin: string, token: string, visit: (typeof FIRST_VISITS)[number]): Promise<FirstVisit> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  try {
    await context.addInitScript(NAME_HELPER);
    await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    await context.addInitScript(installFirstVisitMark, visit.ready);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string; start: number; end?: number }>();
    cdp.on(
      'Network.requestWillBeSent',
      (event) => requests.set(event.requestId, { url: event.request.url, type: event.type ?? '', start: event.timestamp }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
    await page.goto(visit.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __firstVisit: { ready?: number } }).__firstVisit.ready !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    const readyMs = await page.evaluate(() => (window as unknown as { __firstVisit: { ready: number } }).__firstVisit.ready);
    // performance.now() counts from navigation start, the network's timestamps from the document's request (a few ms later at most).
    const list = [...requests.values()].sort((a, b) => a.start - b.start);
    const since = (seconds: number) => (seconds - list[0]!.start) * 1000;
    const api = list.find((request) => new URL(request.url).pathname.startsWith('/api/'));
    const scripts = list.filter((request) => request.type === 'Script' && request.end !== undefined && since(request.end) <= readyMs);
    if (process.env.FIRST_VISIT_DETAIL) {
      console.log(`\n${visit.name}: shown at ${readyMs.toFixed(0)} ms; its requests (start-end ms since the document's):`);
      for (const request of list) {
        const end = request.end === undefined ? '…' : since(request.end).toFixed(0);
        console.log(
          `  ${since(request.start).toFixed(0).padStart(5)}-${end.padStart(5)}  ${request.type.padEnd(10)} ${
            new URL(request.url).pathname
          }`,
        );
      }
    }
    return {
      readyMs,
      firstApiMs: api ? since(api.start) : NaN,
      scriptsDoneMs: Math.max(...scripts.map((request) => since(request.end!))),
      scripts: scripts.length,
    };
  } finally {
    await context.close();
  }
}

/** FIRST_VISIT_ROUNDS first visits of each screen, the screens in turn within a round. */
async function firstVisits(browser: Browser, origin: string, token: string) {
  const runs = new Map<string, FirstVisit[]>(FIRST_VISITS.map((visit) => [visit.name, []]));
  for (let round = 0; round < FIRST_VISIT_ROUNDS; round++) {
    for (const visit of FIRST_VISITS) runs.get(visit.name)!.push(await firstVisit(browser, origin, token, visit));
  }
  return FIRST_VISITS.map((visit) => {
    const list = runs.get(visit.name)!;
    const of = (key: keyof FirstVisit) => list.map((run) => run[key]);
    return {
      name: visit.name,
      path: visit.path,
      readyMs: median(of('readyMs')),
      readyRangeMs: [Math.min(...of('readyMs')), Math.max(...of('readyMs'))] as [number, number],
      firstApiMs: median(of('firstApiMs')),
      scriptsDoneMs: median(of('scriptsDoneMs')),
      scripts: median(of('scripts')),
    };
  });
}

// --- The run.

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
const kb = (bytes: number) => bytes / 1024;
const sum = (scripts: Script[], key: 'raw' | 'transferred' | 'gzip') => scripts.reduce((total, script) => total + script[key], 0);

async function throttle(cdp: CDPSession, cpu: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

async function main() {
  const asJson = process.argv.includes('--json');
  // Only the first visits (issue 29 item 17): no phone flow, scroll or JavaScript sizes.
  const firstVisitOnly = process.argv.includes('--first-visit-only');
  const traceAt = process.argv.indexOf('--trace');
  const traceFile = traceAt > 0 ? process.argv[traceAt + 1] : undefined;
  const log = asJson ? () => {} : (line = '') => console.log(line);
  if (!existsSync(join(projectRoot, 'web/dist/index.html'))) {
    log('web/dist is missing: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'grafik-bench-phone-'));
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    const org = await seed(dataDir);
    server = await startServer({ dataDir });
    browser = await launchBrowser([], { full: true });
    const origin = server.origin('acme');

    const setup = await browser.newPage({ baseURL: origin });
    // A page of the web app: API answers carry a policy that allows nothing (no fetch from them).
    await setup.goto('/login', { waitUntil: 'domcontentloaded' });
    const { month, shifts } = await plan(setup, org.departmentId);
    const token = await apiToken(setup, DEMO.admin);
    await setup.context().close();
    const gridPath = `/employees-schedule?company_id=${org.companyId}&department_id=${org.departmentId}&month=${month}`;
    log(
      `Phone: ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, ${
        NETWORK.downloadThroughput / 125_000
      } Mbps down, ${NETWORK.uploadThroughput / 125} kbps up`,
    );
    log(`Employees schedule: ${EMPLOYEES} people of ${DEPARTMENT}, ${month} (${shifts} shifts)\n`);

    // 6 (first, on a server nobody has used yet): signed-in first visits, unthrottled.
    const visits = await firstVisits(browser, origin, token);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const visitRows = visits.map((visit): [string, string, string, boolean] => [
      `first visit, ${visit.name} shown`,
      `< ${GOALS.firstVisitMs / 1000} s`,
      ms(visit.readyMs),
      visit.readyMs < GOALS.firstVisitMs,
    ]);
    const logVisits = () => {
      log(`First visits, signed in (empty cache, no throttle: this machine), median of ${FIRST_VISIT_ROUNDS}:`);
      log(
        `  ${'screen'.padEnd(20)} ${'shown'.padStart(8)} ${'range'.padStart(12)} ${'1st API'.padStart(8)} ${'scripts in'.padStart(11)} ${
          'files'.padStart(6)
        }`,
      );
      for (const visit of visits) {
        log(
          `  ${visit.name.padEnd(20)} ${ms(visit.readyMs).padStart(8)} ${
            `${visit.readyRangeMs[0].toFixed(0)}-${visit.readyRangeMs[1].toFixed(0)}`.padStart(12)
          } ${ms(visit.firstApiMs).padStart(8)} ${ms(visit.scriptsDoneMs).padStart(11)} ${String(visit.scripts).padStart(6)}`,
        );
      }
      log(
        '  shown: navigation start until the screen shows its data; 1st API: when the first API request started; scripts in: when the last script that ran before it showed had arrived.',
      );
    };
    if (firstVisitOnly) {
      if (asJson) {
        console.log(JSON.stringify({ firstVisits: visits }, null, 2));
        return;
      }
      logVisits();
      log();
      logVisits();
      log('\nGoals:');
      for (const [what, goal, figure, ok] of visitRows) {
        log(`  ${what.padEnd(46)} ${goal.padEnd(18)} ${figure.padStart(10)}  ${ok ? 'ok' : 'MISSED'}`);
      }
      return;
    }

    // 1-3: the flow on a phone, cold cache at the start.
    const context: BrowserContext = await browser.newContext({ ...PHONE, baseURL: origin });
    await context.addInitScript(NAME_HELPER);
    await context.addInitScript(installMarks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, CPU_SLOWDOWN);
    await cdp.send('Network.clearBrowserCache');

    await page.goto('/login', { waitUntil: 'commit' });
    const loginMark = await waitForMark(page, 'login');
    const loginMs = loginMark - (await page.evaluate(() => performance.timeOrigin));

    await page.locator('input[type="email"]').fill(DEMO.admin.email);
    await page.locator('input[type="password"]').fill(DEMO.admin.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    const dashboardMark = await waitForMark(page, 'dashboard');
    const dashboardMs = dashboardMark - Number(await page.evaluate(() => sessionStorage.getItem('bench:submitted')));

    const workStarted = await navigateInApp(page, '/work-schedule');
    const workScheduleMs = (await waitForMark(page, 'workSchedule')) - workStarted;
    const gridStarted = await navigateInApp(page, gridPath);
    const employeesScheduleMs = (await waitForMark(page, 'employeesSchedule')) - gridStarted;
    const drawnRows = await page.locator('tbody tr th[scope="row"]').count();

    // 5: scrolling, with the throttle (the phone) and without.
    await page.waitForLoadState('networkidle');
    const tracing = traceFile ? await startTrace(cdp) : null;
    if (process.env.PHONE_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const scrollPhone = await scrollGrid(page);
    if (process.env.PHONE_PROFILE) await writeFile(process.env.PHONE_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const breakdown = tracing ? await tracing.stop(traceFile!) : null;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const scrollFast = await scrollGrid(page);
    await context.close();

    // 4: each screen's JavaScript, cold loads.
    const screens = [
      { name: '/login', path: '/login', mark: 'login', signedIn: false },
      { name: 'dashboard', path: '/', mark: 'dashboard', signedIn: true },
      { name: 'work schedule', path: '/work-schedule', mark: 'workSchedule', signedIn: true },
      { name: 'employees schedule', path: gridPath, mark: 'employeesSchedule', signedIn: true },
    ];
    const loaded: ((typeof screens)[number] & { scripts: Script[] })[] = [];
    for (const screen of screens) {
      loaded.push({ ...screen, scripts: await scriptsOf(browser, server, screen.path, screen.mark, screen.signedIn ? token : undefined) });
    }
    const everywhere = (list: typeof loaded) =>
      new Set(list[0]!.scripts.map((s) => s.url).filter((url) => list.every((screen) => screen.scripts.some((s) => s.url === url))));
    const publicShell = everywhere(loaded);
    const signedInShell = everywhere(loaded.filter((screen) => screen.signedIn));
    const js = loaded.map((screen) => {
      const shell = screen.signedIn ? signedInShell : publicShell;
      const shared = screen.scripts.filter((s) => shell.has(s.url));
      const own = screen.scripts.filter((s) => !shell.has(s.url));
      return {
        name: screen.name,
        files: screen.scripts.length,
        transferred: sum(screen.scripts, 'transferred'),
        gzip: sum(screen.scripts, 'gzip'),
        shellGzip: sum(shared, 'gzip'),
        ownGzip: sum(own, 'gzip'),
        own: own.map((s) => ({ url: s.url, gzip: s.gzip })),
      };
    });

    const frames = (run: ScrollRun) => ({
      frames: run.frames,
      medianMs: median(run.work),
      p95Ms: percentile(run.work, 95),
      over16_7: run.work.filter((ms) => ms > VSYNC_MS).length,
      intervalMedianMs: median(run.intervals),
      intervalP95Ms: percentile(run.intervals, 95),
      dropped: run.intervals.filter((ms) => ms > 1.5 * VSYNC_MS).length,
    });
    const result = {
      conditions: { ...PHONE, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, month, employees: EMPLOYEES, drawnRows, shifts },
      loginMs,
      dashboardMs,
      workScheduleMs,
      employeesScheduleMs,
      js,
      firstVisits: visits,
      scroll: { phone: frames(scrollPhone), unthrottled: frames(scrollFast) },
      ...(breakdown ? { trace: breakdown } : {}),
    };
    if (asJson) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }

    const frameMs = (value: number) => `${value.toFixed(1)} ms`;
    log('JavaScript of each screen (cold load; KB = 1024 bytes; gzip -9 of each file):');
    log(
      `  ${'screen'.padEnd(20)} ${'files'.padStart(5)} ${'sent'.padStart(8)} ${'gzip'.padStart(8)} ${'shell'.padStart(8)} ${
        'own'.padStart(8)
      }  own files`,
    );
    for (const row of js) {
      log(
        `  ${row.name.padEnd(20)} ${String(row.files).padStart(5)} ${kb(row.transferred).toFixed(1).padStart(8)} ${
          kb(row.gzip).toFixed(1).padStart(8)
        } ${kb(row.shellGzip).toFixed(1).padStart(8)} ${kb(row.ownGzip).toFixed(1).padStart(8)}  ${
          row.own.map((s) => `${s.url.replace('/assets/', '')} ${kb(s.gzip).toFixed(1)}`).join(', ')
        }`,
      );
    }
    log(`  shell: /login's is what every screen loads (the entry); the signed-in screens' is what all three load (entry, frame, texts).`);
    log(
      `\nScrolling the employees schedule (${EMPLOYEES} people × 31 days, ${drawnRows} rows drawn at the top), ${SCROLL_STEP_PX} px a frame:`,
    );
    log(
      `  ${''.padEnd(18)} ${'frames'.padStart(6)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${
        '>16.7ms'.padStart(8)
      }   rAF interval median / p95, dropped`,
    );
    for (
      const [name, run] of [
        [`CPU ${CPU_SLOWDOWN}x slower`, result.scroll.phone],
        ['CPU unthrottled', result.scroll.unthrottled],
      ] as const
    ) {
      log(
        `  ${name.padEnd(18)} ${String(run.frames).padStart(6)} ${frameMs(run.medianMs).padStart(8)} ${frameMs(run.p95Ms).padStart(8)} ${
          String(run.over16_7).padStart(8)
        }   ${frameMs(run.intervalMedianMs)} / ${frameMs(run.intervalP95Ms)}, ${run.dropped}`,
      );
    }
    if (breakdown) {
      log(
        `  trace (${traceFile}), the 4x scroll's main thread in ms: ${
          Object.entries(breakdown).map(([what, value]) => `${what} ${value.toFixed(0)}`).join(', ')
        }`,
      );
    }
    log(
      `  frame time: the main thread's work of a frame (scroll event, rAF, style, layout, paint); the goal reads the ${CPU_SLOWDOWN}x line.`,
    );

    const worstOwn = js.reduce((worst, row) => (row.ownGzip > worst.ownGzip ? row : worst));
    const table: [string, string, string, boolean][] = [
      ['/login usable, first visit', `< ${GOALS.loginMs / 1000} s`, ms(loginMs), loginMs < GOALS.loginMs],
      ['dashboard after signing in', `< ${GOALS.dashboardMs / 1000} s`, ms(dashboardMs), dashboardMs < GOALS.dashboardMs],
      ['work schedule grid', '(no goal)', ms(workScheduleMs), true],
      ['employees schedule grid', '(no goal)', ms(employeesScheduleMs), true],
      ...visitRows,
      ...js.map((
        row,
      ): [string, string, string, boolean] => [
        `JS of its own: ${row.name}`,
        `<= ${GOALS.ownJsKb} KB gzip`,
        `${kb(row.ownGzip).toFixed(1)} KB`,
        kb(row.ownGzip) <= GOALS.ownJsKb,
      ]),
      [
        `employees schedule scroll, p95 (CPU ${CPU_SLOWDOWN}x)`,
        `< ${GOALS.frameMs} ms a frame`,
        frameMs(result.scroll.phone.p95Ms),
        result.scroll.phone.p95Ms < GOALS.frameMs,
      ],
      ['employees schedule scroll, p95 (unthrottled)', '(for comparison)', frameMs(result.scroll.unthrottled.p95Ms), true],
    ];
    log('\nGoals:');
    for (const [what, goal, figure, ok] of table) {
      const noGoal = goal.startsWith('(');
      log(`  ${what.padEnd(46)} ${goal.padEnd(18)} ${figure.padStart(10)}  ${noGoal ? '' : ok ? 'ok' : 'MISSED'}`);
    }
    log(`  (largest own JavaScript: ${worstOwn.name}, ${kb(worstOwn.ownGzip).toFixed(1)} KB gzip)`);
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
