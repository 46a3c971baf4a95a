// The real Hono app on real libSQL files in a fresh temporary data directory: called in-process
// (API_TARGET=node, the default), or as the Worker bundle in workerd on the same files over
// libSQL's HTTP protocol (API_TARGET=edge, edge-target.ts). The Node platform seeds the tenants and
// gives tests the databases in both cases.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../worker/app';
import { runScheduledJobs } from '../../../worker/jobs';
import { DEMO_PASSWORD, ensureDemoTenant } from '../../../worker/demo/seed';
import { parseEml } from '../../../worker/platform/mail-eml';
import { clockFromEnv } from '../../../worker/platform/clock';
import { createNodePlatform } from '../../../worker/platform/node';
import { provisionTenant } from '../../../worker/features/tenants/provision';
import { requestInit, readBody, type RequestOptions } from '../../support/request';
import { API_TARGET, startEdgeTarget, type EdgeTarget } from './edge-target';
import { seededCopy } from './seed-template';

export const PASSWORD = DEMO_PASSWORD;
export const ACME = 'acme.localhost:8787';
export const GLOBEX = 'globex.localhost:8787';
/** How long the Worker's after-answer work (waitUntil) is given before a test says none happened. */
const EDGE_SETTLE_MS = 400;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  env?: Record<string, string>;
  /**
   * Loopback origins of the test's own servers (`http://127.0.0.1:<port>`) that the outbound guard
   * admits: given to the Node platform as an option and to the Worker as a binding, never through
   * the environment of the product.
   */
  outboundAllow?: string[];
};

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-api-'));
  // The real clock, or the one GRAFIK_CLOCK pins (npm run test:dates); tests move it by an offset.
  const base = clockFromEnv(process.env).clock;
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  const clock = {
    /** How far the platform clock is moved from the real (or pinned) one. */
    get offsetMs() {
      return offsetMs;
    },
    set offsetMs(value: number) {
      offsetMs = value;
    },
    /** Moves the platform clock so that now() is this instant (plus the few ms a test takes). */
    set(instant: string | Date) {
      this.offsetMs = new Date(instant).getTime() - base().getTime();
    },
  };
  const env = { SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789', ...options.env };
  const startPlatform = (dir: string) =>
    createNodePlatform({
      dataDir: dir,
      env,
      trustProxy: true,
      now: () => now(),
      log: () => {},
      outbound: { allow: options.outboundAllow },
    });
  // The demo tenant and globex, seeded once for these settings and copied (seed-template.ts).
  await seededCopy(dataDir, env, now, async (dir) => {
    const seeding = await startPlatform(dir);
    await ensureDemoTenant(seeding);
    await provisionTenant(seeding, {
      slug: 'globex',
      name: 'Globex',
      adminEmail: 'owner@globex.test',
      adminPassword: PASSWORD,
      adminName: 'Greta Owner',
    });
    await seeding.close();
  });
  const platform = await startPlatform(dataDir);
  const app = createApp(platform);
  // The Worker writes its usage counts in the background after answering (docs/telemetry.md), through
  // the libSQL test server, while tests read and write the same files from this process: counting
  // is off there unless a test asks for it (TELEMETRY: 'on'), so those writers never meet by chance.
  const edgeEnv = { TELEMETRY: 'off', ...env };
  const edge: EdgeTarget | undefined = API_TARGET === 'edge'
    ? await startEdgeTarget({ dataDir, env: edgeEnv, now: now(), outboundAllow: options.outboundAllow })
    : undefined;

  /** A raw request to the target: the Node app in-process, or the Worker in workerd. */
  async function fetchTarget(
    url: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    if (!edge) return app.request(url, init);
    // At the edge the address comes from Cloudflare's header.
    const headers = { ...init.headers };
    if (headers['X-Forwarded-For']) headers['CF-Connecting-IP'] = headers['X-Forwarded-For'];
    return edge.fetch(url, { ...init, headers }, now());
  }

  type Init = RequestOptions & { ip?: string; headers?: Record<string, string> };
  async function call(host: string, path: string, init: Init = {}) {
    const headers = { Host: host, 'X-Forwarded-For': init.ip ?? '203.0.113.1', ...init.headers };
    const response = await fetchTarget(`http://${host}${path}`, requestInit(init, headers));
    const data = await readBody(response);
    return { status: response.status, body: data, headers: response.headers };
  }

  async function login(email: string, host = ACME, password = PASSWORD): Promise<string> {
    const res = await call(host, '/api/v1/login/access-token', { form: { username: email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  function outbox() {
    if (edge) return edge.outbox();
    const dir = join(dataDir, 'outbox');
    return readdirSync(dir)
      .sort()
      .map((name) => parseEml(readFileSync(join(dir, name), 'utf8')));
  }

  /**
   * Lets the work that runs after an answer (mails, pushes) finish: the Node platform's own wait; the
   * Worker hands it to waitUntil, which nothing outside can await, so there a moment's wait.
   */
  async function settle() {
    if (edge) await new Promise((done) => setTimeout(done, EDGE_SETTLE_MS));
    else await platform.settle();
  }

  /**
   * Makes sending a mail slow until the returned release is called: the Worker's mail provider
   * answers nothing, the Node platform's mailer waits before writing to the outbox.
   */
  function holdMails(): () => void {
    if (edge) return edge.holdMails();
    const { mailer } = platform;
    const send = mailer.send.bind(mailer);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    mailer.send = async (mail) => {
      await held;
      return send(mail);
    };
    return () => {
      mailer.send = send;
      release();
    };
  }

  /** The mails sent after the first `before`, once `count` of them arrived; with 0, after settle(). */
  async function mailsSince(before: number, count: number, timeoutMs = 10_000) {
    const sent = () => (edge || existsSync(join(dataDir, 'outbox')) ? outbox().slice(before) : []);
    if (count === 0) await settle();
    for (const until = Date.now() + timeoutMs; sent().length < count;) {
      if (Date.now() > until) throw new Error(`${count} mail(s) expected, ${sent().length} sent within ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 20));
    }
    return sent();
  }

  return {
    app,
    platform,
    dataDir,
    clock,
    call,
    login,
    outbox,
    settle,
    mailsSince,
    holdMails,
    edge,
    fetch: fetchTarget,
    /**
     * The scheduled jobs of a cron firing at `at`, where the target runs them: the Node scheduler's
     * call in-process, or the Worker's cron trigger in workerd. True when every job succeeded.
     */
    async runJobs(cron: string, at: Date): Promise<boolean> {
      if (edge) return (await edge.scheduled(cron, at)) === 'ok';
      return runScheduledJobs(cron, platform, undefined, at).then(
        () => true,
        () => false,
      );
    },
    async close() {
      await edge?.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
