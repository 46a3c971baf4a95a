// Telemetry's cost and accuracy (docs/telemetry.md): two Grafik servers (Node entry, demo tenant),
// one counting usage and one with TELEMETRY=off, loaded in turns with authenticated reads
// (GET /api/v1/users/me, keep-alive, C connections); prints req/s of each and their ratio, then
// checks that the counting server stored exactly the requests it answered (after its own flush).
//   npx tsx scripts/bench/telemetry.ts [--seconds 5] [--connections 50] [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { startServer } from '../../worker/node';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const HOST = 'acme.localhost';

async function server(telemetry: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-bench-telemetry-'));
  const started = await startServer({
    PORT: '0',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-telemetry-secret-that-is-long-enough-01',
    WEB_DIST: join(dataDir, 'no-web'),
    TELEMETRY: telemetry ? 'on' : 'off',
  });
  const pool = new Pool(`http://127.0.0.1:${started.port}`, { connections: CONNECTIONS, pipelining: 1 });
  const login = await pool.request({
    method: 'POST',
    path: '/api/v1/login/access-token',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin%40acme.test&password=demo12345',
  });
  const token = ((await login.body.json()) as { access_token: string }).access_token;
  const headers = { host: HOST, authorization: `Bearer ${token}` };
  return {
    pool,
    headers,
    async stop() {
      await pool.close();
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads for SECONDS on CONNECTIONS connections: how many answered 200, and the rate. */
async function load(target: Awaited<ReturnType<typeof server>>): Promise<{ ok: number; failed: number; rate: number }> {
  let ok = 0;
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const res = await target.pool.request({ method: 'GET', path: '/api/v1/users/me', headers: target.headers });
        await res.body.dump();
        if (res.statusCode === 200) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed, rate: ok / ((performance.now() - started) / 1000) };
}

async function todayApi(target: Awaited<ReturnType<typeof server>>): Promise<number> {
  const res = await target.pool.request({ method: 'GET', path: '/api/v1/telemetry/daily', headers: target.headers });
  const days = ((await res.body.json()) as { data: { api: number }[] }).data;
  return days.at(-1)!.api;
}

const on = await server(true);
const off = await server(false);
try {
  const before = await todayApi(on);
  let sentOn = 0;
  const rates = { on: [] as number[], off: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // Turns alternate which goes first, so neither always runs on a warmer machine.
    const order = [['on', on], ['off', off]] as const;
    for (const [name, target] of round % 2 ? [...order].reverse() : order) {
      const result = await load(target);
      if (result.failed) console.log(`  ${name}: ${result.failed} request(s) failed`);
      if (name === 'on') sentOn += result.ok + result.failed;
      rates[name].push(result.rate);
      console.log(`round ${round + 1} telemetry ${name.padEnd(3)} ${Math.round(result.rate).toString().padStart(6)} req/s`);
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const ratio = median(rates.on) / median(rates.off);
  const stored = (await todayApi(on)) - before;
  // The read after the load counts itself.
  const expected = sentOn + 1;
  console.log(
    `\ntelemetry on: ${Math.round(median(rates.on))} req/s, off: ${Math.round(median(rates.off))} req/s (median of ${ROUNDS}): ${
      (ratio * 100).toFixed(1)
    }% (goal at least 97%)`,
  );
  console.log(`counted ${stored} of ${expected} requests answered: ${((stored / expected) * 100).toFixed(2)}% (goal within 1%)`);
} finally {
  await on.stop();
  await off.stop();
}
