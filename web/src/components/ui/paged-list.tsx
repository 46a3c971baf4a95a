import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState, ErrorState, LoadingState } from './states';

type PagedListProps<T> = {
  /** The page's answer: its rows and the count of all matching rows. */
  data: { data: readonly T[]; count: number } | undefined;
  error: Error | undefined;
  page: number;
  /** 'The users could not be loaded.' and the like. */
  loadError: string;
  onRetry: () => void;
  onFirstPage: () => void;
  /** What an empty list says ('No users match.'), and an optional next step. */
  empty: ReactNode;
  emptyAction?: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
};

/**
 * A paged list's states, the same on every list screen: loading, a failed load (a failed refresh
 * keeps the rows already shown), a page past the last (after rows were removed or filters changed)
 * with the way to the first, nothing to list, and the rows.
 */
export function PagedList<T>({ data, error, page, loadError, onRetry, onFirstPage, empty, emptyAction, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (error && !data) return <ErrorState title={loadError} message={error.message} onRetry={onRetry} />;
  if (!data) return <LoadingState />;
  if (data.data.length === 0 && data.count > 0) {
    return (
      <EmptyState action={<Button variant="ghost" onClick={onFirstPage}>{t('pagination.first')}</Button>}>
        {t('pagination.beyond', { page })}
      </EmptyState>
    );
  }
  if (data.data.length === 0) return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  return <>{children(data.data)}</>;
}
