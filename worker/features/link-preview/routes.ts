import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, ErrorSchema, errors, json, ValidationErrorSchema } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { FETCH_TIMEOUT_MS, RATE_LIMIT } from './kinds';
import { LinkPreviewQuerySchema, LinkPreviewSchema } from './schemas';
import { linkPreview } from './service';

/** Mounted at /api (the specification's path has no /v1); worker/app.ts puts the host's tenant in front, as for every route. */
export const linkPreviewRoutes = createRouter();

linkPreviewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/link-preview',
    tags: ['link-preview'],
    summary: "A page's title, description, image and site name (Open Graph, Twitter cards, <title>)",
    description: 'Only public http(s) addresses on ports 80 and 443, also after each of at most 3 redirects (422 otherwise, '
      + `code \`link_preview.*\`); only \`text/html\` pages (422), read for ${FETCH_TIMEOUT_MS / 1000} s at most and up to `
      + '1 MiB (a longer page is parsed from its first MiB); a page that fails or does not answer in time is 502. '
      + `Answers are cached per tenant for 24 h; at most ${RATE_LIMIT} fetches per user a minute (429 with Retry-After), `
      + 'answers from the cache cost none. Absent fields are null.',
    security: bearer,
    middleware: [requireUser],
    request: { query: LinkPreviewQuerySchema },
    responses: {
      200: json(LinkPreviewSchema, 'The preview'),
      ...errors(401, 429, 502),
      422: json(z.union([ValidationErrorSchema, ErrorSchema]), 'No `url`, or an address that cannot be previewed (`detail` and `code`)'),
    },
  }),
  async (c) =>
    c.json(
      await linkPreview(
        requestContext(c),
        c.get('platform').outbound,
        c.get('platform').blobs.forTenant(c.get('tenant').slug),
        c.req.valid('query').url,
      ),
      200,
    ),
);
