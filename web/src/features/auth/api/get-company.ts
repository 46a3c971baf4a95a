import useSWR from 'swr';
import { fetcher, type ApiError } from '../../../lib/api';
import type { DomainCheck } from '../../../types/api';

/** The display name of the company whose host this is (its first label), or null. */
export function useCompanyName(): string | null {
  const domain = window.location.hostname.split('.')[0] ?? '';
  const { data } = useSWR<DomainCheck, ApiError>(`/check-domain?domain=${encodeURIComponent(domain)}`, fetcher);
  return data?.exists ? data.name : null;
}
