// The Node entry's resident memory at rest with realtime in use, and how long its first socket takes
// to open (issue 31); printed as figures, not a test. Starts the Node entry as `npm start` runs it
// (its own process, a temporary DATA_DIR with the demo tenant, a free port), reads the resident
// memory of it and of every process it started (/proc VmRSS) once it settled, then signs in the
// demo user, opens one lobby socket with a ticket from the API and reads them again once it settled.
//
//   npx tsx scripts/bench/rooms-memory.ts [--settle <seconds>]   (default 20)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LocalhostWebSocket } from '../../tests/party/support/sockets';
import { freePort, nodeEntryArgs } from './support';

const { values } = parseArgs({ options: { settle: { type: 'string', default: '20' } } });
const SETTLE_MS = Number(values.settle) * 1000;
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = 'acme.localhost';

/** The process and every process below it, with their names and VmRSS in bytes. */
function processTree(pid: number): { pid: number; name: string; rss: number }[] {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return [];
  }
  const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024;
  const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [{ pid, name, rss }, ...children.flatMap(processTree)];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (tree: ReturnType<typeof processTree>) =>
  `${mb(tree.reduce((sum, p) => sum + p.rss, 0))} (${tree.map((p) => `${p.name} ${mb(p.rss)}`).join(', ')})`;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

function call(port: number, method: string, path: string, body: string, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { Host: `${HOST}:${port}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => (res.statusCode! < 300 ? ok(JSON.parse(text)) : fail(new Error(`${path}: ${res.statusCode} ${text}`))));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'grafik-rooms-memory-'));
const child = spawn(process.execPath, nodeEntryArgs(), {
  cwd: projectRoot,
  env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  let output = '';
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/is running on port/.test(output)) ok();
    });
    child.once('exit', (code) => fail(new Error(`the Node entry stopped (${code}):\n${output}`)));
  });
  await sleep(SETTLE_MS);
  console.log(`at rest, no socket yet:       ${describe(processTree(child.pid!))}`);

  const login = await call(port, 'POST', '/api/v1/login/access-token', 'username=user%40acme.test&password=demo12345', {
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  const issued = await call(port, 'POST', '/api/v1/realtime/ticket', JSON.stringify({ room: 'tenant:all' }), {
    Authorization: `Bearer ${login.access_token}`,
    'Content-Type': 'application/json',
  });
  const openedAt = performance.now();
  const socket = new LocalhostWebSocket(`ws://${HOST}:${port}/ws/${issued.room}?ticket=${encodeURIComponent(issued.ticket!)}`);
  await new Promise((ok, fail) => {
    socket.addEventListener('open', ok, { once: true });
    socket.addEventListener('error', () => fail(new Error('the socket did not open')), { once: true });
  });
  console.log(`first socket open after:      ${Math.round(performance.now() - openedAt)} ms`);
  await sleep(SETTLE_MS);
  console.log(`at rest, one socket open:     ${describe(processTree(child.pid!))}`);
  socket.close(1000);
} finally {
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
