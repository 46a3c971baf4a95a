import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { cachedAnswer } from '../../lib/answer-cache';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  ListAbsencesQuerySchema,
  UserAbsencesQuerySchema,
  UserAbsencesSchema,
  AbsenceCancelSchema,
  AbsenceCreateSchema,
  AbsenceIdParamsSchema,
  AbsencePreviewQuerySchema,
  AbsencePreviewSchema,
  AbsencePublicSchema,
  AbsencesPublicSchema,
  AbsenceUpdateSchema,
} from './schemas';
import { BALANCE_READS, userAbsences } from './balance.service';
import { cancelApprovedAbsence, updateAbsence } from './decisions.service';
import { getAbsence, listAbsences } from './reads.service';
import { createAbsence, previewAbsence } from './requests.service';

export const absenceRoutes = createRouter();
const tags = ['vacation-sick'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

absenceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/vacation-sick/create',
    tags,
    summary:
      'Request an absence (vacation, free, force_majeure, sick) for whole days; admins may file one for an employee of their companies. '
      + 'Its hours are the planned hours in the range, else 8 h per Monday-Friday that is not a public holiday',
    description:
      '400 when it overlaps another pending or approved request, when force-majeure leave would exceed 4 shifts in a calendar year, '
      + 'when a vacation needs more hours than are available, or when the person has no current employment record.',
    ...signedIn,
    request: { body: jsonBody(AbsenceCreateSchema) },
    responses: { 200: json(AbsencePublicSchema, 'The pending request'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await createAbsence(requestContext(c), c.req.valid('json')), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/preview',
    tags,
    summary: 'The days and hours a request would take and what is left, before it is made (the request form)',
    ...signedIn,
    request: { query: AbsencePreviewQuerySchema },
    responses: { 200: json(AbsencePreviewSchema, 'The preview'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await previewAbsence(requestContext(c), c.req.valid('query')), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/vacation-sick/update',
    tags,
    summary: 'Change a pending request: approved or rejected (an admin of the employee’s company; a superadmin for admins), '
      + 'or canceled (its owner or such an admin; irreversible). Any other transition is 409',
    ...signedIn,
    request: { body: jsonBody(AbsenceUpdateSchema) },
    responses: { 200: json(AbsencePublicSchema, 'The request'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await updateAbsence(requestContext(c), c.req.valid('json')), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/vacation-sick/canceled',
    tags,
    summary: 'Cancel an approved request and give its hours back (an admin of the employee’s company, or the owner before its first day)',
    ...signedIn,
    request: { body: jsonBody(AbsenceCancelSchema) },
    responses: { 200: json(AbsencePublicSchema, 'The cancelled request'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await cancelApprovedAbsence(requestContext(c), c.req.valid('json').id), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get',
    tags,
    summary: 'The requests of the admin’s companies (superadmins: all), newest first, with filters',
    ...admins,
    request: { query: ListAbsencesQuerySchema },
    responses: { 200: json(AbsencesPublicSchema, 'A page of requests'), ...errors(401, 403) },
  }),
  async (c) => c.json(await listAbsences(requestContext(c), c.req.valid('query')), 200),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get-by-user',
    tags,
    summary: 'A person’s requests that meet a year and the year’s balance (own; admins: the people they manage)',
    ...signedIn,
    request: { query: UserAbsencesQuerySchema },
    responses: { 200: json(UserAbsencesSchema, 'Requests and balance'), ...errors(401, 403, 404) },
  }),
  async (c) => cachedAnswer(c, BALANCE_READS, async () => c.json(await userAbsences(requestContext(c), c.req.valid('query')), 200)),
);

absenceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/vacation-sick/get/{id}',
    tags,
    summary: 'One request (users: their own; admins: those of their companies and their own) — what a notification links to',
    ...signedIn,
    request: { params: AbsenceIdParamsSchema },
    responses: { 200: json(AbsencePublicSchema, 'The request'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getAbsence(requestContext(c), c.req.valid('param').id), 200),
);
