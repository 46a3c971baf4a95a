import { z } from 'zod';
import { EmailSchema, PasswordSchema } from '../users/schemas';

/** OAuth2 password form: `username` carries the email. */
export const LoginFormSchema = z
  .object({ username: z.string().trim().min(1).max(255), password: z.string().min(1).max(128) })
  .meta({ id: 'LoginForm' });

export const TokenSchema = z
  .object({ access_token: z.string(), token_type: z.literal('bearer') })
  .meta({ id: 'Token' });

export const PasswordRecoverySchema = z.object({ email: EmailSchema }).meta({ id: 'PasswordRecovery' });
export const EmailParamsSchema = z.object({ email: EmailSchema });

export const NewPasswordSchema = z
  .object({ token: z.string().min(1).max(2048), new_password: PasswordSchema })
  .meta({ id: 'NewPassword' });

export const LoginBlockedSchema = z
  .object({ error: z.string(), detail: z.string() })
  .meta({ id: 'LoginBlocked' });

export type Token = z.infer<typeof TokenSchema>;
