// The tenant's sign-up policy (spec/product-rules.md "Tenancy"), shared with the web app.
import { z } from 'zod';

/** closed: nobody signs up; approval (default): accounts wait inactive for an admin; open: active at once. */
export const SIGNUP_POLICIES = ['closed', 'approval', 'open'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
export const DEFAULT_SIGNUP_POLICY: SignupPolicy = 'approval';

export const SignupPolicySchema = z.object({ policy: z.enum(SIGNUP_POLICIES) }).meta({ id: 'SignupPolicy' });
export type SignupPolicyBody = z.infer<typeof SignupPolicySchema>;
