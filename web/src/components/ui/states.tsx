import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTransient, type ApiError } from '../../lib/api';
import { Button } from './button';
import { Card } from './card';
import { Icon } from './icons';
import { Spinner } from './spinner';

/** A screen or a part of it waiting for its answer. */
export function LoadingState({ className = 'py-16' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-center text-primary-700 dark:text-primary-400 ${className}`}>
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

/** A failed answer: what went wrong and a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-col items-start gap-3">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 text-red-700 dark:text-red-400" />
        {title}
      </p>
      {message && <p className="text-sm text-stone-600 dark:text-stone-400">{message}</p>}
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Card>
  );
}

type RecordErrorProps = {
  error: ApiError;
  /** 'This pattern does not exist.' and the like. */
  notFound: string;
  /** 'The pattern could not be loaded.' and the like. */
  loadError: string;
  /** The title of a 403 (outside the caller's companies); the API's message otherwise. */
  forbidden?: string;
  /** The way back (a link to the list), shown above the state. */
  back?: ReactNode;
  onRetry: () => void;
};

/**
 * Why a detail page (one record by its id: /pattern-schedule/{id}, /company/{id}, /department/{id},
 * /user/{id}) shows nothing, the same on every such page. An unknown id (404, or a malformed one:
 * 422) is 'not found', with the way back and no retry, since trying again cannot help; a refusal
 * (403) says so; only a transient failure (network, 5xx) offers 'Try again'.
 */
export function RecordErrorState({ error, notFound, loadError, forbidden, back, onRetry }: RecordErrorProps) {
  const { t } = useTranslation();
  const missing = error.status === 404 || error.status === 422;
  return (
    <div className="flex flex-col gap-6">
      {back}
      {missing
        ? (
          <Card role="alert" className="flex flex-col items-start gap-2" data-testid="not-found-state">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="search" className="size-5 text-stone-500 dark:text-stone-400" />
              {notFound}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('common.notFoundHint')}</p>
          </Card>
        )
        : (
          <ErrorState
            title={error.status === 403 && forbidden ? forbidden : loadError}
            message={error.message}
            onRetry={isTransient(error) ? onRetry : undefined}
          />
        )}
    </div>
  );
}

/** Nothing to list, with an optional next step. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The heading row of a screen: title, an optional line below it and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {subtitle && <div className="mt-1 text-sm text-stone-600 dark:text-stone-400">{subtitle}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** Label and value pairs of a detail page. */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={`min-w-0 ${item.wide ? 'sm:col-span-2' : ''}`}>
          <dt className="text-sm font-medium text-stone-500 dark:text-stone-400">{item.label}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small label such as a role or a status. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'muted' | 'primary'; children: ReactNode }) {
  const tones = {
    neutral: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
    success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    muted: 'bg-stone-200 text-stone-600 dark:bg-stone-800 dark:text-stone-400',
    primary: 'bg-primary-100 text-primary-900 dark:bg-primary-900/60 dark:text-primary-100',
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** Extra key/value fields shown read-only, or a line saying there are none. */
export function KeyValueList({ pairs, empty }: { pairs: Record<string, string>; empty: string }) {
  const entries = Object.entries(pairs);
  if (entries.length === 0) return <p className="text-sm text-stone-500 dark:text-stone-400">{empty}</p>;
  return <DetailList items={entries.map(([key, value]) => ({ label: key, value: value || '—' }))} />;
}
