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

/** The claims of a valid token of the given purpose, or null (bad signature, expired, malformed). */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.tenant !== 'string' ||
      typeof payload.role !== 'string' ||
      typeof payload.ver !== 'number' ||
      payload.purpose !== purpose
    ) {
      return null;
    }
    return {
      sub: payload.sub,
      tenant: payload.tenant,
      role: payload.role as Role,
      ver: payload.ver,
      purpose,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
