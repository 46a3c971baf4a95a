// Hour reports benchmark (issue 16), figures measured in one run; not a test.
//   npx tsx scripts/bench/reports.ts
// Seeds a `bench` tenant (Node platform, temporary DATA_DIR, DEMO_TENANT=off): one company of 200
// employees with a month of shifts (a day/night rotation every day, applied through the API), two
// thirds of them worked (actual times a few minutes off the plan), a third of those confirmed, and
// a week of vacation for every tenth person. Then:
//   1. Node: GET /document/pdf/report-company for that month through HTTP, from the Node entry as
//      `npm start` runs it (nodeEntryArgs) in a process of its own on the seeded files: the
//      first request and the median of the next ones, the bytes and pages, and that process's
//      resident memory (VmRSS idle, VmHWM the peak). Also the CSV, and the PDF of a whole year of a
//      50-person department (the limit of one call is 366 days).
//   2. workerd: the Worker bundle as `wrangler deploy --dry-run` builds it, in Miniflare, on the same
//      files served over libSQL's HTTP protocol (tests/support/hrana-server.ts): the same PDF, its
//      time, and workerd's resident memory (its process's VmRSS).
// Goals: the company's month under 1.5 s and 200 MB resident on Node; completes in workerd.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Miniflare } from 'miniflare';
import { companies, departments, employmentRecords, users } from '../../worker/db/schema';
import { startServer } from '../../worker/node';
import { compatibilityFlagsOf } from '../../tests/support/workerd-bundle';
import { createNodePlatform, openLibsqlFile, tenantDatabasePath } from '../../worker/platform/node';
import { provisionTenant } from '../../worker/features/tenants/provision';
import { startHranaServer } from '../../tests/support/hrana-server';
import { bundleEdge, BUNDLE_MODULE_RULES } from '../bundle-edge';
import { freePort, nodeEntryArgs } from './support';

const SLUG = 'bench';
const PASSWORD = 'bench-password-1';
const SECRET_KEY = 'bench-secret-key-that-is-long-enough-0123';
const EMPLOYEES = 200;
const MONTH = '2031-01';
const ROUNDS = 5;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function http(port: number, method: string, path: string, init: { token?: string; form?: Record<string, string>; json?: unknown } = {}) {
  const headers: Record<string, string> = { Host: `${SLUG}.localhost:${port}` };
  let body: string | undefined;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return new Promise<Answer>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read loosely
async function json(answer: Promise<Answer>, what: string): Promise<any> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.body.toString('utf8').slice(0, 400)}`);
  return JSON.parse(res.body.toString('utf8'));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The highest value `read` gives while `work` runs, sampled every 5 ms. */
async function peakDuring<T>(read: () => number, work: () => Promise<T>): Promise<{ value: T; peak: number; ms: number }> {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 5);
  const started = performance.now();
  try {
    const value = await work();
    return { value, peak: Math.max(peak, read()), ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

/** Pages of a PDF, by pdfinfo (poppler-utils) when it is installed. */
function pagesOf(bytes: Buffer, dir: string): string {
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]!;
  } catch {
    return '?';
  }
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbOf = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kbOf('VmRSS'), peak: kbOf('VmHWM') };
}

/** The Node entry as `npm start` runs it (nodeEntryArgs), in a process of its own on these files. */
async function startNodeEntry(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeEntryArgs(), {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), DATA_DIR: dataDir, DEMO_TENANT: 'off', SECRET_KEY, WEB_DIST: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('Grafik is running')) ok();
    });
    child.once('exit', (code) => fail(new Error(`the Node entry stopped (${code})`)));
  });
  return child;
}

/** The resident memory of the workerd processes under this one (Miniflare starts one). */
function workerdRss(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/^Name:\s+workerd/m.test(status)) continue;
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)![1]);
      if (ppid !== process.pid) continue;
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)![1]) * 1024;
    } catch {
      // the process ended
    }
  }
  return total;
}

async function seed(dataDir: string) {
  const platform = await createNodePlatform({ dataDir, env: { SECRET_KEY }, log: () => {} });
  await provisionTenant(platform, {
    slug: SLUG,
    name: 'Bench',
    adminEmail: 'owner@bench.test',
    adminPassword: PASSWORD,
    adminName: 'Bench Owner',
  });
  const db = await platform.databases.get(SLUG);
  const company = { id: crypto.randomUUID(), name: 'Zakład Łódź Sp. z o.o.', timezone: 'Europe/Warsaw', country: 'PL' as const };
  const lines = Array.from({ length: 4 }, (_, i) => ({ id: crypto.randomUUID(), companyId: company.id, name: `Linia ${i + 1}` }));
  const people = Array.from({ length: EMPLOYEES }, (_, i) => ({ id: crypto.randomUUID(), i, dept: lines[i % 4]! }));
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(company);
    await tx.insert(departments).values(lines);
    await tx.insert(users).values(
      people.map((p) => ({
        id: p.id,
        email: `worker${p.i}@bench.test`,
        fullName: `${['Łucja', 'Ґанна', 'Paweł', 'Олег'][p.i % 4]} Pracownik ${String(p.i).padStart(3, '0')}`,
        hashedPassword: 'x',
        searchText: `worker${p.i}@bench.test`,
      })),
    );
    await tx.insert(employmentRecords).values(
      people.map((p) => ({
        id: crypto.randomUUID(),
        userId: p.id,
        companyId: company.id,
        departmentId: p.dept.id,
        position: 'Operator',
        startDate: '2020-01-01',
      })),
    );
  });
  await platform.close();
  return { company, lines, people };
}

/** Two thirds of the shifts worked (a few minutes off the plan), a third of those confirmed; vacations. */
function work(dataDir: string, people: { id: string; i: number }[]) {
  const client = openLibsqlFile(tenantDatabasePath(dataDir, SLUG));
  const sql = `
    UPDATE day_shifts SET
      started_at = planned_start_at + ((abs(random()) % 11) - 5) * 60000,
      ended_at = planned_end_at + ((abs(random()) % 41) - 10) * 60000
    WHERE abs(random()) % 3 != 0;
    UPDATE day_shifts SET confirmed = 1, confirmed_at = ended_at, confirmation_notes = 'auto'
    WHERE ended_at IS NOT NULL AND abs(random()) % 3 = 0;`;
  return client
    .executeMultiple(sql)
    .then(() =>
      client.batch(
        people
          .filter((p) => p.i % 10 === 0)
          .map((p) => ({
            sql:
              `INSERT INTO vacation_requests (id, user_id, type, start_date, end_date, hours, status) VALUES (?, ?, 'vacation', '${MONTH}-13', '${MONTH}-19', 40, 'approved')`,
            args: [crypto.randomUUID(), p.id],
          })),
        'write',
      )
    )
    .finally(() => client.close());
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-bench-reports-'));
  let stop: (() => Promise<void>) | undefined;
  try {
    const org = await seed(dataDir);
    const port = await freePort();
    ({ stop } = await startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_TENANT: 'off', SECRET_KEY, WEB_DIST: dataDir }));
    const login = async (p: number) =>
      (await json(http(p, 'POST', '/api/v1/login/access-token', { form: { username: 'owner@bench.test', password: PASSWORD } }), 'login'))
        .access_token as string;
    const token = await login(port);
    const pattern = await json(
      http(port, 'POST', '/api/v1/work-schedule/patterns/create', {
        token,
        json: {
          name: 'Day and night',
          cycle_length: 2,
          shifts: [
            { type: 'Dzień', start: '06:00', end: '18:00', color: '#f59e0b', days: [1] },
            { type: 'Noc', start: '18:00', end: '06:00', color: '#1e3a8a', days: [2] },
          ],
        },
      }),
      'pattern',
    );
    // The month for everyone; a whole year for the first line (the 366-day report).
    for (const [i, line] of org.lines.entries()) {
      await json(
        http(port, 'POST', '/api/v1/work-schedule/patterns/apply', {
          token,
          json: { pattern_id: pattern.id, department_id: line.id, start_month: MONTH, months: i === 0 ? 12 : 1, include_holidays: true },
        }),
        'apply',
      );
    }
    await work(dataDir, org.people);

    const end = `${MONTH}-31`;
    const companyPath = (format: 'pdf' | 'csv', lang = 'pl', start = `${MONTH}-01`, to = end) =>
      `/api/v1/document/${format}/report-company?company_id=${org.company.id}&start=${start}&end=${to}&lang=${lang}`;
    const yearPath = `/api/v1/document/pdf/report-department?department_id=${org.lines[0]!.id}&start=${MONTH}-01&end=${
      Number(MONTH.slice(0, 4)) + 1
    }-01-01&lang=uk`;
    await stop();
    stop = undefined;

    // The figures come from a Node entry of its own, started on the seeded files: its memory is the server's alone.
    const nodePort = await freePort();
    const child = await startNodeEntry(dataDir, nodePort);
    stop = async () => {
      child.kill('SIGTERM');
      await new Promise((ok) => child.once('exit', ok));
    };
    const nodeToken = await login(nodePort);
    const get = async (path: string) => {
      const started = performance.now();
      const res = await http(nodePort, 'GET', path, { token: nodeToken });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.toString('utf8').slice(0, 400)}`);
      return { ms: performance.now() - started, body: res.body };
    };
    console.log(
      `Hour reports benchmark (Node ${process.version}; ${EMPLOYEES} employees, ${MONTH}, a shift every day, data in a temporary directory)\n`,
    );
    // A warm server: one small JSON call first.
    await json(http(nodePort, 'GET', '/api/v1/users/me', { token: nodeToken }), 'me');
    const idle = memoryOf(child.pid!);
    const first = await get(companyPath('pdf'));
    const afterFirst = memoryOf(child.pid!);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push((await get(companyPath('pdf', ['en', 'pl', 'uk'][i % 3]))).ms);
    const afterMonths = memoryOf(child.pid!);
    const bytes = first.body;
    const pages = pagesOf(bytes, dataDir);
    const csv = await get(companyPath('csv'));
    const year = await get(yearPath);
    const afterAll = memoryOf(child.pid!);
    const median_ = median(times);
    console.log('Node (the Node entry as npm start runs it, in its own process, through HTTP):');
    console.log(
      `  company PDF, one month: first ${ms(first.ms)}, median of ${ROUNDS} more ${ms(median_)}; ${kb(bytes.length)}, ${pages} pages`,
    );
    console.log(`  company CSV, one month: ${ms(csv.ms)}; ${kb(csv.body.length)}`);
    console.log(`  department PDF (50 people), 366 days: ${ms(year.ms)}; ${kb(year.body.length)}, ${pagesOf(year.body, dataDir)} pages`);
    console.log(
      `  resident memory of the server: ${mb(idle.rss)} idle, peak ${mb(afterFirst.peak)} over the first company PDF, ${
        mb(afterMonths.peak)
      } over all ${ROUNDS + 1}, ${mb(afterAll.peak)} with the CSV and the year`,
    );
    await stop();
    stop = undefined;

    // workerd: the bundle on the same files, served over HTTP.
    console.log('\nworkerd (the Worker bundle in Miniflare, libSQL over HTTP on loopback):');
    const outdir = mkdtempSync(join(tmpdir(), 'grafik-bench-edge-'));
    const bundle = await bundleEdge(outdir);
    const databases = await startHranaServer({ dir: dataDir, token: 'bench-db-token' });
    const wrangler = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
    const mf = new Miniflare({
      modules: true,
      modulesRoot: dirname(bundle.main),
      modulesRules: BUNDLE_MODULE_RULES,
      scriptPath: bundle.main,
      compatibilityDate: /^compatibility_date\s*=\s*"([\d-]+)"/m.exec(wrangler)![1]!,
      compatibilityFlags: compatibilityFlagsOf(wrangler),
      bindings: {
        SECRET_KEY,
        TURSO_DATABASE_URL_TEMPLATE: `${databases.url}/tenants/{tenant}/`,
        CONTROL_DATABASE_URL: databases.databaseUrl('control'),
        TURSO_AUTH_TOKEN: 'bench-db-token',
        TELEMETRY: 'off',
      },
      r2Buckets: ['MEDIA'],
      serviceBindings: { ASSETS: () => new Response('') },
      cf: false,
    });
    try {
      await mf.ready;
      const edge = async (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
        const res = await mf.dispatchFetch(`http://${SLUG}.localhost${path}`, {
          ...init,
          headers: { Host: `${SLUG}.localhost`, ...init.headers },
        });
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.toString('utf8').slice(0, 400)}`);
        return body;
      };
      const edgeToken = JSON.parse(
        (
          await edge('/api/v1/login/access-token', {
            method: 'POST',
            body: new URLSearchParams({ username: 'owner@bench.test', password: PASSWORD }).toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
        ).toString('utf8'),
      ).access_token as string;
      const auth = { headers: { Authorization: `Bearer ${edgeToken}` } };
      const edgeFirst = await peakDuring(workerdRss, () => edge(companyPath('pdf'), auth));
      const edgeTimes: number[] = [];
      let edgePeak = edgeFirst.peak;
      for (let i = 0; i < ROUNDS; i++) {
        const run = await peakDuring(workerdRss, () => edge(companyPath('pdf', ['en', 'pl', 'uk'][i % 3]), auth));
        edgeTimes.push(run.ms);
        edgePeak = Math.max(edgePeak, run.peak);
      }
      const edgeYear = await peakDuring(workerdRss, () => edge(yearPath, auth));
      edgePeak = Math.max(edgePeak, edgeYear.peak);
      console.log(
        `  company PDF, one month: completes; first ${ms(edgeFirst.ms)}, median of ${ROUNDS} more ${ms(median(edgeTimes))}; ${
          kb(edgeFirst.value.length)
        }, ${pagesOf(edgeFirst.value, dataDir)} pages`
          + ` (${edgeFirst.value.subarray(0, 5).toString('latin1')})`,
      );
      console.log(`  department PDF (50 people), 366 days: ${ms(edgeYear.ms)}; ${kb(edgeYear.value.length)}`);
      console.log(`  workerd resident memory: peak ${edgePeak ? mb(edgePeak) : 'not readable'} (the whole workerd process)`);
    } finally {
      await mf.dispose();
      await databases.stop();
      rmSync(outdir, { recursive: true, force: true });
    }

    console.log('\nGoals:');
    console.log(
      `  company PDF on Node ${ms(median_)} < 1.5 s: ${verdict(median_ < 1500)}; resident peak ${mb(afterMonths.peak)} < 200 MB: ${
        verdict(afterMonths.peak < 200 * 1024 * 1024)
      }`,
    );
  } finally {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
