// Runs the real Node entry (API + built web app) on a free port and a fresh data directory.
// In the e2e project the entry is bundled once per run and the directory starts as a copy of the demo
// tenant seeded once (server.setup.ts, demo-template.ts); both behave as tsx on an empty directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { parseEml } from '../../../worker/platform/mail-eml';
import { PINNED_CLOCK_SETTING } from '../../../worker/platform/clock';
import { clockPinned, testNow } from './clock';
import { fillFromTemplate, TEMPLATE_NEUTRAL_ENV } from './demo-template';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** worker/node.ts bundled once for the e2e run (server.setup.ts); absent in other projects. */
    e2eNodeEntry?: string;
    /** Where the run's demo templates are made (server.setup.ts, demo-template.ts); absent in other projects. */
    e2eDemoTemplates?: string;
  }
}

/** What the e2e run provides; nothing outside Vitest (scripts/measure-login.ts, scripts/bench/phone.ts). */
function provided<Key extends 'e2eNodeEntry' | 'e2eDemoTemplates'>(key: Key) {
  return process.env.VITEST ? inject(key) : undefined;
}

/**
 * How to run the Node entry: the e2e project's bundle with plain Node (the same code, compiled once
 * per run), or worker/node.ts under tsx where no bundle was made (an API test's servers).
 */
function nodeEntry(): { command: string; args: string[] } {
  const bundle = provided('e2eNodeEntry');
  if (bundle) return { command: process.execPath, args: ['--enable-source-maps', bundle] };
  return { command: join(projectRoot, 'node_modules/.bin/tsx'), args: ['worker/node.ts'] };
}

export type TestServer = {
  port: number;
  /** The origin of a tenant's host, e.g. http://acme.localhost:PORT. */
  origin: (tenant: string) => string;
  /** The server's DATA_DIR (tenant databases, outbox). */
  dataDir: string;
  /** The mails sent so far (DATA_DIR/outbox), oldest first. */
  mails: () => Promise<SentMail[]>;
  stop: () => Promise<void>;
};

export type SentMail = { file: string; to: string; subject: string; text: string; html: string };

/** `dataDir`: an existing data directory to share (left in place on stop); a fresh one otherwise. */
export async function startServer(
  { dataDir: sharedDataDir, env = {} }: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  // WEB_DIST (also read by worker/node.ts) lets parallel work build the app somewhere else.
  const webDist = process.env.WEB_DIST || join(projectRoot, 'web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (npm run build).`);
  }
  const dataDir = sharedDataDir ?? (await mkdtemp(join(tmpdir(), 'grafik-e2e-')));
  // A fresh directory of a server without settings of its own starts as a copy of the demo tenant
  // seeded once for the run, when that copy is the same as a seed now (demo-template.ts).
  const templates = provided('e2eDemoTemplates');
  if (!sharedDataDir && templates && Object.keys(env).every((key) => TEMPLATE_NEUTRAL_ENV.has(key))) {
    await fillFromTemplate(templates, dataDir, async (templateDir, clockAt) => {
      const { child, port, output } = await launch(templateDir, {}, clockAt);
      try {
        // Healthy (an answer without a tenant, so nothing is counted): the seed is done and the
        // entry handles SIGTERM, so the stop below is the graceful one that closes the databases.
        await waitUntilHealthy(port, child);
      } catch (error) {
        await terminate(child);
        throw new Error(`The demo template's server did not start: ${(error as Error).message}\n${output()}`, { cause: error });
      }
      return { stop: () => terminate(child) };
    });
  }
  const { child, port, output } = await launch(dataDir, env);

  const stop = async () => {
    await terminate(child);
    if (!sharedDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(port, child);
  } catch (error) {
    await stop();
    throw new Error(`The server did not start: ${(error as Error).message}\n${output()}`, { cause: error });
  }
  return { port, origin: (tenant) => `http://${tenant}.localhost:${port}`, dataDir, mails: () => readOutbox(dataDir), stop };
}

/** Spawns the Node entry on `dataDir` and a free port, with the tests' settings and clock (pinned at `clockAt` if given). */
async function launch(dataDir: string, env: Record<string, string>, clockAt = testNow()) {
  const port = await freePort();
  const { command, args } = nodeEntry();
  const child = spawn(command, args, {
    cwd: projectRoot,
    // A pinned test clock goes on in the server from the instant the tests have reached.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(clockPinned ? { [PINNED_CLOCK_SETTING]: clockAt.toISOString() } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, port, output: () => output };
}

async function readOutbox(dataDir: string): Promise<SentMail[]> {
  const outbox = join(dataDir, 'outbox');
  const files = existsSync(outbox) ? (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort() : [];
  return Promise.all(
    files.map(async (file) => {
      const { headers, text, html } = parseEml(await readFile(join(outbox, file), 'utf8'));
      return { file, to: headers.to ?? '', subject: headers.subject ?? '', text, html };
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilHealthy(port: number, child: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/utils/health-check`);
      if (response.ok && (await response.json()) === true) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** Stops the child (SIGTERM, SIGKILL after 10 s); resolves with its exit code. */
function terminate(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
