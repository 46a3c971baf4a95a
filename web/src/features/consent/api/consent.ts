import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import type { Consent } from '../../../types/api';
import { HAS_CONSENT_KEY } from './paths';

export { HAS_CONSENT_KEY };
const CONSENT_KEY = '/v1/users/me/consent';

/** Whether the signed-in user accepted the tenant's current terms. */
export const useHasConsent = () => useSWR<boolean, ApiError>(HAS_CONSENT_KEY, fetcher);

/** The current terms version and the user's answer. */
export const useConsent = () => useSWR<Consent, ApiError>(CONSENT_KEY, fetcher);

/** Accepts the version shown (a newer one published meanwhile answers 409). */
export const acceptConsent = (termsVersion: string) => api.post<Consent>(CONSENT_KEY, { terms_version: termsVersion });
