import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin, requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { DailyUsageSchema, InvoiceSchema, InvoicesSchema, MonthInputSchema, MonthlyUsageSchema, MonthUsageSchema } from './schemas';
import * as telemetry from './service';

export const telemetryRoutes = createRouter();
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const superadmins = { security: bearer, middleware: [requireUser, requireSuperadmin] };
const tags = ['telemetry'];

/** The host's tenant's usage, as of the request's instant. */
const scopeOf = (c: Context<AppEnv>): telemetry.UsageScope => ({
  db: c.get('db'),
  control: c.get('platform').control,
  tenant: c.get('tenant').slug,
  now: c.get('now'),
});
/** Counts this instance still holds are written first: an answer includes every request up to its own. */
const flushed = async (c: Context<AppEnv>) => {
  await c.get('platform').usage.flush(c.get('now'));
  return scopeOf(c);
};

telemetryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/telemetry/daily',
    tags,
    summary: 'The last 30 UTC days of the tenant: authenticated API requests, distinct active users, pushes sent, PDFs made',
    ...admins,
    responses: { 200: json(DailyUsageSchema, 'Oldest first, today last; days without use are zeros'), ...errors(401, 403) },
  }),
  async (c) => c.json(await telemetry.daily(await flushed(c)), 200),
);

telemetryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/telemetry/monthly',
    tags,
    summary: 'The last 6 months of the tenant (the running one included): MAU and the sums of the days',
    ...admins,
    responses: { 200: json(MonthlyUsageSchema, 'Oldest first'), ...errors(401, 403) },
  }),
  async (c) => c.json(await telemetry.monthly(await flushed(c)), 200),
);

telemetryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/telemetry/invoice',
    tags,
    summary: "The tenant's invoice drafts (and issued invoices), newest month first",
    ...admins,
    responses: { 200: json(InvoicesSchema, 'The invoices'), ...errors(401, 403) },
  }),
  async (c) => c.json(await telemetry.invoicesOfTenant(scopeOf(c)), 200),
);

telemetryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/telemetry/aggregate/monthly',
    tags,
    summary: "Recompute a month's aggregate from the daily counts (idempotent)",
    ...superadmins,
    request: { body: jsonBody(MonthInputSchema) },
    responses: { 200: json(MonthUsageSchema, 'The stored aggregate'), ...errors(401, 403) },
  }),
  async (c) => c.json(await telemetry.aggregateMonth(await flushed(c), c.req.valid('json').month), 200),
);

telemetryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/telemetry/invoice',
    tags,
    summary: "Make the draft of a month that is over from its usage and the tenant's prices (again, while it is a draft)",
    ...superadmins,
    request: { body: jsonBody(MonthInputSchema) },
    responses: { 200: json(InvoiceSchema, 'The draft'), ...errors(401, 403, 409) },
  }),
  async (c) => c.json(await telemetry.draftInvoice(await flushed(c), c.req.valid('json').month), 200),
);
