import { createRoute } from '@hono/zod-openapi';
import { requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { SignupPolicySchema } from './schemas';
import { getSignupPolicy, setSignupPolicy } from './service';

export const signupRoutes = createRouter();
const tags = ['signup'];

signupRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/settings/signup-policy',
    tags,
    summary: "The tenant's sign-up policy (public: the sign-up screen reads it): closed, approval or open",
    responses: { 200: json(SignupPolicySchema, 'The policy'), ...errors(400) },
  }),
  async (c) => c.json({ policy: await getSignupPolicy(c.get('db')) }, 200),
);

signupRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/settings/signup-policy',
    tags,
    summary: "Set the tenant's sign-up policy (superadmins)",
    security: bearer,
    middleware: [requireUser, requireSuperadmin] as const,
    request: { body: jsonBody(SignupPolicySchema) },
    responses: { 200: json(SignupPolicySchema, 'The policy now in force'), ...errors(400, 401, 403) },
  }),
  async (c) => c.json({ policy: await setSignupPolicy(c.get('db'), c.req.valid('json').policy) }, 200),
);
