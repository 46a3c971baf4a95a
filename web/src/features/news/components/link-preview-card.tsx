// A link with its page's preview (GET /api/link-preview): site name, title, description and image.
// The whole card is one link (opens in a new tab, no opener, no referrer); while it loads a
// skeleton stands in, and when the preview fails the card is a plain link (or nothing, with
// `fallback="none"`). Every text is the API's plain text, rendered as text: never HTML.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkPreview } from '../lib/link-preview';

type LinkPreviewCardProps = {
  url: string;
  /** What shows when there is no preview: the address as a plain link (default), or nothing. */
  fallback?: 'link' | 'none';
  className?: string;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer', referrerPolicy: 'no-referrer' } as const;

export function LinkPreviewCard({ url, fallback = 'link', className = '' }: LinkPreviewCardProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLinkPreview(url);
  const [imageFailed, setImageFailed] = useState(false);
  const host = hostOf(url);
  const newTab = <span className="sr-only">({t('linkPreview.newTab')})</span>;

  if (isLoading) {
    return (
      <div
        role="status"
        aria-label={t('linkPreview.loading')}
        data-testid="link-preview-loading"
        className={`flex w-full max-w-xl animate-pulse gap-3 rounded-xl border border-stone-200 p-3 dark:border-stone-800 ${className}`}
      >
        <div className="size-16 shrink-0 rounded-lg bg-stone-200 sm:size-20 dark:bg-stone-800" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 py-1">
          <div className="h-3 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-4 w-3/4 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-3 w-full rounded bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
    );
  }

  const title = data?.title ?? data?.description;
  if (error || !data || !title) {
    if (fallback === 'none') return null;
    return (
      <a
        href={url}
        {...LINK_PROPS}
        className={`break-all text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-400 dark:hover:text-primary-300 ${className}`}
      >
        {url}
        {newTab}
      </a>
    );
  }

  const site = data.site_name ?? host;
  const showImage = data.image && !imageFailed;
  return (
    <a
      href={url}
      {...LINK_PROPS}
      data-testid="link-preview"
      className={`group flex w-full max-w-xl gap-3 overflow-hidden rounded-xl border border-stone-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-primary-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-primary-700 dark:hover:bg-stone-800/60 ${className}`}
    >
      {showImage && (
        <img
          src={data.image!}
          alt={t('linkPreview.imageAlt', { site })}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover sm:size-20 dark:bg-stone-800"
        />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-xs text-stone-600 dark:text-stone-400">{site}</span>
        <span className="line-clamp-2 font-semibold break-words text-stone-900 group-hover:text-primary-800 dark:text-stone-100 dark:group-hover:text-primary-300">
          {title}
        </span>
        {data.description && data.description !== title && (
          <span className="line-clamp-2 text-sm break-words text-stone-600 dark:text-stone-400">{data.description}</span>
        )}
      </span>
      {newTab}
    </a>
  );
}
