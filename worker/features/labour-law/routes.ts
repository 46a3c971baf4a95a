import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { listBreaches } from './breaches.service';
import {
  BreachesQuerySchema,
  BreachesSchema,
  CompanyIdParamsSchema,
  LabourLawSettingsSchema,
  LabourLawSettingsUpdateSchema,
} from './schemas';
import { getLabourLawSettings, updateLabourLawSettings } from './settings.service';

export const labourLawRoutes = createRouter();
const tags = ['labour-law'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

labourLawRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companies/{company_id}/labour-law',
    tags,
    summary: "A company's labour-law settings: its country's rules, each a warning or a block (admins of the company)",
    ...admins,
    request: { params: CompanyIdParamsSchema },
    responses: { 200: json(LabourLawSettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getLabourLawSettings(requestContext(c), c.req.valid('param').company_id), 200),
);

labourLawRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/companies/{company_id}/labour-law',
    tags,
    summary: "Change a company's labour-law settings; what is not given stays (admins of the company, superadmins)",
    ...admins,
    request: { params: CompanyIdParamsSchema, body: jsonBody(LabourLawSettingsUpdateSchema) },
    responses: { 200: json(LabourLawSettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await updateLabourLawSettings(requestContext(c), c.req.valid('param').company_id, c.req.valid('json')), 200),
);

labourLawRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/labour-law/breaches',
    tags,
    summary: 'The labour-law breaches of a person, department or company from start to end (who may read that schedule)',
    ...signedIn,
    request: { query: BreachesQuerySchema },
    responses: { 200: json(BreachesSchema, 'The breaches, by first date'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await listBreaches(requestContext(c), c.req.valid('query')), 200),
);
