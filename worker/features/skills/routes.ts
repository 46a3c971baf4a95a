import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema } from '../users/schemas';
import { createSkill, deleteSkill, listSkills, updateSkill } from './catalogue.service';
import { setUserSkills, userSkills } from './holdings.service';
import {
  SkillCompanyParamsSchema,
  SkillCreateSchema,
  SkillIdParamsSchema,
  SkillSchema,
  SkillSettingsSchema,
  SkillSettingsUpdateSchema,
  SkillsSchema,
  SkillUpdateSchema,
  SkillUserParamsSchema,
  UserSkillsSchema,
  UserSkillsUpdateSchema,
} from './schemas';
import { getSkillSettings, updateSkillSettings } from './settings.service';

export const skillRoutes = createRouter();
const tags = ['skills'];
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };

skillRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/skills',
    tags,
    summary: "The tenant's skills by name; admins see who holds each (the people they manage), users the catalogue alone",
    ...signedIn,
    responses: { 200: json(SkillsSchema, 'The skills'), ...errors(401) },
  }),
  async (c) => c.json(await listSkills(requestContext(c)), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/skills',
    tags,
    summary: 'Add a skill to the catalogue (admins, superadmins); names are unique whatever the case, at most 200 skills',
    ...admins,
    request: { body: jsonBody(SkillCreateSchema) },
    responses: { 201: json(SkillSchema, 'The skill'), ...errors(401, 403, 409) },
  }),
  async (c) => c.json(await createSkill(requestContext(c), c.req.valid('json')), 201),
);

skillRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/skills/{skill_id}',
    tags,
    summary: 'Rename a skill or change its description (admins, superadmins)',
    ...admins,
    request: { params: SkillIdParamsSchema, body: jsonBody(SkillUpdateSchema) },
    responses: { 200: json(SkillSchema, 'The skill'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await updateSkill(requestContext(c), c.req.valid('param').skill_id, c.req.valid('json')), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/skills/{skill_id}',
    tags,
    summary: 'Delete a skill: who held it no longer does; shift types and open shifts that required it no longer do (admins, superadmins)',
    ...admins,
    request: { params: SkillIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await deleteSkill(requestContext(c), c.req.valid('param').skill_id), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/{user_id}/skills',
    tags,
    summary: "A person's skills with their validity (the person, their admins, superadmins)",
    ...signedIn,
    request: { params: SkillUserParamsSchema },
    responses: { 200: json(UserSkillsSchema, 'The skills by name'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await userSkills(requestContext(c), c.req.valid('param').user_id), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/users/{user_id}/skills',
    tags,
    summary: "Set the whole list of a person's skills (admins of the person's company, superadmins)",
    ...admins,
    request: { params: SkillUserParamsSchema, body: jsonBody(UserSkillsUpdateSchema) },
    responses: { 200: json(UserSkillsSchema, 'The skills by name'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await setUserSkills(requestContext(c), c.req.valid('param').user_id, c.req.valid('json')), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companies/{company_id}/skill-settings',
    tags,
    summary: "A company's skill setting: planning someone without a required skill warns or is refused (admins of the company)",
    ...admins,
    request: { params: SkillCompanyParamsSchema },
    responses: { 200: json(SkillSettingsSchema, 'The setting'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await getSkillSettings(requestContext(c), c.req.valid('param').company_id), 200),
);

skillRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/companies/{company_id}/skill-settings',
    tags,
    summary: "Change a company's skill setting (admins of the company, superadmins)",
    ...admins,
    request: { params: SkillCompanyParamsSchema, body: jsonBody(SkillSettingsUpdateSchema) },
    responses: { 200: json(SkillSettingsSchema, 'The setting'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await updateSkillSettings(requestContext(c), c.req.valid('param').company_id, c.req.valid('json')), 200),
);
