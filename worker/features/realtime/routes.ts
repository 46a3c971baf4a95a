import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { TicketRequestSchema, TicketSchema } from './schemas';
import { issueTicket } from './service';

export const realtimeRoutes = createRouter();

realtimeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/realtime/ticket',
    tags: ['realtime'],
    summary: 'A 60-second ticket to open a WebSocket on a realtime room of this tenant',
    description: "Open `wss://<host><path>` (the answer's `path`) within 60 seconds. The room sends JSON: "
      + '`{"type":"event","event":...}` for what the API posts, `{"type":"presence","action":"join"|"leave","user","members"}` '
      + "when a user's first socket joins or their last one leaves. Sockets never write to a room.",
    security: bearer,
    middleware: [requireUser],
    request: { body: jsonBody(TicketRequestSchema) },
    responses: { 200: json(TicketSchema, 'The ticket'), ...errors(401, 403, 404) },
  }),
  async (c) => {
    const signer = { tenant: c.get('tenant').slug, secretKey: c.get('platform').secretKey };
    return c.json(await issueTicket(requestContext(c), c.req.valid('json'), signer), 200);
  },
);
