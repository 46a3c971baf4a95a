// The people of /direct: avatar with the online dot (and the words for screen readers), name,
// last message and unread count; the chosen one is marked as current.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { relativeTime, useNow } from '../../../lib/relative-time';
import type { DirectPeer } from '../../../types/api';
import { Avatar, personName } from './avatar';
import { UnreadCount } from './unread-count';

type PeerListProps = {
  peers: DirectPeer[];
  online: ReadonlySet<string>;
  selected: string | null;
  onSelect: (userId: string) => void;
};

export function PeerList({ peers, online, selected, onSelect }: PeerListProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const now = useNow();
  return (
    <ul aria-label={t('direct.people')} className="divide-y divide-stone-200 dark:divide-stone-800">
      {peers.map((peer) => {
        const name = personName(peer.user, t('chat.deletedUser'));
        const isOnline = online.has(peer.user.id);
        const last = peer.last_message;
        const current = peer.user.id === selected;
        return (
          <li key={peer.user.id}>
            <button
              type="button"
              onClick={() => onSelect(peer.user.id)}
              aria-current={current ? 'true' : undefined}
              data-testid="peer"
              data-user-id={peer.user.id}
              className={'flex w-full items-center gap-3 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 '
                + (current ? 'bg-primary-100 dark:bg-primary-900/40' : 'hover:bg-stone-100 dark:hover:bg-stone-800')}
            >
              <Avatar person={peer.user} online={isOnline} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{name}</span>
                  {last && (
                    <time dateTime={last.created_at} className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                      {relativeTime(last.created_at, now, i18n.resolvedLanguage ?? 'en', format, 'short')}
                    </time>
                  )}
                </span>
                <span className="sr-only">, {isOnline ? t('direct.online') : t('direct.offline')}</span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-stone-600 dark:text-stone-400">
                    {last ? (last.deleted_at ? t('chat.messageDeleted') : last.body) : peer.user.email}
                  </span>
                  <UnreadCount count={peer.unread} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
