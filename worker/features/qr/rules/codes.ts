// What a scanner reads, and how a short-lived code is made (docs/qr.md). Three kinds of code name
// an employee:
//   - a card's QR code: the card's random id, a UUID (printed, permanent until the card is revoked);
//   - a card's Code 128 barcode: the card's number, CARD_NUMBER_DIGITS random digits;
//   - 'My QR': `GQ1.<user id>.<expiry, unix seconds>.<signature>`, good for SHORT_CODE_SECONDS. The
//     signature is HMAC-SHA256 under a key derived (HKDF) from the app secret and the tenant, so a
//     code of one tenant means nothing in another, and no other token of the app passes for it.
// A keyboard-wedge scanner types the code and Enter: the same strings, maybe with spaces or a
// lower-case UUID. Web Crypto only: the same in Node and workerd.
import { CARD_NUMBER_DIGITS, SHORT_CODE_SECONDS } from '../kinds';

const encoder = new TextEncoder();
const SHORT_PREFIX = 'GQ1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NUMBER = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);
const SHORT = /^GQ1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type ScannedCode =
  | { kind: 'number'; number: string }
  | { kind: 'short'; userId: string; expiresAt: number; signed: string; signature: string }
  /** A card's id (its QR code), or an employee's id typed by an admin: resolve.ts looks up both. */
  | { kind: 'uuid'; id: string };

/** What a scanned or typed text is, or null when it is none of our codes. */
export function parseCode(raw: string): ScannedCode | null {
  const text = raw.trim();
  const short = SHORT.exec(text);
  if (short) {
    return {
      kind: 'short',
      userId: short[1]!,
      expiresAt: Number(short[2]),
      signed: `${SHORT_PREFIX}.${short[1]}.${short[2]}`,
      signature: short[3]!,
    };
  }
  const lower = text.toLowerCase();
  if (UUID.test(lower)) return { kind: 'uuid', id: lower };
  const digits = text.replace(/\s+/g, '');
  if (NUMBER.test(digits)) return { kind: 'number', number: digits };
  return null;
}

/** The key of short-lived codes of one tenant (32 bytes of HKDF-SHA256 of the app secret). */
export async function shortCodeKey(secret: Uint8Array, tenant: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('grafik'), info: encoder.encode(`qr short codes:${tenant}`) },
    base,
    256,
  );
  return crypto.subtle.importKey('raw', bits, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A code of the user good until `now` + SHORT_CODE_SECONDS. */
export async function signShortCode(key: CryptoKey, userId: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const expires = Math.floor(now.getTime() / 1000) + SHORT_CODE_SECONDS;
  const signed = `${SHORT_PREFIX}.${userId}.${expires}`;
  const signature = base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(signed)));
  return { code: `${signed}.${signature}`, expiresAt: new Date(expires * 1000) };
}

export type ShortCodeCheck = 'valid' | 'expired' | 'forged';

/** Whether a parsed short code is ours (signature, in constant time) and still good at `now`. */
export async function checkShortCode(key: CryptoKey, code: Extract<ScannedCode, { kind: 'short' }>, now: Date): Promise<ShortCodeCheck> {
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64url(code.signature);
  } catch {
    return 'forged';
  }
  if (!(await crypto.subtle.verify('HMAC', key, signature, encoder.encode(code.signed)))) return 'forged';
  return code.expiresAt * 1000 > now.getTime() ? 'valid' : 'expired';
}

/** A random card number (CARD_NUMBER_DIGITS digits, never starting with 0 so no scanner drops it). */
export function randomCardNumber(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(CARD_NUMBER_DIGITS));
  return [...bytes].map((value, i) => String(i === 0 ? 1 + (value % 9) : value % 10)).join('');
}
