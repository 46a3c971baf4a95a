import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { playNotificationSound } from '../../../lib/sound';
import { toast } from '../../../lib/toast';
import type { NotificationPublic, NotificationsPublic } from '../../../types/api';
import {
  deleteNotification,
  markAllNotifications,
  markNotification,
  PAGE_SIZE,
  useNotifications,
  withAllRead,
  withRead,
  without,
} from '../api/notifications';
import { inAppPath, relativeTime, wordNotification } from '../lib/wording';

/** How often the relative times of an open panel move on. */
const TICK_MS = 60_000;

/**
 * The header's bell: the unread count as a badge, and a panel (a sheet under the header on a
 * phone) with the newest notifications, each opening what it is about.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [now, setNow] = useState(() => Date.now());
  const { data, error, isLoading, mutate } = useNotifications(limit);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = data?.unread ?? 0;

  // A notification newer than any seen before, arriving while the app is open, chimes (unless muted).
  const newest = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const first = data.data[0];
    const seen = newest.current;
    if (seen !== undefined && first && !first.read_at && (seen === null || first.created_at > seen)) playNotificationSound();
    if (first && (seen == null || first.created_at > seen)) newest.current = first.created_at;
    else if (seen === undefined) newest.current = null;
  }, [data]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // While open: Escape closes (focus back on the bell), a click or the focus elsewhere closes it,
  // and the relative times keep up.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const wrapper = wrapperRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (wrapper && event.relatedTarget instanceof Node && !wrapper.contains(event.relatedTarget)) setOpen(false);
    };
    const tick = window.setInterval(() => setNow(Date.now()), TICK_MS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wrapper?.addEventListener('focusout', onFocusOut);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wrapper?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    setNow(() => Date.now());
    setOpen(true);
    void mutate(); // what arrived since the last poll
  };

  /** Shows the change at once, sends it, then reloads the list; a failure restores it and says so. */
  const change = async (request: () => Promise<unknown>, optimistic: (list: NotificationsPublic) => NotificationsPublic) => {
    try {
      await mutate(
        async () => {
          await request();
          return undefined;
        },
        {
          optimisticData: (current) => (current ? optimistic(current) : (current as unknown as NotificationsPublic)),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch {
      toast.error(t('notifications.actionError'));
    }
  };

  const setRead = (item: NotificationPublic, read: boolean) =>
    change(
      () => markNotification(item.id, read),
      (list) => withRead(list, item.id, read),
    );

  const remove = (item: NotificationPublic) => {
    // Keep the keyboard in the list: the next item (or the previous, or the panel) takes the focus.
    const mains = [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-notification]') ?? [])];
    const index = mains.findIndex((element) => element.dataset.notification === item.id);
    const nextId = (mains[index + 1] ?? mains[index - 1])?.dataset.notification;
    void change(
      () => deleteNotification(item.id),
      (list) => without(list, item.id),
    );
    requestAnimationFrame(() => {
      const target = nextId ? panelRef.current?.querySelector<HTMLElement>(`[data-notification="${nextId}"]`) : null;
      (target ?? panelRef.current)?.focus();
    });
  };

  const openItem = (item: NotificationPublic) => {
    if (!item.read_at) void setRead(item, true);
    const path = inAppPath(item.link);
    if (!path) return;
    close(true);
    void navigate(path);
  };

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const items = data?.data ?? [];

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <Icon name="bell" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-stone-900"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>

      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-label={t('notifications.listLabel')}
        tabIndex={-1}
        hidden={!open}
        className={'fixed inset-x-0 top-16 z-40 flex max-h-[calc(100dvh-4rem)] flex-col border-b border-stone-200 bg-white text-stone-900 shadow-xl focus:outline-none '
          + 'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(34rem,calc(100dvh-6rem))] sm:w-96 sm:rounded-xl sm:border '
          + 'dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100'}
      >
        {open && (
          <>
            <div className="flex shrink-0 items-center justify-between gap-2 border-b border-stone-200 px-4 py-2 dark:border-stone-700">
              <h2 id={headingId} className="font-semibold">
                {t('notifications.title')}
              </h2>
              {items.length > 0 && (
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 py-1 text-xs"
                  disabled={unread === 0}
                  onClick={() => void change(markAllNotifications, (list) => withAllRead(list))}
                >
                  <Icon name="checkAll" className="size-4" />
                  {t('notifications.markAllRead')}
                </Button>
              )}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {error && !data
                ? (
                  <div role="alert" className="flex flex-col items-start gap-2 px-4 py-6 text-sm">
                    <p className="flex items-center gap-2 font-semibold">
                      <Icon name="alert" className="size-5 text-red-700 dark:text-red-400" />
                      {t('notifications.loadError')}
                    </p>
                    <p className="text-stone-600 dark:text-stone-400">{error.message}</p>
                    <Button variant="ghost" onClick={() => void mutate()}>
                      {t('common.tryAgain')}
                    </Button>
                  </div>
                )
                : !data
                ? (
                  <div className="flex justify-center py-10 text-primary-700 dark:text-primary-400">
                    <Spinner size="md" label={t('common.loading')} />
                  </div>
                )
                : items.length === 0
                ? (
                  <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-stone-600 dark:text-stone-400">
                    <Icon name="bell" className="size-8 text-stone-400 dark:text-stone-500" />
                    {t('notifications.empty')}
                  </p>
                )
                : (
                  <ul aria-labelledby={headingId} className="divide-y divide-stone-200 dark:divide-stone-700">
                    {items.map((item) => (
                      <NotificationItem
                        key={item.id}
                        item={item}
                        now={now}
                        onOpen={() => openItem(item)}
                        onToggleRead={() => void setRead(item, !item.read_at)}
                        onDelete={() => remove(item)}
                      />
                    ))}
                  </ul>
                )}
            </div>
            {data && data.count > items.length && (
              <div className="shrink-0 border-t border-stone-200 p-2 dark:border-stone-700">
                <Button variant="ghost" className="w-full" isLoading={isLoading} onClick={() => setLimit((value) => value + PAGE_SIZE)}>
                  {t('notifications.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

type ItemProps = {
  item: NotificationPublic;
  now: number;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
};

function NotificationItem({ item, now, onOpen, onToggleRead, onDelete }: ItemProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { title, body } = wordNotification(item, t, format, locale);
  const unread = !item.read_at;
  const readLabel = unread ? t('notifications.markRead') : t('notifications.markUnread');
  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-200/70 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white';

  return (
    <li
      className={`flex items-start gap-1 px-2 py-1.5 ${unread ? 'bg-primary-50/70 dark:bg-primary-950/30' : ''}`}
      data-unread={unread || undefined}
    >
      <button
        type="button"
        data-notification={item.id}
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-stone-800"
      >
        <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-primary-600 dark:bg-primary-400' : ''}`} />
        <span className="min-w-0 flex-1">
          {unread && <span className="sr-only">{t('notifications.unread')}:</span>}
          <span className={`block text-sm break-words ${unread ? 'font-semibold' : 'font-medium text-stone-700 dark:text-stone-300'}`}>
            {title}
          </span>
          {body && <span className="block text-sm break-words text-stone-600 dark:text-stone-400">{body}</span>}
          <time
            dateTime={item.created_at}
            title={format.dateTime(item.created_at)}
            className="mt-0.5 block text-xs text-stone-600 dark:text-stone-400"
          >
            {relativeTime(item.created_at, now, locale, format)}
          </time>
        </span>
      </button>
      <div className="flex shrink-0 items-center pt-0.5">
        <button type="button" onClick={onToggleRead} aria-label={readLabel} title={readLabel} className={iconButton}>
          <Icon name={unread ? 'check' : 'mail'} className="size-4" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('notifications.delete')}
          title={t('notifications.delete')}
          className={iconButton}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </li>
  );
}
