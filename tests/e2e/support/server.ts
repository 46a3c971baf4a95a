// Runs the real Node entry (API + built web app) on a free port and a fresh data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEml } from '../../../worker/platform/mail-eml';
import { PINNED_CLOCK_SETTING } from '../../../worker/platform/clock';
import { clockPinned, testNow } from './clock';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

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
export async function startServer({ dataDir: sharedDataDir, env = {} }: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  // WEB_DIST (also read by worker/node.ts) lets parallel work build the app somewhere else.
  const webDist = process.env.WEB_DIST || join(projectRoot, 'web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (npm run build).`);
  }
  const port = await freePort();
  const dataDir = sharedDataDir ?? (await mkdtemp(join(tmpdir(), 'grafik-e2e-')));
  const child = spawn(join(projectRoot, 'node_modules/.bin/tsx'), ['worker/node.ts'], {
    cwd: projectRoot,
    // A pinned test clock goes on in the server from the instant the tests have reached.
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, ...(clockPinned ? { [PINNED_CLOCK_SETTING]: testNow().toISOString() } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    await terminate(child);
    if (!sharedDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(port, child);
  } catch (error) {
    await stop();
    throw new Error(`The server did not start: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return { port, origin: (tenant) => `http://${tenant}.localhost:${port}`, dataDir, mails: () => readOutbox(dataDir), stop };
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

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
