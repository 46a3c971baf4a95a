// The real Hono app on real libSQL files in a fresh temporary data directory.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../worker/app';
import { DEMO_PASSWORD, ensureDemoTenant } from '../../../worker/demo/seed';
import { parseEml } from '../../../worker/platform/mail-eml';
import { clockFromEnv } from '../../../worker/platform/clock';
import { createNodePlatform } from '../../../worker/platform/node';
import { provisionTenant } from '../../../worker/tenancy/provision';

export const PASSWORD = DEMO_PASSWORD;
export const ACME = 'acme.localhost:8787';
export const GLOBEX = 'globex.localhost:8787';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(options: { env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-api-'));
  // The real clock, or the one GRAFIK_CLOCK pins (npm run test:dates); tests move it by an offset.
  const base = clockFromEnv(process.env).clock;
  const clock = {
    offsetMs: 0,
    /** Moves the platform clock so that now() is this instant (plus the few ms a test takes). */
    set(instant: string | Date) {
      this.offsetMs = new Date(instant).getTime() - base().getTime();
    },
  };
  const platform = await createNodePlatform({
    dataDir,
    env: { SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789', ...options.env },
    trustProxy: true,
    now: () => new Date(base().getTime() + clock.offsetMs),
    log: () => {},
  });
  await ensureDemoTenant(platform);
  await provisionTenant(platform, {
    slug: 'globex',
    name: 'Globex',
    adminEmail: 'owner@globex.test',
    adminPassword: PASSWORD,
    adminName: 'Greta Owner',
  });
  const app = createApp(platform);

  type Init = { method?: string; token?: string; json?: unknown; form?: Record<string, string>; ip?: string; headers?: Record<string, string> };
  async function call(host: string, path: string, init: Init = {}) {
    const headers: Record<string, string> = { Host: host, 'X-Forwarded-For': init.ip ?? '203.0.113.1', ...init.headers };
    let body: string | undefined;
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await app.request(`http://${host}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    let data: any = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON (HTML answers): keep the text
    }
    return { status: response.status, body: data, headers: response.headers };
  }

  async function login(email: string, host = ACME, password = PASSWORD): Promise<string> {
    const res = await call(host, '/api/v1/login/access-token', { form: { username: email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  function outbox() {
    const dir = join(dataDir, 'outbox');
    return readdirSync(dir)
      .sort()
      .map((name) => parseEml(readFileSync(join(dir, name), 'utf8')));
  }

  return {
    app,
    platform,
    dataDir,
    clock,
    call,
    login,
    outbox,
    async close() {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
