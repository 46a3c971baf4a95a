// The tenant's sign-up policy (spec/product-rules.md "Tenancy"), shared with the web app.
import { z } from 'zod';

/** closed: nobody signs up; approval (default): accounts wait inactive for an admin; open: active at once. */
export const SIGNUP_POLICIES = ['closed', 'approval', 'open'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
export const DEFAULT_SIGNUP_POLICY: SignupPolicy = 'approval';

export const SignupPolicySchema = z.object({ policy: z.enum(SIGNUP_POLICIES) }).meta({ id: 'SignupPolicy' });
export type SignupPolicyBody = z.infer<typeof SignupPolicySchema>;

/** The `code` of the 403 a closed tenant answers to POST /users/signup. */
export const SIGNUP_CLOSED_CODE = 'signup.closed';
export const SIGNUP_CLOSED_DETAIL = 'Sign-up is closed for this company: ask an administrator for an account.';
