import { api } from '../../../lib/api';
import type { DomainCheck } from '../../../types/api';

/** Whether a company domain exists (works on any host). */
export const checkDomain = (domain: string) => api.get<DomainCheck>(`/check-domain?domain=${encodeURIComponent(domain)}`);
