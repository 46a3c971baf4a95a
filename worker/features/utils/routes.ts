import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json } from '../../lib/openapi';
import { testMail } from '../auth/public';
import { EmailSchema, MessageSchema } from '../users/schemas';

/** Needs no tenant: load balancers and uptime checks call it on any host. */
export const healthRoutes = createRouter();

healthRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/utils/health-check',
    tags: ['utils'],
    summary: 'Answers true while the API is up',
    responses: { 200: json(z.literal(true), 'Up') },
  }),
  (c) => c.json(true as const, 200),
);

export const utilsRoutes = createRouter();

utilsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/utils/test-email',
    tags: ['utils'],
    summary: 'Send a test mail (superadmin)',
    security: bearer,
    middleware: [requireUser, requireSuperadmin] as const,
    request: { query: z.object({ email_to: EmailSchema }) },
    responses: { 201: json(MessageSchema, 'Sent'), ...errors(400, 401, 403) },
  }),
  async (c) => {
    const to = c.req.valid('query').email_to;
    const tenant = c.get('tenant');
    await c.get('platform').mailer.send({ tenant: tenant.slug, to, ...testMail(tenant.name) });
    return c.json({ message: 'Test email sent' }, 201);
  },
);
