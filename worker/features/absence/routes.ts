import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { today } from '../../lib/today';
import {
  ListVacationsQuerySchema,
  UserVacationsQuerySchema,
  UserVacationsSchema,
  VacationCancelSchema,
  VacationCreateSchema,
  VacationIdParamsSchema,
  VacationPreviewQuerySchema,
  VacationPreviewSchema,
  VacationPublicSchema,
  VacationsPublicSchema,
  VacationUpdateSchema,
} from './schemas';
import * as absence from './service';

export const absenceRoutes = createRouter();
const tags = ['vacation-sick'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const now = (c: { get(key: 'platform'): { now(): Date } }) => c.get('platform').now();

absenceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/vacation-sick/create',
    tags,
    summary:
      'Request an absence (vacation, free, force_majeure, sick) for whole days; admins may file one for an employee of their companies. ' +
      'Its hours are the planned hours in the range, else 8 h per Monday-Friday that is not a public holiday',
    description:
      '400 when it overlaps another pending or approved request, when force-majeure leave would exceed 4 shifts in a calendar year, ' +
      'when a vacation needs more hours than are available, or when the person has no current employment record.',
    ...signedIn,
    request: { body: jsonBody(VacationCreateSchema) },
    responses: { 200: json(VacationPublicSchema, 'The pending request'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await absence.createVacation(c.get('db'), c.get('user'), c.req.valid('json'), now(c), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/preview',
    tags,
    summary: 'The days and hours a request would take and what is left, before it is made (the request form)',
    ...signedIn,
    request: { query: VacationPreviewQuerySchema },
    responses: { 200: json(VacationPreviewSchema, 'The preview'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await absence.previewVacation(c.get('db'), c.get('user'), c.req.valid('query'), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/vacation-sick/update',
    tags,
    summary:
      'Change a pending request: approved or rejected (an admin of the employee’s company; a superadmin for admins), ' +
      'or canceled (its owner or such an admin; irreversible). Any other transition is 409',
    ...signedIn,
    request: { body: jsonBody(VacationUpdateSchema) },
    responses: { 200: json(VacationPublicSchema, 'The request'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await absence.updateVacation(c.get('db'), c.get('user'), c.req.valid('json'), now(c), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/vacation-sick/canceled',
    tags,
    summary: 'Cancel an approved request and give its hours back (an admin of the employee’s company, or the owner before its first day)',
    ...signedIn,
    request: { body: jsonBody(VacationCancelSchema) },
    responses: { 200: json(VacationPublicSchema, 'The cancelled request'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await absence.cancelApprovedVacation(c.get('db'), c.get('user'), c.req.valid('json').id, now(c), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get',
    tags,
    summary: 'The requests of the admin’s companies (superadmins: all), newest first, with filters',
    ...admins,
    request: { query: ListVacationsQuerySchema },
    responses: { 200: json(VacationsPublicSchema, 'A page of requests'), ...errors(401, 403) },
  }),
  async (c) => c.json(await absence.listVacations(c.get('db'), c.get('user'), c.req.valid('query'), now(c), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get-by-user',
    tags,
    summary: 'A person’s requests that meet a year and the year’s balance (own; admins: the people they manage)',
    ...signedIn,
    request: { query: UserVacationsQuerySchema },
    responses: { 200: json(UserVacationsSchema, 'Requests and balance'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await absence.userVacations(c.get('db'), c.get('user'), c.req.valid('query'), now(c), today(c)), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get/{id}',
    tags,
    summary: 'One request (users: their own; admins: those of their companies and their own) — what a notification links to',
    ...signedIn,
    request: { params: VacationIdParamsSchema },
    responses: { 200: json(VacationPublicSchema, 'The request'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await absence.getVacation(c.get('db'), c.get('user'), c.req.valid('param').id, now(c), today(c)), 200),
);
