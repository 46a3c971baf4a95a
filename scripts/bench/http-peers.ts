// The servers the HTTP benchmark (scripts/bench/http.ts) runs beside Grafik, each in a process of
// its own so that neither shares an event loop with the load generator:
//   bare-hono: Hono's hello world on @hono/node-server, the reference every share is measured against.
//   hrana DIR TOKEN: the test libSQL-over-HTTP server (tests/support/hrana-server.ts) on DIR's files,
//     the Worker's databases when the same routes run in workerd.
// Each prints `listening <url>` on its first line once it answers.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { startHranaServer } from '../../tests/support/hrana-server';

const [kind, dir, token] = process.argv.slice(2);
if (kind === 'bare-hono') {
  const app = new Hono();
  app.get('/', (c) => c.text('Hello Hono!'));
  const server = serve(
    { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
    (info: AddressInfo) => console.log(`listening http://127.0.0.1:${info.port}`),
  );
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else if (kind === 'hrana' && dir && token) {
  const databases = await startHranaServer({ dir, token });
  console.log(`listening ${databases.url}`);
  process.on('SIGTERM', () => void databases.stop().then(() => process.exit(0)));
} else {
  console.error('usage: http-peers.ts bare-hono | hrana <dir> <token>');
  process.exit(2);
}
