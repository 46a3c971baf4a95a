// The tenant's sign-up policy (closed, approval, open): the sign-up screen reads it before the
// form is sent, the superadmin's Sign-up tab (components/signup-tab.tsx, given to the settings page by
// app/routes/settings.tsx) changes it.
import useSWR, { mutate } from 'swr';
import type { SignupPolicy, SignupPolicyBody } from '../../../types/api';
import { api, fetcher, shouldRetryOnError, type ApiError } from '../../../lib/api';

export const SIGNUP_POLICY_KEY = '/v1/settings/signup-policy';
export const SIGNUP_POLICIES: readonly SignupPolicy[] = ['closed', 'approval', 'open'];
/** The `code` of the API's 403 when sign-up is closed. */
export const SIGNUP_CLOSED_CODE = 'signup.closed';

// The retry rule is given here too: the sign-up screen is outside the signed-in frame's SWRConfig.
export const useSignupPolicy = () => useSWR<SignupPolicyBody, ApiError>(SIGNUP_POLICY_KEY, fetcher, { shouldRetryOnError });

export async function saveSignupPolicy(policy: SignupPolicy): Promise<SignupPolicyBody> {
  const saved = await api.put<SignupPolicyBody>(SIGNUP_POLICY_KEY, { policy });
  await mutate(SIGNUP_POLICY_KEY, saved, { revalidate: false });
  return saved;
}
