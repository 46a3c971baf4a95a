import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * Where the tenant's web app lives, for links in mails. With APP_DOMAIN set the link is built from
 * the configuration, never from the request's Host header, which a client can choose.
 */
export function tenantOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('platform');
  if (config.appDomain) return `${config.publicScheme}://${c.get('tenant').slug}.${config.appDomain}`;
  return new URL(c.req.url).origin;
}
