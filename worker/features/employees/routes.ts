import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  EmployeePublicSchema,
  EmployeeUserIdParamsSchema,
  EmploymentRecordCreateSchema,
  EmploymentRecordIdParamsSchema,
  EmploymentRecordPublicSchema,
  EmploymentRecordUpdateSchema,
} from './schemas';
import * as employees from './employees.service';

export const employeeRoutes = createRouter();
const tags = ['employees'];
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

employeeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/employees',
    tags,
    summary: 'Create an employment record (admins: in their companies, without salary and contract type)',
    ...admins,
    request: { body: jsonBody(EmploymentRecordCreateSchema) },
    responses: { 200: json(EmploymentRecordPublicSchema, 'The new employment record'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await employees.createRecord(requestContext(c), c.req.valid('json')), 200),
);

employeeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/employees/{user_id}',
    tags,
    summary: 'A user with their employment records, newest first (users: themselves)',
    security: bearer,
    middleware: [requireUser],
    request: { params: EmployeeUserIdParamsSchema },
    responses: { 200: json(EmployeePublicSchema, 'The employee'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await employees.getEmployee(requestContext(c), c.req.valid('param').user_id), 200),
);

employeeRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/employees/{id}',
    tags,
    summary: 'Edit an employment record by its id; an end date, once set, cannot be removed',
    ...admins,
    request: { params: EmploymentRecordIdParamsSchema, body: jsonBody(EmploymentRecordUpdateSchema) },
    responses: { 200: json(EmploymentRecordPublicSchema, 'The updated record'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await employees.updateRecord(requestContext(c), id, c.req.valid('json')), 200);
  },
);
