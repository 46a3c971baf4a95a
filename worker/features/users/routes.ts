import { createRoute } from '@hono/zod-openapi';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  ListUsersQuerySchema,
  MessageSchema,
  UpdatePasswordSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserPublicSchema,
  UserRegisterSchema,
  UsersPublicSchema,
  UserUpdateMeSchema,
  UserUpdateSchema,
} from './schemas';
import { signUp } from '../signup/public';
import { toPublic } from './profile';
import * as users from './users.service';

export const userRoutes = createRouter();
const tags = ['users'];
const signedIn = { security: bearer, middleware: [requireUser] };

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users',
    tags,
    summary: 'List users (admins: of their companies and the unassigned); filter by company, department, search',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ListUsersQuerySchema },
    responses: { 200: json(UsersPublicSchema, 'A page of users'), ...errors(401, 403) },
  }),
  async (c) => c.json(await users.listUsers(requestContext(c), c.req.valid('query')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/users',
    tags,
    summary: 'Create a user (admins create users with the role user; superadmins any role)',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { body: jsonBody(UserCreateSchema) },
    responses: { 200: json(UserPublicSchema, 'The new user'), ...errors(400, 401, 403) },
  }),
  async (c) => {
    const row = await users.createUser(requestContext(c), c.req.valid('json'));
    return c.json(toPublic(row), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/users/signup',
    tags,
    summary: 'Create an account with the role user on this tenant, under its sign-up policy: open (active at once), '
      + 'approval (inactive until an admin activates it; the admins are notified), closed (403, code signup.closed)',
    request: { body: jsonBody(UserRegisterSchema) },
    responses: { 200: json(UserPublicSchema, 'The new user (is_active false while it awaits approval)'), ...errors(400, 403) },
  }),
  async (c) => {
    const row = await signUp(c.get('db'), c.req.valid('json'), c.get('platform').now(), c.get('live'));
    return c.json(toPublic(row), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/me',
    tags,
    summary: 'The signed-in user',
    ...signedIn,
    responses: { 200: json(UserPublicSchema, 'The current user'), ...errors(400, 401) },
  }),
  (c) => c.json(toPublic(c.get('user')), 200),
);

userRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/users/me',
    tags,
    summary: 'Edit the signed-in user (role and active flag are not editable here)',
    ...signedIn,
    request: { body: jsonBody(UserUpdateMeSchema) },
    responses: { 200: json(UserPublicSchema, 'The updated user'), ...errors(400, 401, 409) },
  }),
  async (c) => {
    const row = await users.updateMe(requestContext(c), c.get('user'), c.req.valid('json'));
    return c.json(toPublic(row), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/users/me',
    tags,
    summary: 'Delete the signed-in user (not the last superadmin)',
    ...signedIn,
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(400, 401, 409) },
  }),
  async (c) => {
    await users.deleteMe(requestContext(c), c.get('user'));
    return c.json({ message: 'User deleted successfully' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/users/me/password',
    tags,
    summary: 'Change the own password; every older token stops working',
    ...signedIn,
    request: { body: jsonBody(UpdatePasswordSchema) },
    responses: { 200: json(MessageSchema, 'Password updated'), ...errors(400, 401) },
  }),
  async (c) => {
    const { current_password, new_password } = c.req.valid('json');
    await users.changeOwnPassword(requestContext(c), c.get('user'), current_password, new_password);
    return c.json({ message: 'Password updated successfully' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/users/{user_id}',
    tags,
    summary: 'A user (users: themselves; admins: of their companies and the unassigned; superadmins: anyone)',
    ...signedIn,
    request: { params: UserIdParamsSchema },
    responses: { 200: json(UserPublicSchema, 'The user'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    const row = await users.getUserFor(requestContext(c), c.req.valid('param').user_id);
    return c.json(toPublic(row), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/users/{user_id}',
    tags,
    summary: 'Edit a user (admins: users with the role user of their companies or unassigned; role and active flag: superadmin)',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: UserIdParamsSchema, body: jsonBody(UserUpdateSchema) },
    responses: { 200: json(UserPublicSchema, 'The updated user'), ...errors(400, 401, 403, 404, 409) },
  }),
  async (c) => {
    const { user_id } = c.req.valid('param');
    const row = await users.updateUser(requestContext(c), user_id, c.req.valid('json'));
    return c.json(toPublic(row), 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/users/{user_id}',
    tags,
    summary: 'Delete a user (admins: users with the role user of their companies or unassigned; superadmins: anyone else)',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: UserIdParamsSchema },
    responses: { 200: json(MessageSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    await users.deleteUser(requestContext(c), c.req.valid('param').user_id);
    return c.json({ message: 'User deleted successfully' }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/users/{user_id}/activate',
    tags,
    summary:
      'Activate an account, for example a sign-up awaiting approval (admins: users with the role user of their companies or unassigned)',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: UserIdParamsSchema },
    responses: { 200: json(UserPublicSchema, 'The active user'), ...errors(400, 401, 403, 404) },
  }),
  async (c) => {
    const row = await users.activateUser(requestContext(c), c.req.valid('param').user_id);
    return c.json(toPublic(row), 200);
  },
);
