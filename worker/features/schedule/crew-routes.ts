import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema } from '../users/schemas';
import {
  CrewCreateSchema,
  CrewIdParamsSchema,
  CrewListQuerySchema,
  CrewMembersResultSchema,
  CrewMembersSchema,
  CrewSchema,
  CrewsSchema,
  CrewUpdateSchema,
} from './crew-schemas';
import * as crews from './crews.service';

export const crewRoutes = createRouter();
const tags = ['crews'];
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

crewRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/crews',
    tags,
    summary: "A department's crews with their members (admins of its company, superadmins)",
    ...admins,
    request: { query: CrewListQuerySchema },
    responses: { 200: json(CrewsSchema, 'The crews, by sort order then name'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await crews.listCrews(requestContext(c), c.req.valid('query').department_id), 200),
);

crewRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/crews',
    tags,
    summary: 'Create a crew in a department (its name unique in the department)',
    ...admins,
    request: { body: jsonBody(CrewCreateSchema) },
    responses: { 200: json(CrewSchema, 'The new crew'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await crews.createCrew(requestContext(c), c.req.valid('json')), 200),
);

crewRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/crews/{crew_id}',
    tags,
    summary: 'Rename a crew or change its sort order',
    ...admins,
    request: { params: CrewIdParamsSchema, body: jsonBody(CrewUpdateSchema) },
    responses: { 200: json(CrewSchema, 'The crew'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await crews.updateCrew(requestContext(c), c.req.valid('param').crew_id, c.req.valid('json')), 200),
);

crewRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/crews/{crew_id}',
    tags,
    summary: 'Delete a crew (its members stay in the department, in no crew; planned shifts stay)',
    ...admins,
    request: { params: CrewIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await crews.deleteCrew(requestContext(c), c.req.valid('param').crew_id), 200),
);

crewRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/crews/{crew_id}/members',
    tags,
    summary: "Set a crew's members (people employed in the department now); someone of another crew of the department moves here",
    ...admins,
    request: { params: CrewIdParamsSchema, body: jsonBody(CrewMembersSchema) },
    responses: { 200: json(CrewMembersResultSchema, 'The crew and who moved from another crew'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await crews.setCrewMembers(requestContext(c), c.req.valid('param').crew_id, c.req.valid('json')), 200),
);
