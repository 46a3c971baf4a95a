// Who is calling: the bearer token, checked against this tenant and the user's token version.
import { createMiddleware } from 'hono/factory';
import type { Role } from '../features/users/roles';
import { findSignedInUser } from '../features/users/queries';
import { badRequest, forbidden, unauthorized } from '../lib/errors';
import type { AppEnv } from '../lib/context';
import { verifyToken } from './tokens';

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('auth.not_authenticated');
  const platform = c.get('platform');
  const claims = await verifyToken(platform.secretKey, match[1]!, 'access', platform.now());
  // A token of another tenant is refused here, before any lookup in this tenant's database.
  if (!claims || claims.tenant !== c.get('tenant').slug) throw unauthorized();
  const user = await findSignedInUser(c.get('db'), claims.sub);
  if (!user || user.tokenVersion !== claims.ver) throw unauthorized();
  if (!user.isActive) throw badRequest('auth.inactive_user');
  c.set('user', user);
  // Telemetry: an authenticated API request and an active user of the day (memory only).
  platform.usage.count(c.get('tenant').slug, { api: 1, userId: user.id }, c.get('now'));
  await next();
});

export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('user').role)) throw forbidden();
    await next();
  });
}

export const requireAdmin = requireRole('admin', 'superadmin');
export const requireSuperadmin = requireRole('superadmin');
