// The messages of one chat (a room or a direct conversation): the newest page is an SWR entry (read
// again on focus and after a reconnection, lib/live.ts), older pages are asked as the reader scrolls
// up, and live events and one's own changes join the list by id (lib/messages.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { onLiveEvent } from '../../../lib/live';
import type { ChatMessage, MessagePage } from '../../../types/api';
import { EMPTY_LIST, withMessage, withNewestPage, withOlderPage, type MessageList } from '../lib/messages';

export type ChatRef = { kind: 'room' | 'direct'; id: string };

const PAGE = 50;

const base = (chat: ChatRef) => (chat.kind === 'room' ? `/v1/rooms/${chat.id}` : `/v1/direct/${chat.id}`);
const pagePath = (chat: ChatRef, before?: string) => `${base(chat)}/messages?limit=${PAGE}${before ? `&before=${before}` : ''}`;

export const sendMessage = (chat: ChatRef, body: string) =>
  chat.kind === 'room'
    ? api.post<ChatMessage>(`/v1/rooms/${chat.id}/messages`, { body })
    : api.post<ChatMessage>('/v1/direct/messages', { chat_id: chat.id, body });

export const editMessage = (chat: ChatRef, messageId: string, body: string) =>
  chat.kind === 'room'
    ? api.patch<ChatMessage>(`/v1/rooms/${chat.id}/messages/${messageId}`, { body })
    : api.patch<ChatMessage>(`/v1/direct/messages/${messageId}`, { body });

export const deleteMessage = (chat: ChatRef, messageId: string) =>
  chat.kind === 'room'
    ? api.delete<ChatMessage>(`/v1/rooms/${chat.id}/messages/${messageId}`)
    : api.delete<ChatMessage>(`/v1/direct/messages/${messageId}`);

type State = MessageList & { key: string; hadPage: boolean; page?: MessagePage };

export function useMessages(chat: ChatRef | null) {
  const key = chat ? pagePath(chat) : null;
  const newest = useSWR<MessagePage, ApiError>(key, fetcher, { revalidateOnFocus: true });
  const [state, setState] = useState<State>({ ...EMPTY_LIST, key: key ?? '', hadPage: false });
  const [older, setOlder] = useState<{ loading: boolean; error: ApiError | null }>({ loading: false, error: null });
  // During render, so no frame shows another chat's messages or misses a page: another chat starts
  // again; a newer answer of the newest page joins the list.
  let current: State = state.key === (key ?? '') ? state : { ...EMPTY_LIST, key: key ?? '', hadPage: false };
  if (key && newest.data && newest.data !== current.page) {
    current = { ...withNewestPage(current, newest.data, current.hadPage), key, hadPage: true, page: newest.data };
  }
  if (current !== state) setState(current);

  const apply = useCallback(
    (message: ChatMessage) =>
      setState((held) => (held.key === key && chat?.id === message.chat_id ? { ...held, ...withMessage(held, message) } : held)),
    [key, chat?.id],
  );

  // Live: a room's own socket carries its messages; direct messages come through the lobby.
  useEffect(() => {
    if (!chat) return;
    return onLiveEvent((event) => {
      if (event.kind === 'chat_message' && event.chat_id === chat.id && event.message) apply(event.message);
    });
  }, [chat, apply]);

  const loading = useRef(false);
  const loadOlder = useCallback(async () => {
    const oldest = state.messages[0];
    if (!chat || !oldest || loading.current || !state.hasMore) return;
    loading.current = true;
    setOlder({ loading: true, error: null });
    const forKey = key;
    try {
      const page = await fetcher<MessagePage>(pagePath(chat, oldest.id));
      setState((held) => (held.key === forKey ? { ...held, ...withOlderPage(held, page) } : held));
      setOlder({ loading: false, error: null });
    } catch (error) {
      setOlder({ loading: false, error: error as ApiError });
    } finally {
      loading.current = false;
    }
  }, [chat, key, state.messages, state.hasMore]);

  return {
    messages: current.messages,
    hasMore: current.hasMore,
    /** The first page has not come yet. */
    isLoading: !current.hadPage && !newest.error,
    error: current.hadPage ? undefined : newest.error,
    retry: () => void newest.mutate(),
    loadOlder,
    olderLoading: older.loading,
    olderError: older.error,
    apply,
  };
}
