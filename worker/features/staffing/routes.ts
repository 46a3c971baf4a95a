import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema } from '../users/schemas';
import { candidates } from './candidates.service';
import {
  CandidatesQuerySchema,
  CandidatesSchema,
  CoverageQuerySchema,
  CoverageSchema,
  DepartmentQuerySchema,
  GapsSchema,
  NeedsSchema,
  NeedsUpdateSchema,
  OverrideCreateSchema,
  OverrideIdParamsSchema,
  OverrideSchema,
  OverridesSchema,
} from './schemas';
import * as staffing from './staffing.service';

export const staffingRoutes = createRouter();
const tags = ['staffing'];
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

staffingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staffing/needs',
    tags,
    summary: "A department's weekly staffing needs per shift type (admins of its company, superadmins)",
    ...admins,
    request: { query: DepartmentQuerySchema },
    responses: { 200: json(NeedsSchema, 'The needs and the shift types of the department'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.readNeeds(requestContext(c), c.req.valid('query').department_id), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/staffing/needs',
    tags,
    summary: "Set a department's whole weekly needs: per shift type and weekday a minimum and an ideal (0-999)",
    ...admins,
    request: { body: jsonBody(NeedsUpdateSchema) },
    responses: { 200: json(NeedsSchema, 'The needs as stored'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.updateNeeds(requestContext(c), c.req.valid('json')), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staffing/overrides',
    tags,
    summary: "A department's dated overrides of its needs (a stock-take day, a holiday)",
    ...admins,
    request: { query: DepartmentQuerySchema },
    responses: { 200: json(OverridesSchema, 'The overrides, by start date'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.listOverrides(requestContext(c), c.req.valid('query').department_id), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/staffing/overrides',
    tags,
    summary: 'Override the need of a shift type on a date or a range (the latest override wins where two overlap)',
    ...admins,
    request: { body: jsonBody(OverrideCreateSchema) },
    responses: { 200: json(OverrideSchema, 'The new override'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.createOverride(requestContext(c), c.req.valid('json')), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/staffing/overrides/{override_id}',
    tags,
    summary: 'Delete an override: the weekly need applies again',
    ...admins,
    request: { params: OverrideIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.removeOverride(requestContext(c), c.req.valid('param').override_id), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staffing/coverage',
    tags,
    summary:
      'Coverage of a department over a range of up to 62 days: per day and shift type the need, the people planned and short / met / over',
    ...admins,
    request: { query: CoverageQuerySchema },
    responses: { 200: json(CoverageSchema, 'The coverage, by date then shift type'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await staffing.departmentCoverage(requestContext(c), c.req.valid('query')), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staffing/gaps',
    tags,
    summary: "Today's and tomorrow's gaps (company-local) in the departments the caller manages: shift types planned below their minimum",
    ...admins,
    responses: { 200: json(GapsSchema, 'The gaps, by date then department'), ...errors(401, 403) },
  }),
  async (c) => c.json(await staffing.gaps(requestContext(c)), 200),
);

staffingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staffing/candidates',
    tags,
    summary:
      "Who can fill a gap: the department's people available on the date (for the shift type's times when its patterns have them), holding the skill asked valid that day, and not planned that day",
    ...admins,
    request: { query: CandidatesQuerySchema },
    responses: { 200: json(CandidatesSchema, 'The candidates, by name'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await candidates(requestContext(c), c.req.valid('query')), 200),
);
