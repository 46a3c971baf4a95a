// The parts a news card and a news page share: who wrote it and when, and whom it is for.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFormat } from '../../../lib/format';
import { relativeTime, useNow } from '../../../lib/relative-time';
import type { News } from '../../../types/api';

/** 'Everyone', or the companies' names as a list in the language ('Acme and Beta'). */
export function audienceText(item: Pick<News, 'companies'>, everyone: string, locale: string): string {
  if (item.companies.length === 0) return everyone;
  const names = item.companies.map((company) => company.name);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** The author with their picture, the time of publishing (relative, the full date on hover) and, when asked, of the last edit. */
export function NewsByline({ item, showEdited = false }: { item: News; showEdited?: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const locale = i18n.resolvedLanguage ?? 'en';
  const author = item.author;
  const name = author ? author.full_name || author.email : t('news.deletedAuthor');
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="news-byline">
      {author
        ? <UserAvatar person={author} size="md" />
        : <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-stone-200 dark:bg-stone-700" />}
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-stone-600 dark:text-stone-400">
          <time dateTime={item.published_at} title={format.dateTime(item.published_at)}>
            {relativeTime(item.published_at, now, locale, format)}
          </time>
          {showEdited && item.updated_at && (
            <>
              {' · '}
              <time dateTime={item.updated_at} title={format.dateTime(item.updated_at)} data-testid="news-edited">
                {t('news.edited', { when: relativeTime(item.updated_at, now, locale, format) })}
              </time>
            </>
          )}
        </p>
      </div>
    </div>
  );
}

/** Whom the item is for. */
export function NewsAudience({ item }: { item: News }) {
  const { t, i18n } = useTranslation();
  const text = audienceText(item, t('news.everyone'), i18n.resolvedLanguage ?? 'en');
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-400" data-testid="news-audience">
      <Icon name="users" className="size-4" />
      <span>
        <span className="sr-only">{t('news.audienceLabel')}</span>
        {text}
      </span>
    </p>
  );
}

/** The item's picture (lazy): described by the title, since the API keeps no description of it. */
export function NewsImage({ item, className = '' }: { item: News; className?: string }) {
  const { t } = useTranslation();
  if (!item.image) return null;
  return (
    <img
      src={item.image}
      alt={t('news.imageAlt', { title: item.title })}
      loading="lazy"
      className={`w-full object-cover ${className}`}
      data-testid="news-image"
    />
  );
}
