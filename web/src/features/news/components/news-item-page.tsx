// /news/{newsId}: one item in full, with the preview of its first link; its author's company
// admins and superadmins (`can_manage`) edit and delete it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LinkPreviewCard } from './link-preview-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { LoadingState, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { News } from '../../../types/api';
import { deleteNews, revalidateNews, useNewsItem } from '../api/news';
import { firstLink } from '../lib/link-preview';
import { NewsMarkdown } from './news-markdown';
import { NewsAudience, NewsByline, NewsImage } from './news-parts';

export function BackToNews() {
  const { t } = useTranslation();
  return (
    <Link to="/news/all-news" className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
      <Icon name="chevronLeft" className="size-4" />
      {t('news.backToFeed')}
    </Link>
  );
}

export function NewsItemPage() {
  const { t } = useTranslation();
  const { newsId = '' } = useParams();
  const { data, error, mutate } = useNewsItem(newsId);
  useDocumentTitle(data?.title ?? t('news.title'));

  if (error && !data) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <RecordErrorState
          error={error}
          notFound={t('news.notFound')}
          loadError={t('news.loadOneError')}
          forbidden={t('news.forbidden')}
          back={<BackToNews />}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  if (!data) return <LoadingState />;
  return <NewsArticle item={data} />;
}

function NewsArticle({ item }: { item: News }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const link = firstLink(item.body);

  async function confirmDelete() {
    if (deleting) return;
    setDeleting(true);
    try {
      await deleteNews(item.id);
      toast.success(t('news.toasts.deleted'), item.title);
      setConfirming(false);
      navigate('/news/all-news');
      void revalidateNews();
    } catch (failure) {
      toast.error(t('news.toasts.deleteFailed'), failure instanceof ApiError ? failure.message : t('errors.unknown'));
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackToNews />
      <article
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
        data-testid="news-article"
      >
        <NewsImage item={item} className="max-h-[28rem]" />
        <div className="flex flex-col gap-5 p-4 sm:p-8">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{item.title}</h1>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <NewsByline item={item} showEdited />
            <NewsAudience item={item} />
          </div>
          <NewsMarkdown text={item.body} className="text-base leading-relaxed" />
          {link && <LinkPreviewCard url={link} />}
          {item.can_manage && (
            <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
              <Link to={`/news/${item.id}/edit`} className={buttonClasses('ghost', 'border border-stone-300 dark:border-stone-700')}>
                <Icon name="pencil" className="size-4" />
                {t('common.edit')}
              </Link>
              <Button variant="ghost" onClick={() => setConfirming(true)} className="text-red-700 dark:text-red-400">
                <Icon name="trash" className="size-4" />
                {t('news.delete')}
              </Button>
            </div>
          )}
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        title={t('news.deleteDialog.title')}
        message={t('news.deleteDialog.message', { title: item.title })}
        confirmLabel={t('news.deleteDialog.confirm')}
        cancelLabel={t('common.cancel')}
        isLoading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleting && setConfirming(false)}
      />
    </div>
  );
}
