import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The `page` search param (spec section 2): a whole number from 1, anything else is 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The current page of a list screen (/users, /rooms) and a way to change it, kept in the URL (a history entry per page). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}

type ParamChanges = Record<string, string | null | undefined>;

/**
 * Sets search params (an empty value removes one). Each change is a new history entry, so Back
 * restores the previous filter, tab or page instead of leaving the screen; `replace` is for
 * changes the user did not make (a link's target being tidied up).
 */
export function useSetSearchParams(): (changes: ParamChanges, options?: { replace?: boolean; resetPage?: boolean }) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes, { replace = false, resetPage = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
}

/** Changes a list screen's filters in the URL and goes back to the first page. */
export function useFilterParams(): (changes: ParamChanges) => void {
  const set = useSetSearchParams();
  return useCallback((changes) => set(changes, { resetPage: true }), [set]);
}
