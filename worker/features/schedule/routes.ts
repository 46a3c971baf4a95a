import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { cachedAnswer } from '../../lib/answer-cache';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema } from '../users/schemas';
import {
  ApplyPatternSchema,
  ApplyResultSchema,
  AutoConfirmResultSchema,
  AutoConfirmSchema,
  ConfirmResultSchema,
  ConfirmShiftSchema,
  DayShiftPublicSchema,
  EmployeesScheduleQuerySchema,
  EmployeesScheduleCompactSchema,
  ListPatternsQuerySchema,
  OpenShiftsQuerySchema,
  OpenShiftsSchema,
  PatternPreviewSchema,
  PatternCreateSchema,
  PatternIdParamsSchema,
  PatternPublicSchema,
  PatternsPublicSchema,
  ScheduleQuerySchema,
  ShiftIdQuerySchema,
  StartShiftSchema,
  StopShiftSchema,
  WorkScheduleSchema,
  PlanAddSchema,
  PlanEditResultSchema,
  PlanChangeSchema,
  PlanHistorySchema,
  PlanMoveSchema,
  PlanRemovedSchema,
  PlanShiftIdParamsSchema,
  ReapplyPatternSchema,
  ReapplyResultSchema,
} from './schemas';
import { applyPattern } from './apply.service';
import { previewPattern } from './preview.service';
import { autoConfirmFor } from './auto-confirm.service';
import { confirmShift, startShift, stopShift } from './day-shifts.service';
import { employeesSchedule, GRID_READS } from './employees-grid.service';
import { createPattern, deletePattern, getPattern, listPatterns, updatePattern } from './patterns.service';
import { addPlannedShift, changePlannedShift, movePlannedShift, planHistory, reapplyPattern, removePlannedShift } from './plan.service';
import { getSchedule, getShift, openShifts, SCHEDULE_READS } from './work-schedule.service';

export const scheduleRoutes = createRouter();
const tags = ['work-schedule'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

// ------------------------------------------------------------------------------------ patterns

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/patterns/get',
    tags,
    summary: 'List schedule patterns (admins: the shared ones and those of their companies’ departments)',
    ...admins,
    request: { query: ListPatternsQuerySchema },
    responses: { 200: json(PatternsPublicSchema, 'A page of patterns'), ...errors(400, 401, 403) },
  }),
  async (c) => c.json(await listPatterns(requestContext(c), c.req.valid('query')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/patterns/create',
    tags,
    summary: 'Create a schedule pattern: a cycle of days with shifts (admins: for their companies’ departments or shared)',
    ...admins,
    request: { body: jsonBody(PatternCreateSchema) },
    responses: { 200: json(PatternPublicSchema, 'The new pattern'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await createPattern(requestContext(c), c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/patterns/get/{pattern_Id}',
    tags,
    summary: 'A schedule pattern',
    ...admins,
    request: { params: PatternIdParamsSchema },
    responses: { 200: json(PatternPublicSchema, 'The pattern'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await getPattern(requestContext(c), c.req.valid('param').pattern_Id), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/work-schedule/patterns/delete/{pattern_Id}',
    tags,
    summary: 'Delete a schedule pattern; the shifts it planned stay',
    ...admins,
    request: { params: PatternIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    await deletePattern(requestContext(c), c.req.valid('param').pattern_Id);
    return c.json({ message: 'Pattern deleted successfully' }, 200);
  },
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/patterns/apply',
    tags,
    summary: 'Apply a pattern to users or a whole department for 1-12 months; never touches started or confirmed shifts, '
      + 'skips approved absences and (unless include_holidays) public holidays; applying twice changes nothing',
    ...admins,
    request: { body: jsonBody(ApplyPatternSchema) },
    responses: { 200: json(ApplyResultSchema, 'What changed'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await applyPattern(requestContext(c), c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/patterns/preview',
    tags,
    summary: 'What applying would do, without writing: the same body and checks as apply, over at most the first 2 months; '
      + 'per person the shift of each pattern day or why it is skipped, and the coverage per shift type per day',
    ...admins,
    request: { body: jsonBody(ApplyPatternSchema) },
    responses: { 200: json(PatternPreviewSchema, 'The preview'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await previewPattern(requestContext(c), c.req.valid('json')), 200),
);

// ---------------------------------------------------------------------------------- day shifts

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/get',
    tags,
    summary: "A user's day shifts from start to end with the period's statistics (users: their own; admins: their companies' people)",
    ...signedIn,
    request: { query: ScheduleQuerySchema },
    responses: { 200: json(WorkScheduleSchema, 'The schedule'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => cachedAnswer(c, SCHEDULE_READS, async () => c.json(await getSchedule(requestContext(c), c.req.valid('query')), 200)),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/get-id',
    tags,
    summary: 'One day shift (users: their own; admins: of their companies)',
    ...signedIn,
    request: { query: ShiftIdQuerySchema },
    responses: { 200: json(DayShiftPublicSchema, 'The shift'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await getShift(requestContext(c), c.req.valid('query').schedule_id), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/open',
    tags,
    summary: "The dashboard's shifts of a date that are running or finished and not confirmed (admins: their companies)",
    ...admins,
    request: { query: OpenShiftsQuerySchema },
    responses: { 200: json(OpenShiftsSchema, 'Running first, then finished; by name'), ...errors(400, 401, 403) },
  }),
  async (c) => c.json(await openShifts(requestContext(c), c.req.valid('query').date), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/start',
    tags,
    summary: "Start the signed-in user's shift: only on its own company-local date, only once, one running shift at a time; "
      + "without schedule_id, off-schedule work on today's date",
    ...signedIn,
    request: { body: { required: false, content: { 'application/json': { schema: StartShiftSchema } } } },
    responses: { 200: json(DayShiftPublicSchema, 'The started shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => {
    const { schedule_id } = c.req.valid('json');
    return c.json(await startShift(requestContext(c), schedule_id), 200);
  },
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/stop',
    tags,
    summary: "Stop the signed-in user's running shift",
    ...signedIn,
    request: { body: jsonBody(StopShiftSchema) },
    responses: { 200: json(DayShiftPublicSchema, 'The stopped shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await stopShift(requestContext(c), c.req.valid('json').schedule_id), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/work-schedule/confirm',
    tags,
    summary: 'Confirm a shift, optionally with adjusted start and end and notes (admins: not the shift of another admin or a superadmin; '
      + 'a confirmed shift only by a superadmin)',
    ...admins,
    request: { body: jsonBody(ConfirmShiftSchema) },
    responses: { 200: json(ConfirmResultSchema, 'The confirmed shift'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await confirmShift(requestContext(c), c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/auto-confirm',
    tags,
    summary: "Run auto-confirm for shifts dated start..end in the caller's companies that have it on, with each company's tolerance",
    ...admins,
    request: { body: jsonBody(AutoConfirmSchema) },
    responses: { 200: json(AutoConfirmResultSchema, 'How many shifts were confirmed'), ...errors(400, 401, 403) },
  }),
  async (c) => {
    const confirmed = await autoConfirmFor(requestContext(c), c.req.valid('json'));
    return c.json({ confirmed }, 200);
  },
);

// ----------------------------------------------------------------------------- employees schedule

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/employees-schedule',
    tags: ['employees'],
    summary: 'The schedule grid of a company or department for a month: employees x days with shifts and approved absences',
    description:
      "Admins read their companies' departments or whole companies. A user reads a department they work in now (the team calendar): colleagues' shifts without their start/stop times and their absences without the kind.",
    ...signedIn,
    request: { query: EmployeesScheduleQuerySchema },
    responses: { 200: json(EmployeesScheduleCompactSchema, 'The grid, compact (docs/api.md)'), ...errors(400, 401, 403, 404) },
  }),
  // Built and written as text in its turn (platform.largeAnswer): its rows and objects are let go before the next one starts.
  (c) =>
    cachedAnswer(
      c,
      GRID_READS,
      () => c.get('platform').largeAnswer(async () => c.json(await employeesSchedule(requestContext(c), c.req.valid('query')), 200)),
    ),
);

// ------------------------------------------------------------------------------ plan edits
// docs/plan-edits.md: single planned shifts, the change log, editing and re-applying patterns.

scheduleRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/work-schedule/patterns/update/{pattern_Id}',
    tags,
    summary: 'Edit a schedule pattern (the body and rules of create); the shifts it planned change only when it is re-applied',
    ...admins,
    request: { params: PatternIdParamsSchema, body: jsonBody(PatternCreateSchema) },
    responses: { 200: json(PatternPublicSchema, 'The edited pattern'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await updatePattern(requestContext(c), c.req.valid('param').pattern_Id, c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/patterns/reapply',
    tags,
    summary: 'Re-apply a pattern to every target it was applied to, from from_date to the end of each application; '
      + 'the guarantees and counts of apply (started, finished and confirmed shifts are never touched; twice changes nothing)',
    ...admins,
    request: { body: jsonBody(ReapplyPatternSchema) },
    responses: { 200: json(ReapplyResultSchema, 'What changed'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await reapplyPattern(requestContext(c), c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/plan',
    tags,
    summary:
      "Plan a shift for a person on a free day (admins: people employed in their companies on that date); recorded in the plan's change log",
    ...admins,
    request: { body: jsonBody(PlanAddSchema) },
    responses: {
      200: json(PlanEditResultSchema, 'The planned shift and its labour-law warnings (a rule set to block answers 422 labour_law.breach)'),
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  async (c) => c.json(await addPlannedShift(requestContext(c), c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/work-schedule/plan/{shift_id}',
    tags,
    summary: 'Change the type, times or colour of a planned shift; started, finished, confirmed and off-schedule shifts answer 409',
    ...admins,
    request: { params: PlanShiftIdParamsSchema, body: jsonBody(PlanChangeSchema) },
    responses: { 200: json(PlanEditResultSchema, 'The changed shift and its labour-law warnings'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await changePlannedShift(requestContext(c), c.req.valid('param').shift_id, c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/work-schedule/plan/{shift_id}',
    tags,
    summary: 'Remove a planned shift; started, finished, confirmed and off-schedule shifts answer 409; its change log stays',
    ...admins,
    request: { params: PlanShiftIdParamsSchema },
    responses: { 200: json(PlanRemovedSchema, 'Removed'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => {
    const { shift_id } = c.req.valid('param');
    await removePlannedShift(requestContext(c), shift_id);
    return c.json({ message: 'Shift removed from the plan', id: shift_id }, 200);
  },
);

scheduleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/work-schedule/plan/{shift_id}/move',
    tags,
    summary:
      'Move a planned shift to another person of its company and/or another date; the target day must be free (409 schedule.day_taken)',
    ...admins,
    request: { params: PlanShiftIdParamsSchema, body: jsonBody(PlanMoveSchema) },
    responses: { 200: json(PlanEditResultSchema, 'The moved shift and its labour-law warnings'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => c.json(await movePlannedShift(requestContext(c), c.req.valid('param').shift_id, c.req.valid('json')), 200),
);

scheduleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/work-schedule/plan/{shift_id}/history',
    tags,
    summary:
      "A shift's change log, newest first: who changed what when (before and after), and the apply of the pattern that planned it (admins of its company, its owner)",
    ...signedIn,
    request: { params: PlanShiftIdParamsSchema },
    responses: { 200: json(PlanHistorySchema, 'The entries'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await planHistory(requestContext(c), c.req.valid('param').shift_id), 200),
);
