import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/context';
import { errors, json } from '../../lib/openapi';
import { requestHost, tenantFromHost } from '../../tenancy/host';
import { findTenant } from '../../tenancy/registry';
import { CheckDomainQuerySchema, DomainCheckSchema } from './schemas';

/** Host-independent: the /subdomain and recovery screens ask it from a host with no tenant. */
export const tenantRoutes = createRouter();

tenantRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/check-domain',
    tags: ['tenancy'],
    summary: 'Whether a company domain (tenant slug) exists, with its display name; never lists tenants',
    request: { query: CheckDomainQuerySchema },
    responses: { 200: json(DomainCheckSchema, 'The answer'), ...errors() },
  }),
  async (c) => {
    const { domain } = c.req.valid('query');
    const tenant = await findTenant(c.get('platform').control, domain);
    const active = tenant?.status === 'active';
    return c.json({ domain, exists: active, name: active ? tenant.name : null }, 200);
  },
);

tenantRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/tenant',
    tags: ['tenancy'],
    summary: 'The tenant the host of this request names (the web app sends hosts without one to /subdomain)',
    responses: { 200: json(DomainCheckSchema, 'The answer') },
  }),
  async (c) => {
    const platform = c.get('platform');
    const domain = tenantFromHost(requestHost(c), platform.config.appDomain);
    const tenant = await findTenant(platform.control, domain);
    const active = tenant?.status === 'active';
    return c.json({ domain, exists: active, name: active ? tenant.name : null }, 200);
  },
);
