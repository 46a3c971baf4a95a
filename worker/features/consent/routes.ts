import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json } from '../../lib/openapi';
import { AcceptConsentSchema, ConsentSchema } from './schemas';
import { acceptConsent, getConsent } from './service';

export const consentRoutes = createRouter();
const tags = ['consent'];
const signedIn = { security: bearer, middleware: [requireUser] };

consentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/me/consent',
    tags,
    summary: 'The current terms version and whether the user accepted it',
    ...signedIn,
    responses: { 200: json(ConsentSchema, 'Consent state'), ...errors(400, 401) },
  }),
  async (c) => c.json(await getConsent(c.get('db'), c.get('user').id), 200),
);

consentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/users/me/consent',
    tags,
    summary: 'Accept the current terms',
    ...signedIn,
    request: { body: { required: false, content: { 'application/json': { schema: AcceptConsentSchema } } } },
    responses: { 200: json(ConsentSchema, 'Consent state'), ...errors(400, 401, 409) },
  }),
  async (c) => {
    const body = c.req.valid('json') ?? {};
    // The request's one instant (lib/context.ts), as every other route stamps its writes.
    return c.json(await acceptConsent(c.get('db'), c.get('user').id, body.terms_version, c.get('now')), 200);
  },
);

consentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/me/has-consent',
    tags,
    summary: 'Whether the user accepted the current terms',
    ...signedIn,
    responses: { 200: json(z.boolean(), 'true or false'), ...errors(400, 401) },
  }),
  async (c) => c.json((await getConsent(c.get('db'), c.get('user').id)).accepted, 200),
);
