import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { addException, decide, getAvailability, listPending, putPreferences, putVersion, removeException } from './availability.service';
import { departmentAvailability } from './department.service';
import {
  AvailabilitySchema,
  ChangesSchema,
  CompanyParamsSchema,
  DepartmentAvailabilitySchema,
  DepartmentParamsSchema,
  DepartmentQuerySchema,
  ExceptionInputSchema,
  IdParamsSchema,
  PendingQuerySchema,
  PreferencesInputSchema,
  SettingsSchema,
  SettingsUpdateSchema,
  UserParamsSchema,
  VersionInputSchema,
  WriteResultSchema,
} from './schemas';
import { getSettings, updateSettings } from './settings.service';

export const availabilityRoutes = createRouter();
const tags = ['availability'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const written = json(WriteResultSchema, "Applied at once, or pending an admin's approval; the availability as it stands");

availabilityRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/availability/users/{user_id}',
    tags,
    summary: "A person's weekly availability versions, exceptions, preferences and pending changes (themselves, their admins)",
    ...signedIn,
    request: { params: UserParamsSchema },
    responses: { 200: json(AvailabilitySchema, 'The availability'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getAvailability(requestContext(c), c.req.valid('param').user_id), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/availability/users/{user_id}/weekly',
    tags,
    summary: 'Set the weekly availability valid from a date (replaces the version of that date)',
    ...signedIn,
    request: { params: UserParamsSchema, body: jsonBody(VersionInputSchema) },
    responses: { 200: written, ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await putVersion(requestContext(c), c.req.valid('param').user_id, c.req.valid('json')), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/availability/users/{user_id}/exceptions',
    tags,
    summary: 'Add a dated exception: unavailable, or available only in windows, with an optional reason',
    ...signedIn,
    request: { params: UserParamsSchema, body: jsonBody(ExceptionInputSchema) },
    responses: { 200: written, ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await addException(requestContext(c), c.req.valid('param').user_id, c.req.valid('json')), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/availability/exceptions/{id}',
    tags,
    summary: 'Remove an exception (its person, their admins)',
    ...signedIn,
    request: { params: IdParamsSchema },
    responses: { 200: written, ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await removeException(requestContext(c), c.req.valid('param').id), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/availability/users/{user_id}/preferences',
    tags,
    summary: 'Set preferences: shift types preferred or avoided, weekends off, wished shifts or hours a week',
    ...signedIn,
    request: { params: UserParamsSchema, body: jsonBody(PreferencesInputSchema) },
    responses: { 200: written, ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await putPreferences(requestContext(c), c.req.valid('param').user_id, c.req.valid('json')), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/availability/pending',
    tags,
    summary: 'Availability changes awaiting approval, of the people the admin manages, newest first',
    ...admins,
    request: { query: PendingQuerySchema },
    responses: { 200: json(ChangesSchema, 'The pending changes'), ...errors(401, 403) },
  }),
  async (c) => c.json(await listPending(requestContext(c), c.req.valid('query')), 200),
);

for (const action of ['approve', 'reject'] as const) {
  availabilityRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/availability/pending/{id}/${action}`,
      tags,
      summary: action === 'approve' ? 'Approve a pending change: it is written now' : 'Reject a pending change: nothing is written',
      ...admins,
      request: { params: IdParamsSchema },
      responses: { 200: json(AvailabilitySchema, "The person's availability"), ...errors(401, 403, 404, 409) },
    }),
    async (c) => c.json(await decide(requestContext(c), c.req.valid('param').id, action === 'approve'), 200),
  );
}

availabilityRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/availability/departments/{department_id}',
    tags,
    summary: "Who can work: each person employed now in the department, the date's availability and whether a shift fits",
    ...admins,
    request: { params: DepartmentParamsSchema, query: DepartmentQuerySchema },
    responses: { 200: json(DepartmentAvailabilitySchema, 'The people, by name'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await departmentAvailability(requestContext(c), c.req.valid('param').department_id, c.req.valid('query')), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/availability/companies/{company_id}/settings',
    tags,
    summary: "A company's availability settings: approval of changes, conflicts warn or block (admins of the company)",
    ...admins,
    request: { params: CompanyParamsSchema },
    responses: { 200: json(SettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getSettings(requestContext(c), c.req.valid('param').company_id), 200),
);

availabilityRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/availability/companies/{company_id}/settings',
    tags,
    summary: "Change a company's availability settings; what is not given stays (admins of the company, superadmins)",
    ...admins,
    request: { params: CompanyParamsSchema, body: jsonBody(SettingsUpdateSchema) },
    responses: { 200: json(SettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await updateSettings(requestContext(c), c.req.valid('param').company_id, c.req.valid('json')), 200),
);
