// The API contract as the worker's zod schemas define it. Type-only: no worker code is bundled.
import type { UserPublic } from '../../../worker/features/users/schemas';

export type { Token } from '../../../worker/features/auth/schemas';
export type { Consent } from '../../../worker/features/consent/schemas';
export type { DomainCheck } from '../../../worker/features/tenants/schemas';
export type { UserRegister, UserUpdateMe } from '../../../worker/features/users/schemas';
export type { UserPublic };
export type Role = UserPublic['role'];
