// The calls of open shifts and swaps (docs/shift-market.md). SWR keys are API paths under
// /v1/open-shifts/ and /v1/shift-swaps/; a change revalidates both lists and the schedules.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import { revalidateSchedules } from '../../../lib/schedule';
import type {
  OpenShiftCreate,
  OpenShiftDecision,
  OpenShiftOffer,
  OpenShiftOffers,
  ShiftSwap,
  ShiftSwapDecision,
  ShiftSwaps,
} from '../../../types/api';

const OPEN = '/v1/open-shifts/';
const SWAPS = '/v1/shift-swaps/';

export type SwapScope = 'all' | 'department' | 'mine';

export const useOpenShiftOffers = () => useSWR<OpenShiftOffers, ApiError>(`${OPEN}?limit=200`, fetcher);
export const useSwaps = (scope: SwapScope) => useSWR<ShiftSwaps, ApiError>(`${SWAPS}?scope=${scope}&limit=200`, fetcher);

export const publishOpenShift = (input: OpenShiftCreate) => api.post<OpenShiftOffer>(OPEN, input);
export const claimOpenShift = (id: string) => api.post<OpenShiftOffer>(`${OPEN}${id}/claim`, {});
export const withdrawClaim = (id: string) => api.post<OpenShiftOffer>(`${OPEN}${id}/withdraw`, {});
export const cancelOpenShift = (id: string) => api.post<OpenShiftOffer>(`${OPEN}${id}/cancel`, {});
export const decideClaim = (claimId: string, approve: boolean) =>
  api.post<OpenShiftDecision>(`${OPEN}claims/${claimId}/${approve ? 'approve' : 'reject'}`, {});

export const acceptSwap = (id: string, shiftId: string | null) =>
  api.post<ShiftSwap>(`${SWAPS}${id}/accept`, shiftId ? { shift_id: shiftId } : {});
export const cancelSwap = (id: string) => api.post<ShiftSwap>(`${SWAPS}${id}/cancel`, {});
export const decideSwap = (id: string, approve: boolean) =>
  api.post<ShiftSwapDecision>(`${SWAPS}${id}/${approve ? 'approve' : 'reject'}`, {});

/** After a change here: both lists, and the schedules an approval changed. */
export const revalidateShiftMarket = () =>
  Promise.all([revalidateKeys((key) => key.startsWith(OPEN) || key.startsWith(SWAPS)), revalidateSchedules()]);
