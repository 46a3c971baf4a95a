// The calls of chat (rooms, direct conversations, unread counts) and how live events move their
// cached reads. SWR keys are API paths; every chat read starts with one of CHAT_PREFIXES, so a
// reconnection after a drop reads them all again (nothing sent meanwhile is lost).
import useSWR, { mutate } from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import { onLiveEvent, onLiveReconnect } from '../../../lib/live';
import type { ChatUnread, DirectChat, DirectPeers, Room, RoomCreate, Rooms, RoomUpdate, UsersPublic } from '../../../types/api';

const CHAT_PREFIXES = ['/v1/rooms/', '/v1/direct/', '/v1/chat/'];
export const isChatKey = (key: string) => CHAT_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Rooms per page of /rooms (spec section 9). */
export const ROOMS_PAGE_SIZE = 100;

export const UNREAD_KEY = '/v1/chat/unread';

// ------------------------------------------------------------------------------------ rooms

export const roomsPath = (page: number) => `/v1/rooms/?skip=${(page - 1) * ROOMS_PAGE_SIZE}&limit=${ROOMS_PAGE_SIZE}`;
const isRoomsListKey = (key: string) => key.startsWith('/v1/rooms/?');
export const roomPath = (id: string) => `/v1/rooms/${id}`;

export const useRooms = (page: number) => useSWR<Rooms, ApiError>(roomsPath(page), fetcher, { keepPreviousData: true });
export const useRoom = (id: string | null) => useSWR<Room, ApiError>(id ? roomPath(id) : null, fetcher);

export const createRoom = (input: RoomCreate) => api.post<Room>('/v1/rooms/', input);
export const updateRoom = (id: string, input: RoomUpdate) => api.patch<Room>(roomPath(id), input);
export const deleteRoom = (id: string) => api.delete<null>(roomPath(id));

/** After a room changed here: its lists, its page and the unread counts. */
export const revalidateRooms = () => revalidateKeys((key) => key.startsWith('/v1/rooms/') || key === UNREAD_KEY);

/** The people a room's members picker offers: a company's (or, without one, everyone the caller reads). */
export function peoplePath(companyId: string | null, search: string): string {
  const params = new URLSearchParams({ limit: '50' });
  if (companyId) params.set('company_id', companyId);
  if (search.trim()) params.set('search', search.trim());
  return `/v1/users/?${params}`;
}
export const usePeople = (path: string | null) => useSWR<UsersPublic, ApiError>(path, fetcher, { keepPreviousData: true });

// ----------------------------------------------------------------------------------- direct

export function peersPath(search: string): string {
  const params = new URLSearchParams({ limit: '200' });
  if (search.trim()) params.set('search', search.trim());
  return `/v1/direct/users?${params}`;
}
const isPeersKey = (key: string) => key.startsWith('/v1/direct/users');

export const usePeers = (path: string) => useSWR<DirectPeers, ApiError>(path, fetcher, { keepPreviousData: true });

/** The conversation with someone, created on first use. */
export const openDirectChat = (userId: string) => api.post<DirectChat>('/v1/direct/chats', { user_id: userId });

// ----------------------------------------------------------------------------------- unread

export const useChatUnread = (enabled = true) =>
  useSWR<ChatUnread, ApiError>(enabled ? UNREAD_KEY : null, fetcher, { revalidateOnFocus: true });

/** Marks a chat read up to its newest message; the answer is the caller's new totals. */
export async function markRead(kind: 'room' | 'direct', chatId: string) {
  const totals = await api.post<ChatUnread>(kind === 'room' ? `/v1/rooms/${chatId}/read` : `/v1/direct/${chatId}/read`);
  await mutate(UNREAD_KEY, totals, { revalidate: false });
  // The lists show per-chat counts: read them again.
  void revalidateKeys(kind === 'room' ? isRoomsListKey : isPeersKey);
  return totals;
}

// ------------------------------------------------------------------------------ live events

let unreadTimer: ReturnType<typeof setTimeout> | undefined;
/** Unread counts move with every message: read them once a burst has passed. */
function revalidateUnreadSoon() {
  clearTimeout(unreadTimer);
  unreadTimer = setTimeout(() => void mutate(UNREAD_KEY), 400);
}

let listsTimer: ReturnType<typeof setTimeout> | undefined;
const pendingLists = new Set<(key: string) => boolean>();
function revalidateListsSoon(test: (key: string) => boolean) {
  pendingLists.add(test);
  clearTimeout(listsTimer);
  listsTimer = setTimeout(() => {
    const tests = [...pendingLists];
    pendingLists.clear();
    void revalidateKeys((key) => tests.some((isKey) => isKey(key)));
  }, 400);
}

onLiveEvent((event, source) => {
  if (source !== 'lobby') return;
  switch (event.kind) {
    case 'chat_message':
      revalidateUnreadSoon();
      revalidateListsSoon(event.chat_kind === 'room' ? isRoomsListKey : isPeersKey);
      break;
    case 'chat_read':
      revalidateUnreadSoon();
      revalidateListsSoon(event.chat_kind === 'room' ? isRoomsListKey : isPeersKey);
      break;
    case 'room_changed':
      revalidateUnreadSoon();
      revalidateListsSoon((key) => isRoomsListKey(key) || key === roomPath(event.chat_id));
      break;
    default:
      break;
  }
});

onLiveReconnect(() => void revalidateKeys(isChatKey));
