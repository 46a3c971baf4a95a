// Signed tokens (jose, HS256). An access token names the user, the tenant, the role and the
// user's token version; a reset token is the same with purpose "reset" and a short life.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../features/users/roles';

export type TokenPurpose = 'access' | 'reset';

export type TokenClaims = {
  sub: string;
  tenant: string;
  role: Role;
  /** The user's token version when the token was issued. */
  ver: number;
  purpose: TokenPurpose;
};

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresInSeconds: number,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tenant: claims.tenant, role: claims.role, ver: claims.ver, purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(secret);
}

/**
 * Tokens whose signature was checked, with their claims and expiry, per secret: a signed-in person
 * sends the same token with every request, and checking its HMAC again each time was a tenth of a
 * request's work (docs/performance.md). The entry is only as good as the signature it remembers, so
 * the expiry and the purpose are still checked on every use; the oldest entries go first.
 */
const VERIFIED_KEPT = 10_000;
type Verified = { claims: TokenClaims; expiresAt: number };
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();
/** The secret as a WebCrypto key, imported once rather than on every verification. */
const keyBySecret = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keyBySecret.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    keyBySecret.set(secret, key);
  }
  return key;
}

/** The claims of a valid token of the given purpose, or null (bad signature, expired, malformed). */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, verified = new Map());
  const known = verified.get(token);
  if (known) {
    // jose's rule: expired once `exp` is not after now (in whole seconds).
    if (known.expiresAt <= Math.floor(now.getTime() / 1000)) return null;
    return known.claims.purpose === purpose ? known.claims : null;
  }
  const claims = await checkSignature(secret, token, now);
  if (!claims) return null;
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, claims);
  return claims.claims.purpose === purpose ? claims.claims : null;
}

async function checkSignature(secret: Uint8Array, token: string, now: Date): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string'
      || typeof payload.tenant !== 'string'
      || typeof payload.role !== 'string'
      || typeof payload.ver !== 'number'
      || (payload.purpose !== 'access' && payload.purpose !== 'reset')
      || typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return {
      claims: { sub: payload.sub, tenant: payload.tenant, role: payload.role as Role, ver: payload.ver, purpose: payload.purpose },
      expiresAt: payload.exp,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
