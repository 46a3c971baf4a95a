import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { closeEntry, getEntry, listEntries, listRows, openEntry, reopenEntry } from './entries.service';
import { scanIntoEntry } from './scan.service';
import {
  ShiftEntryCloseSchema,
  ShiftEntryIdParamsSchema,
  ShiftEntryListQuerySchema,
  ShiftEntryListSchema,
  ShiftEntryOpenSchema,
  ShiftEntryRowListSchema,
  ShiftEntryRowsQuerySchema,
  ShiftEntryScanResultSchema,
  ShiftEntryScanSchema,
  ShiftEntrySchema,
} from './schemas';

export const shiftEntryRoutes = createRouter();
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const tags = ['shift-entries'];

shiftEntryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/shift-entries/shifts',
    tags,
    summary: "Shift entries of the caller's companies (superadmins: all), newest first, with the people in each",
    ...admins,
    request: { query: ShiftEntryListQuerySchema },
    responses: { 200: json(ShiftEntryListSchema, 'A page of entries'), ...errors(401, 403) },
  }),
  async (c) => c.json(await listEntries(requestContext(c), c.req.valid('query')), 200),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-entries/shifts/open',
    tags,
    summary: 'Open a new shift entry in one of the caller’s companies (optionally a department of it)',
    ...admins,
    request: { body: jsonBody(ShiftEntryOpenSchema) },
    responses: { 201: json(ShiftEntrySchema, 'The entry, opened'), ...errors(401, 403) },
  }),
  async (c) => c.json(await openEntry(requestContext(c), c.req.valid('json')), 201),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-entries/shifts/close',
    tags,
    summary: 'Close an entry: every row still open ends now (in a clock-in entry their day shifts stop too)',
    ...admins,
    request: { body: jsonBody(ShiftEntryCloseSchema) },
    responses: { 200: json(ShiftEntrySchema, 'The entry, closed'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await closeEntry(requestContext(c), c.req.valid('json').id), 200),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-entries/shifts/{id}/open',
    tags,
    summary: 'Reopen a closed entry (scans are accepted again)',
    ...admins,
    request: { params: ShiftEntryIdParamsSchema },
    responses: { 200: json(ShiftEntrySchema, 'The entry, opened'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await reopenEntry(requestContext(c), c.req.valid('param').id), 200),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/shift-entries/shifts/{id}',
    tags,
    summary: 'A shift entry',
    ...admins,
    request: { params: ShiftEntryIdParamsSchema },
    responses: { 200: json(ShiftEntrySchema, 'The entry'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getEntry(requestContext(c), c.req.valid('param').id), 200),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/shift-entries/shifts/{id}/entries',
    tags,
    summary: "An entry's rows (a person, their department, start and end), latest start first",
    ...admins,
    request: { params: ShiftEntryIdParamsSchema, query: ShiftEntryRowsQuerySchema },
    responses: { 200: json(ShiftEntryRowListSchema, 'The rows'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await listRows(requestContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
);

shiftEntryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-entries/shifts/{id}/entries',
    tags,
    summary: 'Scan a person into an opened entry by a code (card QR, card number, My QR, employee id) or user_id: '
      + 'no open row of theirs starts one now, an open one ends now; in a clock-in entry their day shift starts or stops too',
    ...admins,
    request: { params: ShiftEntryIdParamsSchema, body: jsonBody(ShiftEntryScanSchema) },
    responses: { 200: json(ShiftEntryScanResultSchema, 'What the scan did'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => {
    const signer = { tenant: c.get('tenant').slug, secretKey: c.get('platform').secretKey };
    return c.json(await scanIntoEntry(requestContext(c), signer, c.req.valid('param').id, c.req.valid('json')), 200);
  },
);
