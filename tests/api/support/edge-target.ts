// The API tests' second target: the Worker bundle exactly as `wrangler deploy --dry-run` builds it
// (built once per run by edge-bundle.setup.ts), running in workerd through Miniflare. Its tenant
// and control databases are the files of the test's data directory, served over libSQL's HTTP
// protocol by the Hrana test server; its mails go to a loopback stand-in for the mail provider.
// Requests go to workerd's socket directly (docs/testing.md "The API in workerd").
// The Node platform of the same data directory seeds the tenants and lets tests read the files.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../../worker/platform/edge';
import { compatibilityFlagsOf } from '../../support/workerd-bundle';
import { startHranaServer } from '../../support/hrana-server';
import { BUNDLE_MODULE_RULES } from '../../../scripts/bundle-edge';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Worker's entry module as wrangler bundled it (edge-bundle.setup.ts). */
    edgeBundle: string;
  }
}

const compatibilityDate = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8').match(
  /^compatibility_date\s*=\s*"([\d-]+)"/m,
)![1]!;

/** Which app the API tests call: the Node app in-process, or the Worker in workerd. */
export const API_TARGET: 'node' | 'edge' = process.env.API_TARGET === 'edge' ? 'edge' : 'node';

/** A mail as the provider received it, in the shape of the Node outbox's parsed files. */
export type CapturedMail = { headers: Record<string, string>; text: string; html: string };

export type EdgeRequestInit = Omit<RequestInit, 'headers'> & { headers: Record<string, string> };

export type EdgeTarget = {
  /** A request to the Worker, whose clock is set to `now` first (the tests' clock). */
  fetch(url: string, init: EdgeRequestInit, now: Date): Promise<Response>;
  outbox(): CapturedMail[];
  /** Makes the mail provider slow: it answers no mail until the returned release is called. */
  holdMails(): () => void;
  /** The Worker's scheduled handler for a cron firing at `at` (its cron trigger); the outcome workerd gives. */
  scheduled(cron: string, at: Date): Promise<string>;
  /** What the Worker logged. */
  logs: string[];
  close(): Promise<void>;
};

const DATABASE_TOKEN = 'edge-test-database-token';
/** Bodies up to this size go straight to workerd's socket; larger ones through dispatchFetch. */
const DIRECT_BODY_LIMIT = 64 * 1024;

/**
 * The Worker runs with its clock pinned (GRAFIK_CLOCK), so that it honours the test-clock header:
 * every request carries the tests' instant, and the Worker's clock runs on from it.
 */
export async function startEdgeTarget({
  dataDir,
  env,
  now,
  outboundAllow,
}: {
  dataDir: string;
  env: Record<string, string>;
  now: Date;
  /** The test's loopback servers the Worker's outbound guard admits (the test-only binding). */
  outboundAllow?: string[];
}): Promise<EdgeTarget> {
  const scriptPath = inject('edgeBundle');
  const databases = await startHranaServer({ dir: dataDir, token: DATABASE_TOKEN });
  const mail = await startMailProvider();
  const logs: string[] = [];

  const mf = new Miniflare({
    modules: true,
    modulesRoot: dirname(scriptPath),
    modulesRules: BUNDLE_MODULE_RULES,
    scriptPath,
    compatibilityDate,
    compatibilityFlags: compatibilityFlagsOf(readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8')),
    bindings: {
      ...env,
      TURSO_DATABASE_URL_TEMPLATE: `${databases.url}/tenants/{tenant}/`,
      CONTROL_DATABASE_URL: databases.databaseUrl('control'),
      TURSO_AUTH_TOKEN: DATABASE_TOKEN,
      MAIL_API_URL: mail.url,
      MAIL_API_KEY: 'edge-test-mail-key',
      MAIL_FROM: 'Grafik <no-reply@grafik.test>',
      GRAFIK_CLOCK: now.toISOString(),
      ...(outboundAllow?.length ? { GRAFIK_TEST_OUTBOUND_ALLOW: outboundAllow.join(',') } : {}),
    },
    r2Buckets: ['MEDIA'],
    serviceBindings: { ASSETS: () => new Response('<!doctype html><title>Grafik</title>', { headers: { 'Content-Type': 'text/html' } }) },
    unsafeTriggerHandlers: true,
    cf: false, // no fetch of Request.cf data from the internet
    handleStructuredLogs: ({ message }: { message: string }) => void logs.push(message),
  });
  const entry = await mf.ready;
  // Requests go to workerd's socket as any HTTP client's would, over kept-alive connections:
  // a quarter of the cost of Miniflare's dispatchFetch per request (docs/testing.md).
  const pool = new Pool(entry.origin, { connections: 8 });

  return {
    async fetch(url, init, now) {
      const headers: Record<string, string> = { ...init.headers, [TEST_CLOCK_HEADER]: now.toISOString() };
      let body = init.body;
      if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
        const encoded = new Response(body);
        body = await encoded.arrayBuffer();
        headers['Content-Type'] ??= encoded.headers.get('Content-Type')!;
      }
      const bytes = typeof body === 'string'
        ? Buffer.byteLength(body)
        : body instanceof ArrayBuffer || body instanceof Uint8Array
        ? body.byteLength
        : 0;
      // A body over the Worker's limit is refused before it is read, and workerd then resets the
      // connection under the client still sending it; Cloudflare's edge would have taken the whole
      // body first, as Miniflare's dispatchFetch does.
      if (bytes > DIRECT_BODY_LIMIT) return (await mf.dispatchFetch(url, { ...init, headers, body } as never)) as unknown as Response;
      return sendTo(pool, new URL(url), init.method ?? 'GET', headers, body as string | ArrayBuffer | Uint8Array | null | undefined);
    },
    outbox: () => mail.received.map(toCapturedMail),
    holdMails: mail.hold,
    async scheduled(cron, at) {
      const worker = await mf.getWorker();
      const result = await worker.scheduled({ cron, scheduledTime: at });
      return result.outcome;
    },
    logs,
    async close() {
      await pool.close();
      await mf.dispose();
      await Promise.all([databases.stop(), closeServer(mail.server)]);
    },
  };
}

/**
 * One request to the Worker's socket: the URL's host as the Host header (the tenant's), the rest of
 * the URL as the path; the answer as a fetch Response, redirects not followed.
 */
async function sendTo(
  pool: Pool,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | ArrayBuffer | Uint8Array | null | undefined,
): Promise<Response> {
  const payload = body === undefined || body === null
    ? undefined
    : typeof body === 'string'
    ? body
    : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
  const sent: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() !== 'host') sent[name] = value;
  // A request with a body closes its connection after the answer (as dispatchFetch's do): workerd
  // resets a kept-alive connection whose request body the Worker did not read (a refusal before
  // it), and the answer would be lost with it.
  const answer = await pool.request({
    path: url.pathname + url.search,
    method: method as Dispatcher.HttpMethod,
    headers: sent,
    body: payload,
    reset: payload !== undefined,
  });
  const bytes = await answer.body.arrayBuffer();
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) answerHeaders.append(name, one);
  }
  const noBody = method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(noBody ? null : bytes, { status: answer.statusCode, headers: answerHeaders });
}

type ProviderMail = { from: string; to: string; subject: string; html: string; text: string; tags?: { name: string; value: string }[] };

/** Node's outbox names the tenant in the Message-ID; the provider gets it as a tag. */
function toCapturedMail(mail: ProviderMail): CapturedMail {
  const tenant = mail.tags?.find((tag) => tag.name === 'tenant')?.value ?? 'unknown';
  return {
    headers: { from: mail.from, to: mail.to, subject: mail.subject, 'message-id': `<captured@${tenant}.grafik.local>` },
    text: mail.text,
    html: mail.html,
  };
}

/** A loopback stand-in for the Resend-compatible mail API the Worker posts to. */
async function startMailProvider() {
  const received: ProviderMail[] = [];
  let held: Promise<void> | undefined;
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.headers.authorization !== 'Bearer edge-test-mail-key') {
      res.writeHead(401).end();
      return;
    }
    const mail = JSON.parse(await bodyOf(req)) as ProviderMail;
    await held;
    received.push(mail);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: String(received.length) }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  /** Until the answer's release, the provider takes the mails but answers none (a slow provider). */
  const hold = () => {
    let release!: () => void;
    held = new Promise<void>((done) => (release = done));
    return () => {
      held = undefined;
      release();
    };
  };
  return { server, received, hold, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails` };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const closeServer = (server: Server) => new Promise<void>((ok) => server.close(() => ok()));
