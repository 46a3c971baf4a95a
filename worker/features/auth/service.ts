// Sign-in, the login rate limit and password recovery (spec/product-rules.md "Errors and limits").
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { signToken, verifyToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { detailOf } from '../../lib/error-codes';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import type { Platform } from '../../platform/types';
import type { Tenant } from '../../tenancy/registry';
import { findUserByEmail, findUserById, normalizeEmail, setPassword } from '../users/public';
import { resetPasswordMail } from './mail';
import { deleteFailure, deleteFailuresBefore, deleteFailuresOf, oldestFailureSince, reserveLoginAttempt } from './queries';
import type { Token } from './schemas';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The FastAPI full-stack template's answer (backend/app/api/routes/login.py), for every email. */
export const RECOVERY_MESSAGE = 'If that email is registered, we sent a password recovery link';

export async function issueAccessToken(platform: Platform, tenant: Tenant, user: UserRow): Promise<Token> {
  const access_token = await signToken(
    platform.secretKey,
    { sub: user.id, tenant: tenant.slug, role: user.role, ver: user.tokenVersion, purpose: 'access' },
    platform.config.accessTokenMinutes * 60,
    platform.now(),
  );
  return { access_token, token_type: 'bearer' };
}

/**
 * Takes one of the MAX_LOGIN_FAILURES password checks of an email from an address in the window,
 * or answers null when they are all taken (one conditional INSERT: concurrent requests cannot all
 * see a free slot). The row stays as the failure when the password is wrong; a success clears the rows.
 */
async function reserveAttempt(db: Db, email: string, ip: string, now: number): Promise<number | null> {
  const since = new Date(now - LOGIN_WINDOW_MS).getTime();
  return reserveLoginAttempt(db, email, ip, now, since, MAX_LOGIN_FAILURES);
}

export async function login(
  db: Db,
  platform: Platform,
  tenant: Tenant,
  input: { email: string; password: string; ip: string },
): Promise<Token> {
  const email = normalizeEmail(input.email);
  const now = platform.now().getTime();
  // Reserved before the password is checked: at most MAX_LOGIN_FAILURES checks per window, whatever the concurrency.
  const attempt = await reserveAttempt(db, email, input.ip, now);
  if (attempt === null) {
    const oldest = await oldestFailureSince(db, email, input.ip, new Date(now - LOGIN_WINDOW_MS));
    const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + LOGIN_WINDOW_MS - now) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    const message = detailOf('auth.too_many_attempts', { minutes });
    throw new ApiError('auth.too_many_attempts', { minutes }, { error: message }, { 'Retry-After': String(retryAfter) });
  }

  const user = await findUserByEmail(db, email);
  // Unknown emails cost a hash check too, so response time does not reveal which emails exist.
  const passwordOk = await verifyPassword(input.password, user?.hashedPassword ?? (await dummyPasswordHash()));
  if (!user || !passwordOk) {
    // The reservation stays as the failure; rows older than the window go.
    await deleteFailuresBefore(db, new Date(now - LOGIN_WINDOW_MS));
    throw badRequest('auth.bad_credentials');
  }
  if (!user.isActive) {
    // The right password of an inactive account is not a failure (as before the reservation).
    await deleteFailure(db, attempt);
    throw badRequest('auth.inactive_user');
  }
  await deleteFailuresOf(db, email, input.ip);
  return issueAccessToken(platform, tenant, user);
}

async function resetLink(platform: Platform, tenant: Tenant, user: UserRow, origin: string): Promise<string> {
  const token = await signToken(
    platform.secretKey,
    { sub: user.id, tenant: tenant.slug, role: user.role, ver: user.tokenVersion, purpose: 'reset' },
    platform.config.resetTokenMinutes * 60,
    platform.now(),
  );
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

async function buildResetMail(platform: Platform, tenant: Tenant, user: UserRow, origin: string) {
  const link = await resetLink(platform, tenant, user, origin);
  return resetPasswordMail({
    company: tenant.name,
    email: user.email,
    link,
    validMinutes: platform.config.resetTokenMinutes,
  });
}

/**
 * The sending of the reset mail when the account exists and is active, or null. The caller answers
 * the same either way and runs the sending after the answer: signing the link and the mail
 * provider's round trip would otherwise make the answer slower for an existing account.
 */
export async function passwordRecoveryMail(db: Db, platform: Platform, tenant: Tenant, email: string, origin: string) {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return null;
  return async () => {
    const mail = await buildResetMail(platform, tenant, user, origin);
    await platform.mailer.send({ tenant: tenant.slug, to: user.email, ...mail });
  };
}

export async function recoveryMailHtml(db: Db, platform: Platform, tenant: Tenant, email: string, origin: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('auth.unknown_username');
  return (await buildResetMail(platform, tenant, user, origin)).html;
}

/** A reset token works once: setting the password bumps the token version it names. */
export async function resetPassword(db: Db, platform: Platform, tenant: Tenant, token: string, newPassword: string) {
  const claims = await verifyToken(platform.secretKey, token, 'reset', platform.now());
  if (!claims || claims.tenant !== tenant.slug) throw badRequest('auth.invalid_reset_token');
  const user = await findUserById(db, claims.sub);
  // The template's answers: a valid token of a deleted account is 404, a used one (Grafik's token
  // version) is an invalid token.
  if (!user) throw notFound('auth.unknown_email');
  if (user.tokenVersion !== claims.ver) throw badRequest('auth.invalid_reset_token');
  if (!user.isActive) throw badRequest('auth.inactive_user');
  await setPassword(db, user, newPassword, platform.now());
}
