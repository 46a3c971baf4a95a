// /news/all-news?page=N: the news meant for the caller, newest first, 10 a page. Each card has the
// picture, the title (to the item), the author, when, for whom, the body's beginning and the preview
// of its first link. Admins and superadmins write news from here.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkPreviewCard } from './link-preview-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { hasRole, useUser } from '../../../lib/auth';
import type { News } from '../../../types/api';
import { NEWS_PAGE_SIZE, useNewsList } from '../api/news';
import { firstLink } from '../lib/link-preview';
import { NewsMarkdown } from './news-markdown';
import { NewsAudience, NewsByline, NewsImage } from './news-parts';

export function NewsFeedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('news.title'));
  const { data: me } = useUser();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useNewsList(page);
  const canWrite = hasRole(me?.role, ['admin', 'superadmin']);
  const pageCount = data ? Math.ceil(data.count / NEWS_PAGE_SIZE) : 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('news.title')}
        subtitle={t('news.subtitle')}
        actions={canWrite && (
          <Link to="/news/create" className={buttonClasses('primary')}>
            <Icon name="plus" className="size-4" />
            {t('news.write')}
          </Link>
        )}
      />
      {error && !data
        ? <ErrorState title={t('news.loadError')} message={error.message} onRetry={() => void mutate()} />
        : isLoading || !data
        ? <FeedSkeleton />
        : data.data.length === 0
        ? (
          <EmptyState
            action={page > 1
              ? (
                <Button
                  variant="ghost"
                  onClick={() => setPage(1)}
                >
                  {t('news.firstPage')}
                </Button>
              )
              : canWrite
              ? (
                <Link to="/news/create" className={buttonClasses('primary')}>
                  {t('news.writeFirst')}
                </Link>
              )
              : undefined}
          >
            {page > 1 ? t('news.pageEmpty') : t('news.empty')}
          </EmptyState>
        )
        : (
          <ul className="flex flex-col gap-6" aria-label={t('news.listLabel')}>
            {data.data.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('news.pages')} />}
    </div>
  );
}

function NewsCard({ item }: { item: News }) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = firstLink(item.body);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
      data-testid="news-card"
    >
      <NewsImage item={item} className="aspect-[2/1] max-h-72" />
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-xl font-bold break-words">
          <Link to={`/news/${item.id}`} className={linkClasses}>
            {item.title}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <NewsByline item={item} />
          <NewsAudience item={item} />
        </div>
        <NewsMarkdown text={item.body} compact className="line-clamp-4 text-stone-800 dark:text-stone-200" />
        {link && <LinkPreviewCard url={link} />}
        <Link to={`/news/${item.id}`} className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
          {t('news.readMore')}
          <span className="sr-only">: {item.title}</span>
          <Icon name="chevronRight" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** Cards in the shape of the feed's while the first page loads. */
function FeedSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6" data-testid="news-skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6 dark:border-stone-800 dark:bg-stone-900"
        >
          <div className="flex flex-col gap-4 motion-safe:animate-pulse">
            <div className="h-6 w-2/3 rounded bg-stone-200 dark:bg-stone-700" />
            <div className="flex items-center gap-3">
              <div className="size-10 rounded-full bg-stone-200 dark:bg-stone-700" />
              <div className="h-4 w-40 rounded bg-stone-200 dark:bg-stone-700" />
            </div>
            <div className="flex flex-col gap-2">
              <div className="h-4 rounded bg-stone-200 dark:bg-stone-700" />
              <div className="h-4 rounded bg-stone-200 dark:bg-stone-700" />
              <div className="h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-700" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
