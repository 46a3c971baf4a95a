import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { NewsCreateSchema, NewsIdParamsSchema, NewsListQuerySchema, NewsListSchema, NewsSchema, NewsUpdateSchema } from './schemas';
import * as news from './service';

export const newsRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const tags = ['company-news'];
const blobsOf = (c: Context<AppEnv>) => c.get('platform').blobs.forTenant(c.get('tenant').slug);

newsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/company-news',
    tags,
    summary: 'The news meant for the caller (for everyone, or for one of their companies; superadmins: all), newest first',
    ...signedIn,
    request: { query: NewsListQuerySchema },
    responses: { 200: json(NewsListSchema, 'A page of news'), ...errors(401) },
  }),
  async (c) => c.json(await news.listNews(requestContext(c), c.req.valid('query')), 200),
);

newsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/company-news',
    tags,
    summary: 'Publish news (admins: for their companies; superadmins: for any, or everyone); notifies its readers',
    ...admins,
    request: { body: jsonBody(NewsCreateSchema) },
    responses: { 201: json(NewsSchema, 'The item'), ...errors(401, 403) },
  }),
  async (c) => c.json(await news.createNews(requestContext(c), blobsOf(c), c.req.valid('json')), 201),
);

newsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/company-news/{id}',
    tags,
    summary: 'A news item (those it is meant for, its author, superadmins)',
    ...signedIn,
    request: { params: NewsIdParamsSchema },
    responses: { 200: json(NewsSchema, 'The item'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await news.getNews(requestContext(c), c.req.valid('param').id), 200),
);

newsRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/company-news/{id}',
    tags,
    summary: 'Change a news item (superadmins; admins when every company it is for is theirs); readers are not notified again',
    ...admins,
    request: { params: NewsIdParamsSchema, body: jsonBody(NewsUpdateSchema) },
    responses: { 200: json(NewsSchema, 'The item'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await news.updateNews(requestContext(c), blobsOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

newsRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/company-news/{id}',
    tags,
    summary: 'Delete a news item (and its image, unless another item shows it)',
    ...admins,
    request: { params: NewsIdParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  }),
  async (c) => {
    await news.deleteNews(requestContext(c), blobsOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  },
);
