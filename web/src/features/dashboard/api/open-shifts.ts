import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import type { DayShiftPublic, OpenShifts } from '../../../types/api';

export const openShiftsPath = (date: string) => `/v1/work-schedule/open?${new URLSearchParams({ date })}`;

/** The date's running and finished-not-confirmed shifts in the admin's companies. */
export const useOpenShifts = (date: string) => useSWR<OpenShifts, ApiError>(date ? openShiftsPath(date) : null, fetcher);

export const confirmAsWorked = (shiftId: string) => api.patch<DayShiftPublic>('/v1/work-schedule/confirm', { schedule_id: shiftId });
