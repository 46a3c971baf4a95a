import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { tenantOrigin } from '../../lib/urls';
import { MessageSchema } from '../users/schemas';
import { FEED_MAX_AGE_SECONDS } from './kinds';
import {
  CalendarFeedCreateSchema,
  CalendarFeedFileParamsSchema,
  CalendarFeedFileQuerySchema,
  CalendarFeedIdParamsSchema,
  CalendarFeedLinkSchema,
  CalendarFeedListSchema,
} from './schemas';
import * as feeds from './service';

export const calendarFeedRoutes = createRouter();
const tags = ['calendar-feeds'];
const signedIn = { security: bearer, middleware: [requireUser] };

calendarFeedRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/calendar-feeds',
    tags,
    summary: 'My calendar feeds (without their addresses, which are shown only once)',
    ...signedIn,
    responses: { 200: json(CalendarFeedListSchema, 'The personal feed first, then department feeds'), ...errors(401) },
  }),
  async (c) => c.json(await feeds.listFeeds(requestContext(c)), 200),
);

calendarFeedRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/calendar-feeds',
    tags,
    summary: "Switch on a calendar feed: mine, or (admins) a department's of their companies; answers its secret address once",
    ...signedIn,
    request: { body: jsonBody(CalendarFeedCreateSchema) },
    responses: { 201: json(CalendarFeedLinkSchema, 'The feed with its address'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await feeds.createFeed(requestContext(c), tenantOrigin(c), c.req.valid('json')), 201),
);

calendarFeedRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/calendar-feeds/{feed_id}/replace',
    tags,
    summary: 'A new secret address for one of my feeds; the old one stops at once',
    ...signedIn,
    request: { params: CalendarFeedIdParamsSchema },
    responses: { 200: json(CalendarFeedLinkSchema, 'The feed with its new address'), ...errors(401, 404) },
  }),
  async (c) => c.json(await feeds.replaceFeed(requestContext(c), tenantOrigin(c), c.req.valid('param').feed_id), 200),
);

calendarFeedRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/calendar-feeds/{feed_id}',
    tags,
    summary: 'Switch off one of my feeds: its address answers 404 from now on',
    ...signedIn,
    request: { params: CalendarFeedIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Switched off'), ...errors(401, 404) },
  }),
  async (c) => {
    await feeds.revokeFeed(requestContext(c), c.req.valid('param').feed_id);
    return c.json({ message: 'Calendar feed switched off' }, 200);
  },
);

/** Strong ETag of an answer: the SHA-256 of its bytes, base64url. */
async function etagOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return `"${btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

calendarFeedRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/calendar-feeds/{file}',
    tags,
    summary:
      'The calendar (ICS) of a feed, by its secret address `<token>.ics`; no sign-in (the token is the key); unknown or revoked: 404',
    description: 'Planned shifts (UTC start and end) and approved absences (all-day) from 60 days back to 12 months ahead. '
      + "Only on the tenant's own host. `ETag` and `If-None-Match` (304); `Cache-Control: private, max-age=300`.",
    request: { params: CalendarFeedFileParamsSchema, query: CalendarFeedFileQuerySchema },
    responses: {
      200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
      304: { description: 'Unchanged since the ETag given in If-None-Match' },
      ...errors(404),
    },
  }),
  async (c) => {
    const host = new URL(tenantOrigin(c)).hostname;
    const text = await feeds.feedCalendar(
      { db: c.get('db'), now: c.get('now'), orgToday: c.get('orgToday'), host, lang: c.req.valid('query').lang },
      c.req.valid('param').file,
    );
    const bytes = new TextEncoder().encode(text);
    const etag = await etagOf(bytes);
    const headers = { ETag: etag, 'Cache-Control': `private, max-age=${FEED_MAX_AGE_SECONDS}`, 'X-Content-Type-Options': 'nosniff' };
    const asked = c.req.header('If-None-Match');
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers) as never;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="grafik.ics"',
    }) as never;
  },
);
