// HTTP benchmark (issue 18): authenticated reads against the framework's own limit, in one run; not
// a test.
//   npx tsx scripts/bench/http.ts [--seconds 10] [--connections 50] [--users 200] [--edge off] [--only me,rooms] [--pin on]
// Starts, each in a process of its own (scripts/bench/http-peers.ts): a bare Hono hello world on
// @hono/node-server, and Grafik's Node entry as `npm start` runs it (node with its heap settings,
// tsx, worker/node.ts: support.ts nodeEntryArgs) on a temporary DATA_DIR with the demo tenant plus a
// company of 200 employees with a month of shifts.
// autocannon, in this process, loads each route in turn (keep-alive, C connections, S seconds) and
// the script prints req/s, p50, p99 and the route's share of bare Hono's req/s in the same run:
//   GET /api/v1/utils/health-check/        no tenant database work, no token
//   GET /api/v1/users/me                   the demo user
//   GET /api/v1/work-schedule/get          the demo user's month
//   GET /api/v1/employees-schedule/        200 employees and a month (the superadmin)
//   GET /api/v1/notifications/get          the demo user
//   GET /api/v1/rooms/                     the demo user's chat rooms
// Then the mixed load: U simulated users, each signed in once and then reading without think time
// (me, the month, notifications, the absence balance) and marking notifications read (one request
// in five is that write); p99, errors, and the Node entry's resident memory (VmHWM).
// Then the same routes in workerd: the Worker bundle as `wrangler deploy --dry-run` builds it, in
// Miniflare, its databases the same files served over libSQL's HTTP protocol by the test server.
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { Miniflare } from 'miniflare';
import { request, type Dispatcher } from 'undici';
import { companies, departments } from '../../worker/db/schema';
import { DEMO_PASSWORD, DEMO_TENANT, ensureDemoShiftsToday, ensureDemoTenant } from '../../worker/demo/seed';
import { compatibilityDateOf, compatibilityFlagsOf } from '../../tests/support/workerd-bundle';
import { createNodePlatform } from '../../worker/platform/node';
import { bundleEdge, BUNDLE_MODULE_RULES } from '../bundle-edge';
import { freePort, insertEmployees, nodeEntryArgs } from './support';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '200' },
    edge: { type: 'string', default: 'on' },
    // Only the routes whose names contain one of these words (`--only me,rooms`); the mixed load still runs.
    only: { type: 'string', default: '' },
    // `--pin on`: the Node servers on CPU 0, the load generator on CPU 1 (see PINNED).
    pin: { type: 'string', default: 'off' },
  },
});
const ONLY = values.only ? values.only.split(',') : [];
const chosen = (route: Route) => ONLY.length === 0 || ONLY.some((word) => route.name.includes(word));
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const USERS = Number(values.users);
const SECRET_KEY = 'bench-http-secret-key-that-is-long-enough-01';
const DB_TOKEN = 'bench-http-database-token';
const HOST = `${DEMO_TENANT.slug}.localhost`;
const GRID_EMPLOYEES = 200;
const projectRoot = new URL('../..', import.meta.url).pathname;

type Target = { name: string; url: string };
type Route = { name: string; path: string; token?: string; goal?: number };
type Figures = { rps: number; p50: number; p99: number; errors: number; kinds: string };

// ------------------------------------------------------------------------------------ processes

// With `--pin on` (two CPUs and taskset), the Node servers run on CPU 0 and this process
// (autocannon) on CPU 1. Not the default: it did not steady bare Hono's figure (43 000-59 000 req/s
// pinned or not), and with its GC's helper threads on the server's one CPU, Grafik's memory and the
// mixed load's p99 got worse (peak 269 against 240 MB, p99 104 against 66 ms), unlike a real server.
const PINNED = values.pin === 'on' && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
const ALL_CPUS = `0-${cpus().length - 1}`;
/** Moves every thread of this process to these CPUs. */
const pinSelf = (list: string) => PINNED && spawnSync('taskset', ['-a', '-cp', list, String(process.pid)], { stdio: 'ignore' });

/** A child process of node with these arguments that prints what `ready` matches once it answers; `pin`: on CPU 0. */
async function startChild(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  pin = false,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const command = [process.execPath, ...args];
  const [file, ...rest] = pin && PINNED ? ['taskset', '-c', '0', ...command] : command;
  const child = spawn(file!, rest, {
    cwd: projectRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const match = await new Promise<RegExpExecArray>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = ready.exec(output);
      if (found) ok(found);
    });
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} stopped (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  return { child, match };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  await exited;
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbOf = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kbOf('VmRSS'), peak: kbOf('VmHWM') };
}

// ------------------------------------------------------------------------------------ data

/** The demo tenant, and a company of 200 employees in one department (the employees schedule's case). */
async function seed(dataDir: string) {
  const platform = await createNodePlatform({ dataDir, env: { SECRET_KEY }, log: () => {} });
  try {
    await ensureDemoTenant(platform);
    await ensureDemoShiftsToday(platform);
    const db = await platform.databases.get(DEMO_TENANT.slug);
    const company = { id: crypto.randomUUID(), name: 'Magazyn Centralny sp. z o.o.', timezone: 'Europe/Warsaw', country: 'PL' as const };
    const department = { id: crypto.randomUUID(), companyId: company.id, name: 'Kompletacja' };
    await db.transaction(async (tx) => {
      await tx.insert(companies).values(company);
      await tx.insert(departments).values(department);
      await insertEmployees(tx, { companyId: company.id, departmentId: department.id }, GRID_EMPLOYEES, (i) => ({
        email: `magazyn${i}@acme.test`,
        fullName: `${['Łucja', 'Ґанна', 'Paweł', 'Олег'][i % 4]} Magazynier ${String(i).padStart(3, '0')}`,
        position: 'Magazynier',
      }));
    });
    return { company, department };
  } finally {
    await platform.close();
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  init: { token?: string; form?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = { host: HOST };
  let body: string | undefined;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  // undici's request, not fetch: fetch sends the URL's host, not the tenant's.
  const res = await request(`${base}${path}`, { method: method as Dispatcher.HttpMethod, headers, body });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 400)}`);
  return JSON.parse(text);
}

const signIn = async (base: string, email: string): Promise<string> =>
  (await call(base, 'POST', '/api/v1/login/access-token', { form: { username: email, password: DEMO_PASSWORD } })).access_token;

// ------------------------------------------------------------------------------------ load

async function load(target: Target, route: Route, connections = CONNECTIONS, seconds = SECONDS): Promise<Figures> {
  const headers: Record<string, string> = { host: HOST };
  if (route.token) headers.authorization = `Bearer ${route.token}`;
  const result = await autocannon({ url: `${target.url}${route.path}`, connections, duration: seconds, headers });
  return figuresOf(result);
}

function figuresOf(result: autocannon.Result): Figures {
  // autocannon's `errors` are connection errors, its timeouts among them.
  const kinds = Object.entries({
    timeouts: result.timeouts,
    '4xx': result['4xx'],
    '5xx': result['5xx'],
    'connection errors': result.errors - result.timeouts,
  })
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, kinds };
}

/** U users at once, each on a connection of their own with their own token, reading without think time. */
async function mixedLoad(target: Target, tokens: string[], paths: { read: string[]; write: string }, seconds = SECONDS): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: target.url,
    connections: tokens.length,
    duration: seconds,
    setupClient(client) {
      const headers = { host: HOST, authorization: `Bearer ${tokens[next++ % tokens.length]}` };
      client.setRequests([
        ...paths.read.map((path) => ({ method: 'GET' as const, path, headers })),
        { method: 'PATCH' as const, path: paths.write, headers },
      ]);
    },
  });
  return figuresOf(result);
}

// ------------------------------------------------------------------------------------ output

const round = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

function row(route: Route, node: Figures, bare: number, edge?: Figures, edgeBare?: number) {
  const share = node.rps / bare;
  const goal = route.goal === undefined ? '' : `goal ${(route.goal * 100).toFixed(0)}% ${verdict(share >= route.goal)}`;
  let line = `${pad(route.name, 36)} ${padStart(round(node.rps), 8)} ${padStart(ms(node.p50), 7)} ${padStart(ms(node.p99), 7)} ${
    padStart(`${(share * 100).toFixed(1)}%`, 7)
  }`;
  line += node.errors ? `  ${node.errors} errors (${node.kinds})` : '';
  line += `  ${pad(goal, 17)}`;
  if (edge && edgeBare) {
    line += ` | ${padStart(round(edge.rps), 7)} ${padStart(ms(edge.p50), 7)} ${padStart(ms(edge.p99), 7)} ${
      padStart(`${((edge.rps / edgeBare) * 100).toFixed(1)}%`, 6)
    }${edge.errors ? `  ${edge.errors} errors` : ''}`;
  }
  console.log(line);
}

// ------------------------------------------------------------------------------------ run

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-bench-http-'));
  const children: ChildProcess[] = [];
  try {
    console.log(
      `HTTP benchmark (Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s a route; ${USERS} users in the mixed load)`,
    );
    if (PINNED) console.log('Node servers on CPU 0, the load generator on CPU 1 (taskset); workerd and its database unpinned.');
    const org = await seed(dataDir);
    const bare = await startChild(['--import', 'tsx', 'scripts/bench/http-peers.ts', 'bare-hono'], {}, /listening (\S+)/, true);
    children.push(bare.child);
    const webDist = join(dataDir, 'no-web');
    mkdirSync(webDist);
    const port = await freePort();
    const grafik = await startChild(
      nodeEntryArgs(),
      { PORT: String(port), DATA_DIR: dataDir, SECRET_KEY, WEB_DIST: webDist },
      /Grafik is running/,
      true,
    );
    children.push(grafik.child);
    const node: Target = { name: 'node', url: `http://127.0.0.1:${port}` };

    // The month of shifts for the 200 employees, applied through the API; the tokens.
    const month = new Date().toISOString().slice(0, 7);
    const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const routesFor = async (
      base: string,
    ): Promise<{ routes: Route[]; user: string; tokens: () => Promise<string[]>; mixed: { read: string[]; write: string } }> => {
      const superadmin = await signIn(base, 'super@acme.test');
      const user = await signIn(base, 'user@acme.test');
      const rooms = '/api/v1/rooms/';
      const mine = `/api/v1/work-schedule/get?start=${month}-01&end=${monthEnd}`;
      return {
        user,
        routes: [
          { name: 'GET /utils/health-check/', path: '/api/v1/utils/health-check/', goal: 0.7 },
          { name: 'GET /users/me', path: '/api/v1/users/me', token: user, goal: 0.35 },
          { name: 'GET /work-schedule/get (a month)', path: mine, token: user, goal: 0.12 },
          {
            name: 'GET /employees-schedule/ (200 x month)',
            path: `/api/v1/employees-schedule/?company_id=${org.company.id}&month=${month}`,
            token: superadmin,
            goal: 0.02,
          },
          { name: 'GET /notifications/get', path: '/api/v1/notifications/get', token: user, goal: 0.2 },
          { name: 'GET /rooms/', path: rooms, token: user, goal: 0.2 },
        ],
        // U sessions of the demo's employees and accounts, each signed in once.
        async tokens() {
          const people = (await call(base, 'GET', '/api/v1/users/?limit=100', { token: superadmin })).data as {
            email: string;
            is_active: boolean;
          }[];
          const emails = people.filter((p) => p.is_active && !p.email.startsWith('magazyn')).map((p) => p.email);
          const tokens: string[] = [];
          for (let i = 0; i < USERS; i++) tokens.push(await signIn(base, emails[i % emails.length]!));
          return tokens;
        },
        mixed: {
          read: ['/api/v1/users/me', mine, '/api/v1/notifications/get', '/api/v1/vacation-sick/get-by-user'],
          write: '/api/v1/notifications/mark-all',
        },
      };
    };
    const superadmin = await signIn(node.url, 'super@acme.test');
    const pattern = await call(node.url, 'POST', '/api/v1/work-schedule/patterns/create', {
      token: superadmin,
      json: {
        name: 'Dwie zmiany',
        cycle_length: 4,
        shifts: [
          { type: 'Ranna', start: '06:00', end: '14:00', color: '#f59e0b', days: [1, 2] },
          { type: 'Popołudniowa', start: '14:00', end: '22:00', color: '#1e3a8a', days: [3] },
        ],
      },
    });
    await call(node.url, 'POST', '/api/v1/work-schedule/patterns/apply', {
      token: superadmin,
      json: { pattern_id: pattern.id, department_id: org.department.id, start_month: month, months: 1, include_holidays: true },
    });
    const nodeRoutes = await routesFor(node.url);
    // Every route answers 200 before it is loaded: a benchmark of error answers measures nothing.
    for (const route of nodeRoutes.routes) await call(node.url, 'GET', route.path, { token: route.token });
    const grid = await call(node.url, 'GET', nodeRoutes.routes[3]!.path, { token: superadmin });
    if (grid.employees?.length !== GRID_EMPLOYEES) {
      throw new Error(`the employees schedule has ${grid.employees?.length} people, not ${GRID_EMPLOYEES}`);
    }

    const bareTarget: Target = { name: 'bare', url: bare.match[1]! };
    const barePath: Route = { name: 'bare Hono hello world', path: '/' };
    pinSelf('1');
    // A short warm-up of each server (JIT, caches) that is not counted.
    await load(bareTarget, barePath, CONNECTIONS, 2);
    await load(node, nodeRoutes.routes[1]!, CONNECTIONS, 2);

    const nodeBare = await load(bareTarget, barePath);
    const nodeFigures = new Map<string, Figures>();
    for (const route of nodeRoutes.routes.filter(chosen)) nodeFigures.set(route.name, await load(node, route));
    const idle = memoryOf(grafik.child.pid!);
    const tokens = await nodeRoutes.tokens();
    const mixedBefore = memoryOf(grafik.child.pid!);
    const mixed = await mixedLoad(node, tokens, nodeRoutes.mixed);
    const mixedAfter = memoryOf(grafik.child.pid!);

    // workerd: the bundle on the same files, over HTTP.
    let edgeBare: number | undefined;
    const edgeFigures = new Map<string, Figures>();
    let edgeMixed: Figures | undefined;
    pinSelf(ALL_CPUS);
    if (values.edge !== 'off') {
      await stopChild(grafik.child);
      const outdir = mkdtempSync(join(tmpdir(), 'grafik-bench-http-edge-'));
      const bundle = await bundleEdge(outdir);
      const hrana = await startChild(['--import', 'tsx', 'scripts/bench/http-peers.ts', 'hrana', dataDir, DB_TOKEN], {}, /listening (\S+)/);
      children.push(hrana.child);
      const wrangler = readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8');
      const mf = new Miniflare({
        modules: true,
        modulesRoot: dirname(bundle.main),
        modulesRules: BUNDLE_MODULE_RULES,
        scriptPath: bundle.main,
        compatibilityDate: compatibilityDateOf(wrangler),
        compatibilityFlags: compatibilityFlagsOf(wrangler),
        bindings: {
          SECRET_KEY,
          TURSO_DATABASE_URL_TEMPLATE: `${hrana.match[1]}/tenants/{tenant}/`,
          CONTROL_DATABASE_URL: `${hrana.match[1]}/control/`,
          TURSO_AUTH_TOKEN: DB_TOKEN,
        },
        r2Buckets: ['MEDIA'],
        serviceBindings: { ASSETS: () => new Response('') },
        cf: false,
        port: await freePort(),
      });
      try {
        const edge: Target = { name: 'edge', url: (await mf.ready).origin };
        const edgeRoutes = await routesFor(edge.url);
        for (const route of edgeRoutes.routes) await call(edge.url, 'GET', route.path, { token: route.token });
        await load(edge, edgeRoutes.routes[1]!, CONNECTIONS, 2);
        edgeBare = nodeBare.rps;
        for (const route of edgeRoutes.routes.filter(chosen)) edgeFigures.set(route.name, await load(edge, route));
        edgeMixed = await mixedLoad(edge, await edgeRoutes.tokens(), edgeRoutes.mixed);
      } finally {
        await mf.dispose();
        rmSync(outdir, { recursive: true, force: true });
      }
    }

    console.log('');
    console.log(
      `${pad('route', 36)} ${padStart('req/s', 8)} ${padStart('p50', 7)} ${padStart('p99', 7)} ${padStart('share', 7)}  ${pad('', 17)}${
        edgeBare ? ` | workerd: req/s     p50     p99  share` : ''
      }`,
    );
    row(barePath, nodeBare, nodeBare.rps);
    for (const route of nodeRoutes.routes.filter(chosen)) {
      row(route, nodeFigures.get(route.name)!, nodeBare.rps, edgeFigures.get(route.name), edgeBare);
    }
    console.log('');
    const mixedOk = mixed.p99 < 50 && mixed.errors === 0 && mixedAfter.peak < 250 * 1024 * 1024;
    console.log(
      `mixed load, ${USERS} users (Node): ${round(mixed.rps)} req/s, p50 ${ms(mixed.p50)}, p99 ${ms(mixed.p99)}, ${mixed.errors} errors${
        mixed.kinds ? ` (${mixed.kinds})` : ''
      }; `
        + `resident memory ${mb(idle.rss)} after the routes, ${mb(mixedBefore.rss)} before the mix, peak ${mb(mixedAfter.peak)}`,
    );
    console.log(
      `  goals: p99 < 50 ms ${verdict(mixed.p99 < 50)}, no errors ${verdict(mixed.errors === 0)}, resident peak < 250 MB ${
        verdict(mixedAfter.peak < 250 * 1024 * 1024)
      }: ${verdict(mixedOk)}`,
    );
    if (edgeMixed) {
      console.log(
        `mixed load, ${USERS} users (workerd): ${round(edgeMixed.rps)} req/s, p50 ${ms(edgeMixed.p50)}, p99 ${
          ms(edgeMixed.p99)
        }, ${edgeMixed.errors} errors${edgeMixed.kinds ? ` (${edgeMixed.kinds})` : ''}`,
      );
    }
    console.log('workerd shares are of the same bare Hono run on Node: the edge has no bare server of its own here.');
  } finally {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
