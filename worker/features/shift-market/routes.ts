// Open shifts and shift swaps (docs/shift-market.md): thin routes over open-shifts.service.ts and
// swaps.service.ts. Paths `/open-shifts/...` and `/shift-swaps/...`: `/work-schedule/open` is the
// dashboard's running shifts.
import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  cancelOpenShift,
  claimOpenShift,
  decideClaim,
  getOpenShift,
  listOpenShifts,
  publishOpenShift,
  withdrawClaim,
} from './open-shifts.service';
import {
  ClaimIdParamsSchema,
  OpenShiftCreateSchema,
  OpenShiftIdParamsSchema,
  OpenShiftListQuerySchema,
  OpenShiftDecisionSchema,
  OpenShiftOfferSchema,
  OpenShiftOffersSchema,
  ShiftSwapAcceptSchema,
  ShiftSwapCreateSchema,
  ShiftSwapListQuerySchema,
  ShiftSwapSchema,
  ShiftSwapsSchema,
  ShiftSwapDecisionSchema,
  SwapIdParamsSchema,
} from './schemas';
import { acceptSwap, cancelSwap, decideSwap, getSwap, listSwaps, offerShift } from './swaps.service';

export const shiftMarketRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const tags = ['shift-market'];

// ---------------------------------------------------------------------------------- open shifts

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts',
    tags,
    summary: "Publish an open shift for a department of the admin's companies; its employees are notified",
    ...admins,
    request: { body: jsonBody(OpenShiftCreateSchema) },
    responses: { 200: json(OpenShiftOfferSchema, 'The open shift'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await publishOpenShift(requestContext(c), c.req.valid('json')), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/open-shifts',
    tags,
    summary:
      "Open shifts: users those of the departments they work in now (with their own claims); admins their companies' (with every claim)",
    ...signedIn,
    request: { query: OpenShiftListQuerySchema },
    responses: { 200: json(OpenShiftOffersSchema, 'A page of open shifts by date'), ...errors(400, 401) },
  }),
  async (c) => c.json(await listOpenShifts(requestContext(c), c.req.valid('query')), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/open-shifts/{id}',
    tags,
    summary: 'One open shift (users of its department, admins of its company)',
    ...signedIn,
    request: { params: OpenShiftIdParamsSchema },
    responses: { 200: json(OpenShiftOfferSchema, 'The open shift'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await getOpenShift(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts/{id}/cancel',
    tags,
    summary: 'Cancel an open shift (admins of its company); pending claims are rejected',
    ...admins,
    request: { params: OpenShiftIdParamsSchema },
    responses: { 200: json(OpenShiftOfferSchema, 'The cancelled open shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await cancelOpenShift(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts/{id}/claim',
    tags,
    summary: "Claim an open shift of a department the caller works in now; the company's admins are notified",
    ...signedIn,
    request: { params: OpenShiftIdParamsSchema },
    responses: { 200: json(OpenShiftOfferSchema, 'The open shift with the claim'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await claimOpenShift(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts/{id}/withdraw',
    tags,
    summary: "Withdraw the caller's pending claim",
    ...signedIn,
    request: { params: OpenShiftIdParamsSchema },
    responses: { 200: json(OpenShiftOfferSchema, 'The open shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await withdrawClaim(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts/claims/{claim_id}/approve',
    tags,
    summary:
      "Approve a pending claim (admins of the company, not their own): plans the claimant's day shift and takes a place, in one transaction; "
      + '409 when no place is left or the claimant has a shift that day',
    ...admins,
    request: { params: ClaimIdParamsSchema },
    responses: { 200: json(OpenShiftDecisionSchema, 'The open shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await decideClaim(requestContext(c), c.req.valid('param').claim_id, true), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/open-shifts/claims/{claim_id}/reject',
    tags,
    summary: 'Reject a pending claim (admins of the company, not their own)',
    ...admins,
    request: { params: ClaimIdParamsSchema },
    responses: { 200: json(OpenShiftDecisionSchema, 'The open shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await decideClaim(requestContext(c), c.req.valid('param').claim_id, false), 200),
);

// ---------------------------------------------------------------------------------------- swaps

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-swaps',
    tags,
    summary:
      "Offer one of the caller's planned shifts (today or later, not started) to their department's colleagues, as a swap or a giveaway",
    ...signedIn,
    request: { body: jsonBody(ShiftSwapCreateSchema) },
    responses: { 200: json(ShiftSwapSchema, 'The offer'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await offerShift(requestContext(c), c.req.valid('json')), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/shift-swaps',
    tags,
    summary: "Swap offers: users their departments' and their own; admins their companies' and their own; newest first",
    ...signedIn,
    request: { query: ShiftSwapListQuerySchema },
    responses: { 200: json(ShiftSwapsSchema, 'A page of swaps'), ...errors(400, 401) },
  }),
  async (c) => c.json(await listSwaps(requestContext(c), c.req.valid('query')), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/shift-swaps/{id}',
    tags,
    summary: 'One swap (its people, colleagues of its department, admins of its company)',
    ...signedIn,
    request: { params: SwapIdParamsSchema },
    responses: { 200: json(ShiftSwapSchema, 'The swap'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await getSwap(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-swaps/{id}/accept',
    tags,
    summary:
      "Accept an offer of the caller's department (a swap: with one of the caller's own shifts given back); the admins and the offerer are notified",
    ...signedIn,
    request: { params: SwapIdParamsSchema, body: { required: false, content: { 'application/json': { schema: ShiftSwapAcceptSchema } } } },
    responses: { 200: json(ShiftSwapSchema, 'The accepted swap'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await acceptSwap(requestContext(c), c.req.valid('param').id, c.req.valid('json')?.shift_id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-swaps/{id}/cancel',
    tags,
    summary: 'Cancel a swap before the decision (its offerer or taker, or an admin of the company)',
    ...signedIn,
    request: { params: SwapIdParamsSchema },
    responses: { 200: json(ShiftSwapSchema, 'The cancelled swap'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await cancelSwap(requestContext(c), c.req.valid('param').id), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-swaps/{id}/approve',
    tags,
    summary:
      'Approve an accepted swap (admins of the company, not a party of it): both plans change in one transaction; 409 if a shift changed meanwhile',
    ...admins,
    request: { params: SwapIdParamsSchema },
    responses: { 200: json(ShiftSwapDecisionSchema, 'The approved swap'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await decideSwap(requestContext(c), c.req.valid('param').id, true), 200),
);

shiftMarketRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/shift-swaps/{id}/reject',
    tags,
    summary: 'Reject an accepted swap (admins of the company, not a party of it)',
    ...admins,
    request: { params: SwapIdParamsSchema },
    responses: { 200: json(ShiftSwapDecisionSchema, 'The rejected swap'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await decideSwap(requestContext(c), c.req.valid('param').id, false), 200),
);
