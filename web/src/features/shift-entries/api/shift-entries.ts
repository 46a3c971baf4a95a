// The calls of shift entries: the list (filtered, 20 a page, newest first), one entry, its rows,
// open, close, reopen and a scan. SWR keys are API paths under /v1/shift-entries/.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import type {
  ShiftEntry,
  ShiftEntryList,
  ShiftEntryOpen,
  ShiftEntryRowList,
  ShiftEntryScanResult,
  ShiftEntryStatus,
} from '../../../types/api';

export const SHIFT_ENTRIES_PAGE_SIZE = 20;
const PREFIX = '/v1/shift-entries/shifts';
const isShiftEntriesKey = (key: string) => key.startsWith(PREFIX);

export type EntryFilters = {
  status: ShiftEntryStatus | null;
  company_id: string | null;
  department_id: string | null;
  from: string | null;
  to: string | null;
};

/** A local calendar date 'YYYY-MM-DD' of the browser -> the instant its day starts (or ends, for `to`). */
const dayBound = (date: string, end: boolean) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day! + (end ? 1 : 0)).toISOString();
};

export function entriesPath(filters: EntryFilters, page: number) {
  const query = new URLSearchParams({ skip: String((page - 1) * SHIFT_ENTRIES_PAGE_SIZE), limit: String(SHIFT_ENTRIES_PAGE_SIZE) });
  if (filters.status) query.set('status', filters.status);
  if (filters.company_id) query.set('company_id', filters.company_id);
  if (filters.department_id) query.set('department_id', filters.department_id);
  if (filters.from) query.set('from', dayBound(filters.from, false));
  if (filters.to) query.set('to', dayBound(filters.to, true));
  return `${PREFIX}?${query}`;
}

export const entryPath = (id: string) => `${PREFIX}/${id}`;
export const rowsPath = (id: string) => `${PREFIX}/${id}/entries`;

export const useEntries = (filters: EntryFilters, page: number) =>
  useSWR<ShiftEntryList, ApiError>(entriesPath(filters, page), fetcher, { keepPreviousData: true });
export const useEntry = (id: string | null) => useSWR<ShiftEntry, ApiError>(id ? entryPath(id) : null, fetcher);
export const useEntryRows = (id: string | null) => useSWR<ShiftEntryRowList, ApiError>(id ? rowsPath(id) : null, fetcher);

export const openEntry = (input: ShiftEntryOpen) => api.post<ShiftEntry>(`${PREFIX}/open`, input);
export const closeEntry = (id: string) => api.post<ShiftEntry>(`${PREFIX}/close`, { id });
export const reopenEntry = (id: string) => api.post<ShiftEntry>(`${PREFIX}/${id}/open`);
export const scanInto = (id: string, code: string) => api.post<ShiftEntryScanResult>(`${PREFIX}/${id}/entries`, { code });

/** After a change: the lists, the entry and its rows. */
export const revalidateShiftEntries = () => revalidateKeys(isShiftEntriesKey);
