// Sign-up under the tenant's policy. The policy lives in the tenant's own `settings` table (key
// `signup_policy`; absent means the default, approval), beside the terms version: it is the
// tenant's business, travels with its database, and needs no control-database round trip.
import type { Live } from '../../lib/live';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { notify, type NewNotification } from '../notifications/public';
import { insertUser } from '../users/public';
import type { UserRegister } from '../users/schemas';
import { activeAdmins, saveSetting, settingValue } from './queries';
import { DEFAULT_SIGNUP_POLICY, SIGNUP_POLICIES, type SignupPolicy } from './schemas';

export const SIGNUP_POLICY_KEY = 'signup_policy';

const isPolicy = (value: unknown): value is SignupPolicy => (SIGNUP_POLICIES as readonly unknown[]).includes(value);

export async function getSignupPolicy(db: Db): Promise<SignupPolicy> {
  const value = await settingValue(db, SIGNUP_POLICY_KEY);
  return isPolicy(value) ? value : DEFAULT_SIGNUP_POLICY;
}

export async function setSignupPolicy(db: Db, policy: SignupPolicy): Promise<SignupPolicy> {
  await saveSetting(db, SIGNUP_POLICY_KEY, policy);
  return policy;
}

/**
 * POST /users/signup: closed refuses (403, code signup.closed); open creates an active user;
 * approval creates an inactive one and notifies the tenant's active admins and superadmins, in
 * one transaction with the account.
 */
export async function signUp(db: Db, input: UserRegister, now: Date, live?: Live) {
  const policy = await getSignupPolicy(db);
  if (policy === 'closed') throw forbidden('signup.closed');
  if (policy === 'open') return insertUser(db, { ...input, role: 'user', is_active: true }, 'signup.email_taken');
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...input, role: 'user', is_active: false }, 'signup.email_taken');
    const admins = await activeAdmins(tx);
    await notify(tx, admins.map((admin) => signupNotification(admin.id, row)), now, live);
    return row;
  });
}

function signupNotification(adminId: string, user: { id: string; email: string; fullName: string | null }): NewNotification {
  const name = user.fullName || user.email;
  return {
    userId: adminId,
    kind: 'signup_pending',
    title: `${name} signed up and awaits approval`,
    body: user.email,
    link: `/users?search=${encodeURIComponent(user.email)}`,
    data: { user_id: user.id, user_name: name, email: user.email },
  };
}
