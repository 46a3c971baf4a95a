import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  PushPreferencesSchema,
  PushPreferencesUpdateSchema,
  PushPublicKeySchema,
  PushRegisterSchema,
  PushSubscriptionPublicSchema,
  PushUnregisterSchema,
} from './schemas';
import * as push from './service';

export const pushRoutes = createRouter();
const tags = ['push'];
const signedIn = { security: bearer, middleware: [requireUser] };

pushRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/push/public-key',
    tags,
    summary: 'The VAPID application server key for pushManager.subscribe; enabled false when push is not configured',
    ...signedIn,
    responses: { 200: json(PushPublicKeySchema, 'The key, or enabled false'), ...errors(401) },
  }),
  (c) => c.json(push.publicKey(c.get('platform').push), 200),
);

pushRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/push/register',
    tags,
    summary: "Store this browser's push subscription for the signed-in user (again: refreshes it)",
    description: '`token` is `PushSubscription.toJSON()` (or its JSON text): an https endpoint on a public host name and the keys `p256dh` '
      + '(65 bytes) and `auth` (16 bytes), base64url. One subscription per endpoint: registering again refreshes it, and an endpoint '
      + 'registered by another account of this tenant moves to the caller. `lang` words the pushes (default en). 503 when push is not configured.',
    ...signedIn,
    request: { body: jsonBody(PushRegisterSchema) },
    responses: { 200: json(PushSubscriptionPublicSchema, 'The stored subscription'), ...errors(401, 503) },
  }),
  async (c) =>
    c.json(
      await push.register(
        requestContext(c),
        c.get('platform').push,
        c.get('platform').outbound,
        c.req.valid('json'),
        c.req.header('User-Agent'),
      ),
      200,
    ),
);

pushRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/push/register',
    tags,
    summary: "Delete the caller's own subscription (on logout): body `token` or `endpoint`",
    ...signedIn,
    request: { body: jsonBody(PushUnregisterSchema) },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
  }),
  async (c) => {
    await push.unregister(requestContext(c), c.req.valid('json'));
    return c.body(null, 204);
  },
);

pushRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/push/preferences',
    tags,
    summary: 'Which notification kinds are NOT pushed to your devices',
    ...signedIn,
    responses: { 200: json(PushPreferencesSchema, 'Muted kinds and every kind'), ...errors(401) },
  }),
  async (c) => c.json(await push.preferences(requestContext(c)), 200),
);

pushRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/push/preferences',
    tags,
    summary: 'Set which notification kinds are NOT pushed to your devices',
    ...signedIn,
    request: { body: jsonBody(PushPreferencesUpdateSchema) },
    responses: { 200: json(PushPreferencesSchema, 'The preferences saved'), ...errors(401) },
  }),
  async (c) => c.json(await push.updatePreferences(requestContext(c), c.req.valid('json')), 200),
);
