import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireSuperadmin, requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { tenantOrigin } from '../../lib/urls';
import { MessageSchema, UserPublicSchema } from '../users/schemas';
import { toPublic } from '../users/public';
import { EmailParamsSchema, LoginBlockedSchema, LoginFormSchema, NewPasswordSchema, PasswordRecoverySchema, TokenSchema } from './schemas';
import * as auth from './service';

export const authRoutes = createRouter();
const tags = ['login'];

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/login/access-token',
    tags,
    summary: 'Sign in with email and password (OAuth2 password form)',
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: LoginFormSchema },
          'multipart/form-data': { schema: LoginFormSchema },
        },
      },
    },
    responses: {
      200: json(TokenSchema, 'An access token'),
      ...errors(400),
      429: json(LoginBlockedSchema, 'Five failures for this email from this address in 15 minutes'),
    },
  }),
  async (c) => {
    const form = c.req.valid('form');
    const platform = c.get('platform');
    const token = await auth.login(c.get('db'), platform, c.get('tenant'), {
      email: form.username,
      password: form.password,
      ip: platform.clientIp(c),
    });
    return c.json(token, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/login/test-token',
    tags,
    summary: 'The user the token belongs to',
    security: bearer,
    middleware: [requireUser] as const,
    responses: { 200: json(UserPublicSchema, 'The current user'), ...errors(400, 401) },
  }),
  (c) => c.json(toPublic(c.get('user')), 200),
);

const recover = async (c: Context<AppEnv>, email: string) => {
  const platform = c.get('platform');
  const sending = await auth.passwordRecoveryMail(c.get('db'), platform, c.get('tenant'), email, tenantOrigin(c));
  if (sending) platform.afterResponse(c, sending);
  return { message: auth.RECOVERY_MESSAGE };
};

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/password-recovery',
    tags,
    summary: 'Mail a password reset link; answers the same whether or not the account exists',
    request: { body: jsonBody(PasswordRecoverySchema) },
    responses: { 200: json(MessageSchema, 'Always the same message'), ...errors() },
  }),
  async (c) => c.json(await recover(c, c.req.valid('json').email), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/password-recovery/{email}',
    tags,
    summary: 'The same as POST /password-recovery, with the email in the path',
    request: { params: EmailParamsSchema },
    responses: { 200: json(MessageSchema, 'Always the same message'), ...errors() },
  }),
  async (c) => c.json(await recover(c, c.req.valid('param').email), 200),
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reset-password',
    tags,
    summary: 'Set a new password with the token from the recovery mail',
    request: { body: jsonBody(NewPasswordSchema) },
    responses: { 200: json(MessageSchema, 'Password updated'), ...errors(400) },
  }),
  async (c) => {
    const { token, new_password } = c.req.valid('json');
    await auth.resetPassword(c.get('db'), c.get('platform'), c.get('tenant'), token, new_password);
    return c.json({ message: 'Password updated successfully' }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/password-recovery-html-content/{email}',
    tags,
    summary: 'The HTML of the recovery mail for a user (superadmin)',
    security: bearer,
    middleware: [requireUser, requireSuperadmin] as const,
    request: { params: EmailParamsSchema },
    responses: {
      200: { description: 'The mail as HTML', content: { 'text/html': { schema: { type: 'string' } } } },
      ...errors(401, 403, 404),
    },
  }),
  async (c) => {
    const html = await auth.recoveryMailHtml(
      c.get('db'),
      c.get('platform'),
      c.get('tenant'),
      c.req.valid('param').email,
      tenantOrigin(c),
    );
    return c.html(html, 200);
  },
);
