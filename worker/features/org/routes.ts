import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema } from '../users/schemas';
import {
  CompaniesPublicSchema,
  CompanyCreateSchema,
  CompanyIdParamsSchema,
  CompanyPublicSchema,
  CompanyUpdateSchema,
  DepartmentCreateSchema,
  DepartmentIdParamsSchema,
  DepartmentPublicSchema,
  DepartmentsPublicSchema,
  DepartmentUpdateSchema,
  ListCompaniesQuerySchema,
  ListDepartmentsQuerySchema,
} from './schemas';
import * as companies from './companies.service';
import * as departments from './departments.service';

export const orgRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const superadmins = { security: bearer, middleware: [requireUser, requireSuperadmin] };

// ------------------------------------------------------------------------------------ companies

orgRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/companies',
    tags: ['companies'],
    summary: 'Create a company (superadmin); NIP and REGON are checked with their checksums',
    ...superadmins,
    request: { body: jsonBody(CompanyCreateSchema) },
    responses: { 200: json(CompanyPublicSchema, 'The new company'), ...errors(400, 401, 403) },
  }),
  async (c) => c.json(await companies.createCompany(requestContext(c), c.req.valid('json')), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companies',
    tags: ['companies'],
    summary: 'List companies: all for superadmins, the companies the caller is employed in for others',
    ...signedIn,
    request: { query: ListCompaniesQuerySchema },
    responses: { 200: json(CompaniesPublicSchema, 'A page of companies'), ...errors(400, 401) },
  }),
  async (c) => c.json(await companies.listCompanies(requestContext(c), c.req.valid('query')), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companies/{company_id}',
    tags: ['companies'],
    summary: 'A company with its departments (superadmins: any; others: where they are employed)',
    ...signedIn,
    request: { params: CompanyIdParamsSchema },
    responses: { 200: json(CompanyPublicSchema, 'The company'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await companies.getCompany(requestContext(c), c.req.valid('param').company_id), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/companies/{company_id}',
    tags: ['companies'],
    summary: 'Edit a company (superadmins: any; admins: the companies they are employed in)',
    ...admins,
    request: { params: CompanyIdParamsSchema, body: jsonBody(CompanyUpdateSchema) },
    responses: { 200: json(CompanyPublicSchema, 'The updated company'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    const { company_id } = c.req.valid('param');
    return c.json(await companies.updateCompany(requestContext(c), company_id, c.req.valid('json')), 200);
  },
);

orgRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/companies/{company_id}',
    tags: ['companies'],
    summary: 'Delete a company without departments and current employees (superadmin); 409 names what blocks it',
    ...superadmins,
    request: { params: CompanyIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => {
    await companies.deleteCompany(requestContext(c), c.req.valid('param').company_id);
    return c.json({ message: 'Company deleted successfully' }, 200);
  },
);

// ---------------------------------------------------------------------------------- departments

orgRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/departments',
    tags: ['departments'],
    summary: 'Create a department (superadmins: in any company; admins: in their companies)',
    ...admins,
    request: { body: jsonBody(DepartmentCreateSchema) },
    responses: { 200: json(DepartmentPublicSchema, 'The new department'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await departments.createDepartment(requestContext(c), c.req.valid('json')), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/departments',
    tags: ['departments'],
    summary: "List departments, optionally of one company (admins: their companies'; users: their own)",
    ...signedIn,
    request: { query: ListDepartmentsQuerySchema },
    responses: { 200: json(DepartmentsPublicSchema, 'A page of departments'), ...errors(400, 401) },
  }),
  async (c) => c.json(await departments.listDepartments(requestContext(c), c.req.valid('query')), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/departments/{dept_id}',
    tags: ['departments'],
    summary: 'A department (admins: of their companies; users: one they are employed in)',
    ...signedIn,
    request: { params: DepartmentIdParamsSchema },
    responses: { 200: json(DepartmentPublicSchema, 'The department'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => c.json(await departments.getDepartment(requestContext(c), c.req.valid('param').dept_id), 200),
);

orgRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/departments/{dept_id}',
    tags: ['departments'],
    summary: 'Edit a department (superadmins: any; admins: of their companies)',
    ...admins,
    request: { params: DepartmentIdParamsSchema, body: jsonBody(DepartmentUpdateSchema) },
    responses: { 200: json(DepartmentPublicSchema, 'The updated department'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    const { dept_id } = c.req.valid('param');
    return c.json(await departments.updateDepartment(requestContext(c), dept_id, c.req.valid('json')), 200);
  },
);

orgRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/departments/{dept_id}',
    tags: ['departments'],
    summary: 'Delete a department without current employees (superadmins: any; admins: of their companies)',
    ...admins,
    request: { params: DepartmentIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => {
    await departments.deleteDepartment(requestContext(c), c.req.valid('param').dept_id);
    return c.json({ message: 'Department deleted successfully' }, 200);
  },
);
