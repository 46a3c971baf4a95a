// /direct?user=<id>: everyone of the company with their online state, unread counts and last
// message; the conversation with the chosen person beside the list (on a phone: the list, then the
// conversation with a way back). `?user=` opens a conversation, created on first use.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Icon } from '../../../components/ui/icons';
import { controlClasses } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSetSearchParams } from '../../../hooks/use-page-param';
import type { ApiError } from '../../../lib/api';
import { hintOnline, useOnlineSet } from '../../../lib/live';
import type { DirectChat } from '../../../types/api';
import { openDirectChat, peersPath, usePeers } from '../api/chat';
import type { ChatRef } from '../api/messages';
import { Avatar, personName } from './avatar';
import { ChatView } from './chat-view';
import { PeerList } from './peer-list';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

const SEARCH_DELAY_MS = 250;

export function DirectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('direct.title'));
  const [params] = useSearchParams();
  const setParams = useSetSearchParams();
  const userId = params.get('user');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const peers = usePeers(peersPath(search));
  const online = useOnlineSet();

  // What the API knows of who is online stands in until the live connection tells.
  useEffect(() => {
    if (peers.data) hintOnline(peers.data.data.filter((peer) => peer.online).map((peer) => peer.user.id));
  }, [peers.data]);

  return (
    <div className="-my-2 grid h-[calc(100dvh-7rem)] min-h-[26rem] grid-cols-1 gap-4 sm:h-[calc(100dvh-8rem)] md:grid-cols-[18rem_minmax(0,1fr)]">
      <section aria-labelledby="direct-heading" className={`min-h-0 flex-col gap-3 ${userId ? 'hidden md:flex' : 'flex'}`}>
        <h1 id="direct-heading" className="text-2xl font-bold">
          {t('direct.title')}
        </h1>
        <label htmlFor="direct-search" className="sr-only">
          {t('direct.search')}
        </label>
        <input
          id="direct-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('direct.search')}
          className={controlClasses()}
        />
        {
          /* relative: the list's visually hidden texts (sr-only, absolutely positioned) are placed
            and clipped in this scroller; without it they hang below the page and stretch it. */
        }
        <div className="relative min-h-0 flex-1 overflow-y-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
          {peers.error && !peers.data
            ? (
              <div className="p-2">
                <ErrorState
                  title={t('direct.loadError')}
                  message={peers.error.message}
                  onRetry={() => void peers.mutate()}
                />
              </div>
            )
            : !peers.data
            ? <LoadingState />
            : peers.data.data.length === 0
            ? (
              <div className="p-3">
                <EmptyState>{search ? t('direct.noMatches') : t('direct.empty')}</EmptyState>
              </div>
            )
            : <PeerList peers={peers.data.data} online={online} selected={userId} onSelect={(id) => setParams({ user: id })} />}
        </div>
      </section>
      <section aria-label={t('direct.conversation')} className={`min-h-0 flex-col ${userId ? 'flex' : 'hidden md:flex'}`}>
        {userId
          ? <Conversation key={userId} userId={userId} onBack={() => setParams({ user: null })} />
          : (
            <div className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
              {t('direct.choose')}
            </div>
          )}
      </section>
    </div>
  );
}

function Conversation({ userId, onBack }: { userId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const conversation = useSWR<DirectChat, ApiError>(['direct-chat', userId], () => openDirectChat(userId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const online = useOnlineSet();
  const chat = useMemo<ChatRef | null>(() => (conversation.data ? { kind: 'direct', id: conversation.data.id } : null), [
    conversation.data,
  ]);

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 md:hidden dark:text-stone-200 dark:hover:bg-stone-800"
      aria-label={t('direct.back')}
    >
      <Icon name="chevronLeft" className="size-6" />
    </button>
  );

  if (conversation.error) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <ErrorState title={t('direct.openError')} message={conversation.error.message} onRetry={() => void conversation.mutate()} />
      </div>
    );
  }
  if (!conversation.data || !chat) return <LoadingState />;
  const person = conversation.data.user;
  const name = personName(person, t('chat.deletedUser'));
  const isOnline = online.has(person.id);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-2 sm:p-3 dark:border-stone-800 dark:bg-stone-900">
      <div className="flex items-center gap-2 border-b border-stone-200 pb-2 dark:border-stone-800">
        {back}
        <Avatar person={person} online={isOnline} />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <p className="text-xs text-stone-600 dark:text-stone-400" data-testid="conversation-presence">
            {isOnline ? t('direct.online') : t('direct.offline')}
          </p>
        </div>
      </div>
      <ChatView chat={chat} canWrite canManage={false} tracksReading readOnly={null} composerLabel={t('direct.messageTo', { name })} />
    </div>
  );
}
