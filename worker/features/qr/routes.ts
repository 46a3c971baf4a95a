import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { cardFileName } from './rules/file-name';
import {
  CardPdfQuerySchema,
  CardSchema,
  CardUserParamsSchema,
  IssueSimpleSchema,
  ShortCodeSchema,
  VerifiedEmployeeSchema,
  VerifySchema,
} from './schemas';
import * as qr from './service';

export const qrRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const tags = ['qr'];
const signerOf = (c: Context<AppEnv>) => ({ tenant: c.get('tenant').slug, secretKey: c.get('platform').secretKey });

qrRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/qr/issue',
    tags,
    summary: "A short-lived code of the caller for 'My QR': signed for this tenant, good for 60 seconds",
    ...signedIn,
    responses: { 200: json(ShortCodeSchema, 'The code and when it stops working'), ...errors(401) },
  }),
  async (c) => c.json(await qr.issueShortCode(requestContext(c), signerOf(c)), 200),
);

qrRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/qr/issue-simple',
    tags,
    summary: "A person's permanent employee card, made when they have none (users: their own; admins: the people they manage)",
    description: 'The card id is what its QR code holds, the number what its Code 128 barcode holds. Parallel calls give one card.',
    ...signedIn,
    request: { body: { required: false, content: { 'application/json': { schema: IssueSimpleSchema } } } },
    responses: { 200: json(CardSchema, 'The active card'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await qr.issueCard(requestContext(c), c.req.valid('json') ?? {}), 200),
);

qrRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/qr/cards/{user_id}/reissue',
    tags,
    summary: 'A lost card: the active one is revoked (its QR code and number stop working at once) and a new one issued',
    ...admins,
    request: { params: CardUserParamsSchema },
    responses: { 200: json(CardSchema, 'The new card'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await qr.reissueCard(requestContext(c), c.req.valid('param').user_id), 200),
);

qrRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/qr/verify',
    tags,
    summary:
      "The employee a scanned or typed code names: a card's QR code or number, a 'My QR' code (admins: people employed now in their companies)",
    description:
      "Unknown, forged, revoked and other tenants' codes answer 404 `qr.code_unknown`; a short code past its minute 404 `qr.code_expired`.",
    ...admins,
    request: { body: jsonBody(VerifySchema) },
    responses: { 200: json(VerifiedEmployeeSchema, 'The employee'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await qr.verifyCode(requestContext(c), signerOf(c), c.req.valid('json').code), 200),
);

qrRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/qr/cards/{user_id}/pdf',
    tags,
    summary: 'The employee card as a PDF, 54 × 86 mm, to print as it is (made when the person has no card; who may: as issue-simple)',
    ...signedIn,
    request: { params: CardUserParamsSchema, query: CardPdfQuerySchema },
    responses: {
      200: { description: 'The card', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
      ...errors(401, 403, 404),
    },
  }),
  async (c) => {
    const { bytes, fullName } = await qr.cardPdf(
      requestContext(c),
      { fonts: c.get('platform').fonts, blobs: c.get('platform').blobs.forTenant(c.get('tenant').slug) },
      c.req.valid('param').user_id,
      c.req.valid('query').lang,
    );
    // A PDF made counts for the tenant's usage (docs/telemetry.md).
    c.get('platform').usage.count(c.get('tenant').slug, { pdf: 1 }, c.get('now'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': cardFileName(fullName).header,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'no-store',
    }) as never;
  },
);
