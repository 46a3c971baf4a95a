import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/states';
import { Spinner } from '../../../components/ui/spinner';
import { controlClasses } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { CalendarFeed, CalendarFeedLink } from '../../../types/api';
import { createCalendarFeed, feedUrlIn, replaceCalendarFeed, revokeCalendarFeed, useCalendarFeeds } from '../api/calendar-feeds';

type Target = { scope: 'user' } | { scope: 'department'; departmentId: string };
type Pending = 'on' | 'replace' | 'off' | null;

const matches = (feed: CalendarFeed, target: Target) =>
  target.scope === 'user' ? feed.scope === 'user' : feed.scope === 'department' && feed.department?.id === target.departmentId;

/**
 * One calendar feed (mine, or a department's): switch it on (the address is shown once, with Copy
 * and how to subscribe), replace its address (the old one stops at once), switch it off.
 */
export function CalendarFeedControl({ target }: { target: Target }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { data, error, mutate } = useCalendarFeeds();
  /** The address received in this visit (the API shows it only once). */
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState<Pending>(null);
  const [confirm, setConfirm] = useState<'replace' | 'off' | null>(null);

  if (error) return <ErrorState title={t('calendarFeeds.loadError')} message={error.message} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
        <Spinner size="sm" />
        {t('common.loading')}
      </p>
    );
  }
  const feed = data.data.find((f) => matches(f, target)) ?? null;
  const shown = link && feed && link.id === feed.id ? link : null;

  async function run(action: Exclude<Pending, null>) {
    setBusy(action);
    try {
      if (action === 'off') {
        await revokeCalendarFeed(feed!.id);
        setLink(null);
        toast.success(t('calendarFeeds.switchedOff'));
      } else {
        const answer = action === 'on'
          ? await createCalendarFeed(
            target.scope === 'user' ? { scope: 'user' } : { scope: 'department', department_id: target.departmentId },
          )
          : await replaceCalendarFeed(feed!.id);
        setLink(answer);
        toast.success(t(action === 'on' ? 'calendarFeeds.switchedOn' : 'calendarFeeds.replaced'));
      }
      await mutate();
    } catch (problem) {
      toast.error(t('calendarFeeds.failed'), problem instanceof ApiError ? problem.message : t('errors.unknown'));
      await mutate();
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="calendar-feed" data-state={feed ? 'on' : 'off'}>
      {!feed
        ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm">{t('calendarFeeds.off')}</p>
            <Button onClick={() => void run('on')} isLoading={busy === 'on'}>
              {t('calendarFeeds.switchOn')}
            </Button>
          </div>
        )
        : (
          <>
            {shown ? <FeedLink url={feedUrlIn(shown.url, i18n.resolvedLanguage ?? 'en')} /> : (
              <div className="flex flex-col gap-1 text-sm">
                <p>{t('calendarFeeds.onSince', { date: format.dateTime(feed.created_at) })}</p>
                <p className="text-stone-600 dark:text-stone-400">{t('calendarFeeds.linkShownOnce')}</p>
              </div>
            )}
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {feed.last_fetched_at
                ? t('calendarFeeds.lastFetched', { date: format.dateTime(feed.last_fetched_at) })
                : t('calendarFeeds.neverFetched')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={() => setConfirm('replace')} isLoading={busy === 'replace'}>
                {t('calendarFeeds.replace')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirm('off')} isLoading={busy === 'off'}>
                {t('calendarFeeds.switchOff')}
              </Button>
            </div>
          </>
        )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'replace' ? 'calendarFeeds.confirmReplace.title' : 'calendarFeeds.confirmOff.title')}
        message={t(confirm === 'replace' ? 'calendarFeeds.confirmReplace.message' : 'calendarFeeds.confirmOff.message')}
        confirmLabel={t(confirm === 'replace' ? 'calendarFeeds.replace' : 'calendarFeeds.switchOff')}
        cancelLabel={t('common.cancel')}
        isLoading={busy !== null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void run(confirm)}
      />
    </div>
  );
}

/** The address, read-only, with Copy and how the common calendar apps subscribe to it. */
function FeedLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t('calendarFeeds.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text for the person to copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.info(t('calendarFeeds.copyByHand'));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Alert variant="success" live>
        {t('calendarFeeds.linkNow')}
      </Alert>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('calendarFeeds.address')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            readOnly
            value={url}
            data-testid="calendar-feed-url"
            onFocus={(e) => e.currentTarget.select()}
            className={`${controlClasses()} min-w-0 flex-1 font-mono text-xs`}
          />
          <Button onClick={() => void copy()}>{copied ? t('calendarFeeds.copiedShort') : t('calendarFeeds.copy')}</Button>
        </div>
      </div>
      <div className="text-sm">
        <p className="font-medium">{t('calendarFeeds.howTo')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
          <li>{t('calendarFeeds.hints.google')}</li>
          <li>{t('calendarFeeds.hints.apple')}</li>
          <li>{t('calendarFeeds.hints.outlook')}</li>
        </ul>
      </div>
    </div>
  );
}
