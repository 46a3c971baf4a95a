import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { listBudgets, putBudget, removeBudget } from './budgets.service';
import { departmentCost, peopleCost } from './cost.service';
import {
  BudgetParamsSchema,
  BudgetSchema,
  BudgetsQuerySchema,
  BudgetsSchema,
  BudgetUpdateSchema,
  CompanyParamsSchema,
  CostQuerySchema,
  DepartmentCostSchema,
  DepartmentParamsSchema,
  LabourCostSettingsSchema,
  LabourCostSettingsUpdateSchema,
  PeopleCostSchema,
} from './schemas';
import { getCostSettings, updateCostSettings } from './settings.service';

export const labourCostRoutes = createRouter();
const tags = ['labour-cost'];
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const superadmins = { security: bearer, middleware: [requireUser, requireSuperadmin] };

labourCostRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/labour-cost/departments/{department_id}',
    tags,
    summary:
      "The cost of a department's planned and worked hours per day, week or month, against its budgets (admins of its company: totals only)",
    ...admins,
    request: { params: DepartmentParamsSchema, query: CostQuerySchema },
    responses: { 200: json(DepartmentCostSchema, 'The totals'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await departmentCost(requestContext(c), c.req.valid('param').department_id, c.req.valid('query')), 200),
);

labourCostRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/labour-cost/departments/{department_id}/people',
    tags,
    summary: "The cost of each person's planned and worked hours in a department (superadmins)",
    ...superadmins,
    request: { params: DepartmentParamsSchema, query: CostQuerySchema },
    responses: { 200: json(PeopleCostSchema, 'Per person'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await peopleCost(requestContext(c), c.req.valid('param').department_id, c.req.valid('query')), 200),
);

labourCostRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/labour-cost/departments/{department_id}/budgets',
    tags,
    summary: "A department's monthly budgets (admins of its company, superadmins)",
    ...admins,
    request: { params: DepartmentParamsSchema, query: BudgetsQuerySchema },
    responses: { 200: json(BudgetsSchema, 'By month'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await listBudgets(requestContext(c), c.req.valid('param').department_id, c.req.valid('query').year), 200),
);

labourCostRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/labour-cost/departments/{department_id}/budgets/{month}',
    tags,
    summary: "Set a department's budget for a month (superadmins)",
    ...superadmins,
    request: { params: BudgetParamsSchema, body: jsonBody(BudgetUpdateSchema) },
    responses: { 200: json(BudgetSchema, 'The budget'), ...errors(401, 403, 404) },
  }),
  async (c) => {
    const { department_id, month } = c.req.valid('param');
    return c.json(await putBudget(requestContext(c), department_id, month, c.req.valid('json').amount), 200);
  },
);

labourCostRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/labour-cost/departments/{department_id}/budgets/{month}',
    tags,
    summary: "Remove a department's budget for a month (superadmins)",
    ...superadmins,
    request: { params: BudgetParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  }),
  async (c) => {
    const { department_id, month } = c.req.valid('param');
    await removeBudget(requestContext(c), department_id, month);
    return c.body(null, 204);
  },
);

labourCostRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/labour-cost/companies/{company_id}/settings',
    tags,
    summary: "A company's labour-cost settings: the dated minimum wage and the night window (admins of the company)",
    ...admins,
    request: { params: CompanyParamsSchema },
    responses: { 200: json(LabourCostSettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getCostSettings(requestContext(c), c.req.valid('param').company_id), 200),
);

labourCostRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/labour-cost/companies/{company_id}/settings',
    tags,
    summary: "Change a company's labour-cost settings; what is not given stays (superadmins)",
    ...superadmins,
    request: { params: CompanyParamsSchema, body: jsonBody(LabourCostSettingsUpdateSchema) },
    responses: { 200: json(LabourCostSettingsSchema, 'The settings'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await updateCostSettings(requestContext(c), c.req.valid('param').company_id, c.req.valid('json')), 200),
);
