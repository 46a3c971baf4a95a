import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icons';

type PaginationProps = { page: number; pageCount: number; onChange: (page: number) => void; label: string };

/** Previous and next page, with where we are; the page lives in the URL (usePageParam). */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="ghost" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <Icon name="chevronLeft" className="size-4" />
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
        {t('pagination.status', { page, total: Math.max(pageCount, 1) })}
      </p>
      <Button variant="ghost" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        {t('pagination.next')}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}
