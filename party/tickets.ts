// A socket joins a room with a ticket the API signs for that room: a JWT (HS256) with the room,
// the user (`sub`), the tenant and a 60-second life. Its key is derived from SECRET_KEY (HKDF), so
// the rooms never hold the secret that signs access tokens, and neither kind of token passes for
// the other.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { parseRoomName } from './names';

export const TICKET_SECONDS = 60;
const AUDIENCE = 'grafik:room';
const encoder = new TextEncoder();

export type TicketClaims = { room: string; tenant: string; sub: string };

/** The ticket key of an app secret (32 bytes). Web Crypto: the same in Node and workerd. */
export async function deriveTicketKey(secret: Uint8Array): Promise<Uint8Array> {
  const base = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('grafik'), info: encoder.encode('realtime room tickets') },
    base,
    256,
  );
  return new Uint8Array(bits);
}

export async function signTicket(key: Uint8Array, claims: TicketClaims, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TICKET_SECONDS;
  const ticket = await new SignJWT({ room: claims.room, tenant: claims.tenant })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { ticket, expiresAt: new Date(expiresAt * 1000) };
}

/** The claims of a valid, unexpired ticket for exactly this room, or null. */
export async function verifyTicket(key: Uint8Array, ticket: string, room: string, now = new Date()): Promise<TicketClaims | null> {
  const parsed = parseRoomName(room);
  if (!parsed) return null;
  try {
    const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
    if (payload.room !== room || payload.tenant !== parsed.tenant || typeof payload.sub !== 'string' || !payload.sub) return null;
    return { room, tenant: parsed.tenant, sub: payload.sub };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
