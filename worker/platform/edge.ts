// The platform at the edge: one Turso database per tenant over HTTP, mail through an HTTP provider.
// Web-standard APIs only: `@libsql/client/web` keeps the native libSQL driver out of the bundle.
import { createClient } from '@libsql/client/web';
import type { DurableObjectNamespace, R2Bucket } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { disconnectFromRoom, presentInRoom, publishToRoom } from '../../party/publish';
import { controlDrizzle } from '../db/client';
import { tenantBlobs, type BlobStore } from './blobs';
import { r2BlobStore } from './blobs-r2';
import { clockFromEnv, clockStartingAt, PINNED_CLOCK_SETTING } from './clock';
import { edgeFonts } from './fonts-edge';
import { createEdgeOutbound } from './outbound-edge';
import { openRemoteDatabases, remoteDatabaseConfig, type RemoteDatabaseSettings } from './remote-databases';
import { createUsage, NO_USAGE } from './usage';
import { configFromEnv, type Mailer, type OutgoingMail, type Platform, type PushSettings, type Realtime } from './types';

/** The Worker's string variables and secrets (wrangler.toml [vars] and `wrangler secret put`). */
export type EdgeVars = RemoteDatabaseSettings & {
  SECRET_KEY?: string;
  /** A Resend-compatible endpoint; unset means mails are logged (subject and recipient) and dropped. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  APP_DOMAIN?: string;
  PUBLIC_SCHEME?: string;
  ACCESS_TOKEN_EXPIRE_MINUTES?: string;
  RESET_TOKEN_EXPIRE_MINUTES?: string;
  /** Tests only: pins the clock, as on Node (worker/platform/clock.ts). Never set it in a deployment. */
  GRAFIK_CLOCK?: string;
  /**
   * Tests only: comma-separated loopback origins (`http://127.0.0.1:<port>`) the outbound guard
   * admits, the test harness's own servers (tests/api/support/edge-target.ts). Never set it in a deployment.
   */
  GRAFIK_TEST_OUTBOUND_ALLOW?: string;
  /** `off`: no usage telemetry (docs/telemetry.md). */
  TELEMETRY?: string;
  /** Web Push (docs/push.md): secrets; without both keys push is off. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** `mailto:ops@example.com` or an https URL, for the push services. */
  VAPID_SUBJECT?: string;
};

/** The Worker's bindings (wrangler.toml): the rooms' Durable Objects and the media bucket. */
export type EdgeBindings = {
  ROOMS?: DurableObjectNamespace;
  MEDIA?: R2Bucket;
};

const MAIL_TIMEOUT_MS = 10_000;

export type EdgePlatform = Platform & { repinClock?: (instant: Date) => void };

/** The header that moves a pinned clock (tests only: ignored unless GRAFIK_CLOCK is set). */
export const TEST_CLOCK_HEADER = 'X-Grafik-Test-Clock';

/** Builds the platform without touching the network: clients connect on their first query. */
export function createEdgePlatform(vars: EdgeVars & EdgeBindings): EdgePlatform {
  const { ROOMS, MEDIA, ...env } = vars;
  const secretKey = edgeSecret(env.SECRET_KEY);
  const remote = openRemoteDatabases(remoteDatabaseConfig(env), createClient);
  const pinned = clockFromEnv(env);
  let clock = pinned.clock;
  if (pinned.pinnedAt) {
    console.warn(`[edge] ${PINNED_CLOCK_SETTING} pins the clock: this isolate started at ${pinned.pinnedAt.toISOString()} (tests only)`);
  }
  const testOrigins = env.GRAFIK_TEST_OUTBOUND_ALLOW?.split(',').filter((origin) => origin.trim()) ?? [];
  if (testOrigins.length) {
    console.warn(`[edge] GRAFIK_TEST_OUTBOUND_ALLOW admits ${testOrigins.join(', ')} to outbound requests (tests only)`);
  }

  return {
    config: configFromEnv(env),
    secretKey,
    control: controlDrizzle(remote.control),
    databases: remote.databases,
    mailer: env.MAIL_API_URL ? httpMailer(env.MAIL_API_URL, env) : loggingMailer(),
    realtime: edgeRealtime(ROOMS),
    blobs: tenantBlobs(MEDIA ? r2BlobStore(MEDIA) : unbound('MEDIA (an R2 bucket)')),
    outbound: createEdgeOutbound({ allow: testOrigins }),
    push: edgePush(env),
    // Per isolate: written when a request finds a flush due (tenancy/middleware.ts).
    usage: env.TELEMETRY === 'off' ? NO_USAGE : createUsage(remote.databases),
    fonts: edgeFonts,
    largeAnswer: (work) => work(),
    afterResponse(c, task) {
      const running = task().catch((error: unknown) => console.error('[after response]', error));
      try {
        c.executionCtx.waitUntil(running);
      } catch {
        // No execution context (a request made by app.request): the promise runs on by itself.
      }
    },
    clientIp: (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown',
    now: () => clock(),
    // Only with a pinned clock (tests): the API tests move it with every request (worker/edge.ts).
    repinClock: pinned.pinnedAt
      ? (instant: Date) => {
        clock = clockStartingAt(instant);
      }
      : undefined,
  };
}

/** The VAPID keys from the Worker's secrets; a missing key turns push off (logged once per isolate). */
function edgePush(env: EdgeVars): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) {
    console.warn('[push] VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY is not set: Web Push is off (docs/deploy-edge.md)');
    return { keys: null };
  }
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:admin@${env.APP_DOMAIN?.trim() || 'localhost'}`;
  return { keys: { publicKey, privateKey, subject } };
}

function edgeRealtime(rooms: DurableObjectNamespace | undefined): Realtime {
  const bound = () => {
    if (!rooms) throw new Error('ROOMS is not bound (wrangler.toml [[durable_objects.bindings]])');
    return rooms;
  };
  return {
    async publish(room, event, options) {
      await publishToRoom(bound(), room, event, options?.to);
    },
    async present(room) {
      return presentInRoom(bound(), room);
    },
    async disconnect(room, user) {
      await disconnectFromRoom(bound(), room, user);
    },
  };
}

/** A binding the configuration lacks fails where it is used, not every request. */
function unbound(what: string): BlobStore {
  const fail = async (): Promise<never> => {
    throw new Error(`${what} is not bound: see wrangler.toml and docs/deploy-edge.md`);
  };
  return { put: fail, get: fail, delete: fail, list: fail };
}

function edgeSecret(value: string | undefined): Uint8Array {
  // No secret.key file to fall back on at the edge, unlike on one machine.
  if (!value) throw new Error('SECRET_KEY is not set: `wrangler secret put SECRET_KEY` (at least 32 characters)');
  if (value.length < 32) throw new Error('SECRET_KEY must be at least 32 characters');
  return new TextEncoder().encode(value);
}

function required(env: EdgeVars, name: keyof EdgeVars): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set (see docs/deploy-edge.md)`);
  return value;
}

function loggingMailer(): Mailer {
  return {
    async send(mail) {
      // Subject and recipient only: the body may hold a sign-in or reset link.
      console.log(`[mail] not sent (MAIL_API_URL is unset): to ${mail.to}: ${mail.subject}`);
    },
  };
}

function httpMailer(url: string, env: EdgeVars): Mailer {
  const from = required(env, 'MAIL_FROM');
  const apiKey = required(env, 'MAIL_API_KEY');
  return {
    // A failed send is logged, never thrown: the recovery endpoint answers the same either way.
    async send(mail: OutgoingMail) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
          // The tenant as a tag: the provider's log tells whose mail it was.
          body: JSON.stringify({
            from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            tags: [{ name: 'tenant', value: mail.tenant }],
          }),
          signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
        });
        if (!response.ok) {
          const reason = (await response.text().catch(() => '')).slice(0, 300);
          console.error(`[mail] to ${mail.to}: ${mail.subject} failed: HTTP ${response.status} ${reason}`);
        }
      } catch (error) {
        console.error(`[mail] to ${mail.to}: ${mail.subject} failed:`, error);
      }
    },
  };
}
