// What differs between the Node entry and the Worker, behind one small interface
// (DESIGN.md). Nothing outside platform/ and the two entries knows where it runs.
import type { Context } from 'hono';
import type { Limiter } from '../lib/limiter';
import type { ControlDb } from '../db/client';
import type { TenantDatabases } from '../tenancy/databases';
import type { Usage } from './usage';
import type { TenantBlobs } from './blobs';
import type { Outbound } from './outbound';
import type { Fonts } from '../lib/pdf/fonts';

export type AppConfig = {
  /** `<slug>.<appDomain>` hosts name tenants; unset means only `<slug>.localhost` does. */
  appDomain?: string;
  /** Scheme of links in mails when appDomain is set. */
  publicScheme: 'http' | 'https';
  accessTokenMinutes: number;
  resetTokenMinutes: number;
};

export type OutgoingMail = {
  tenant: string;
  to: string;
  subject: string;
  html: string;
  text: string;
};

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Realtime rooms (party/): what features use to reach the sockets of a room. */
export interface Realtime {
  /**
   * Sends an event (JSON) to the sockets in the room now; rooms keep no history. `room` is a full
   * room name, `<tenant>:<kind>:<id>` (party/names.ts). With `to`, only the connections of those
   * users get it (the lobby's personal events).
   */
  publish(room: string, event: unknown, options?: { to?: readonly string[] }): Promise<void>;
  /** The users with a socket open in the room now, sorted ([] while no room has started). */
  present(room: string): Promise<string[]>;
  /** Closes every socket of the user in the room (a member removed from a chat room). */
  disconnect(room: string, user: string): Promise<void>;
}

/** The application server's VAPID keys for Web Push (features/push, docs/push.md). */
export type VapidKeys = {
  /** P-256 public key, uncompressed point, base64url (65 bytes): `applicationServerKey` of the browser. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** Who runs this server, for the push services: `mailto:...` or an https URL. */
  subject: string;
};

export type PushSettings = {
  /** Null: push is off (no keys configured at the edge); nothing else changes. */
  keys: VapidKeys | null;
};

export interface Platform {
  config: AppConfig;
  secretKey: Uint8Array;
  control: ControlDb;
  databases: TenantDatabases;
  mailer: Mailer;
  realtime: Realtime;
  /** Uploaded files, one store per tenant (platform/blobs.ts). */
  blobs: TenantBlobs;
  /**
   * fetch() for every request to an address a user supplied (link previews, Web Push endpoints):
   * only public http(s) on ports 80 and 443, redirects re-checked (platform/outbound.ts,
   * docs/security.md "Outbound requests"). Never the global fetch for such addresses.
   */
  outbound: Outbound;
  /** Web Push: the VAPID keys (features/push). */
  push: PushSettings;
  /** The fonts PDFs embed (lib/pdf): a file on Node, a module of the bundle at the edge. */
  fonts: Fonts;
  /**
   * Work that goes on after the answer without delaying it (pushes). Node keeps the promise until
   * it settles (a graceful stop waits for it); the edge hands it to `executionCtx.waitUntil`. The
   * task logs its own failures; a rejection is logged here too, never thrown.
   */
  afterResponse(c: Context, task: () => Promise<unknown>): void;
  /** Usage counts (platform/usage.ts): kept in memory, written in batches. */
  usage: Usage;
  /**
   * Runs the building of a large answer (the employees grid) in turn: on Node at most a few at once
   * (lib/limiter.ts), each holding a month of rows until its answer is written. The edge runs it
   * at once: an isolate may not hand one request's promise to another, and its memory is per isolate.
   */
  largeAnswer: Limiter;
  /** The address the request came from, as this runtime knows it. */
  clientIp(c: Context): string;
  now(): Date;
}

export const DEFAULT_CONFIG: AppConfig = {
  publicScheme: 'https',
  accessTokenMinutes: 60 * 24 * 8,
  resetTokenMinutes: 60,
};

/** Reads the settings both entries share from an environment (process.env or Worker env). */
export function configFromEnv(env: Record<string, string | undefined>): AppConfig {
  const minutes = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    appDomain: env.APP_DOMAIN?.trim() || undefined,
    publicScheme: env.PUBLIC_SCHEME === 'http' ? 'http' : DEFAULT_CONFIG.publicScheme,
    accessTokenMinutes: minutes(env.ACCESS_TOKEN_EXPIRE_MINUTES, DEFAULT_CONFIG.accessTokenMinutes),
    resetTokenMinutes: minutes(env.RESET_TOKEN_EXPIRE_MINUTES, DEFAULT_CONFIG.resetTokenMinutes),
  };
}
