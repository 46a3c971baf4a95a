// Pure rules of a message list: one entry per id (the freshest version wins: deleted over edited
// over as written), oldest first, and how the newest page, older pages and live events join it.
import type { ChatMessage, MessagePage } from '../../../types/api';

/** A message's text, in characters (worker/features/chat/kinds.ts MESSAGE_MAX_LENGTH). */
export const MESSAGE_MAX_LENGTH = 4000;
/** The composer shows the count from here on. */
export const COUNTER_FROM = 3500;

export type MessageList = {
  /** Oldest first. */
  messages: ChatMessage[];
  /** Whether older messages exist than the first one held. */
  hasMore: boolean;
};

export const EMPTY_LIST: MessageList = { messages: [], hasMore: false };

const rank = (message: ChatMessage) => (message.deleted_at ? 2 : message.edited_at ? 1 : 0);

/** Whether `incoming` is at least as recent a version of the message as `held`. */
export function isFresher(incoming: ChatMessage, held: ChatMessage): boolean {
  const a = rank(incoming);
  const b = rank(held);
  if (a !== b) return a > b;
  if (a === 1) return (incoming.edited_at ?? '') >= (held.edited_at ?? '');
  return true;
}

const order = (
  a: ChatMessage,
  b: ChatMessage,
) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.created_at < b.created_at ? -1 : 1);

/** The messages of both, once each, oldest first. */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) {
    const current = byId.get(message.id);
    if (!current || isFresher(message, current)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(order);
}

/**
 * The newest page (read on open, on focus and after a reconnection) joined to the list. When the
 * page does not reach back to what is held (more was missed than a page holds), the list starts
 * again from the page, with older messages to load.
 */
export function withNewestPage(list: MessageList, page: MessagePage, hadPage: boolean): MessageList {
  const incoming = [...page.data].reverse();
  if (!hadPage) return { messages: mergeMessages(list.messages, incoming), hasMore: page.has_more };
  const oldestIncoming = incoming[0];
  const newestHeld = list.messages.at(-1);
  if (
    page.has_more && oldestIncoming && newestHeld && order(oldestIncoming, newestHeld) > 0
    && !list.messages.some((m) => m.id === oldestIncoming.id)
  ) {
    return { messages: incoming, hasMore: true };
  }
  return { messages: mergeMessages(list.messages, incoming), hasMore: list.hasMore };
}

/** An older page (asked with `before` = the oldest held) put in front. */
export const withOlderPage = (list: MessageList, page: MessagePage): MessageList => ({
  messages: mergeMessages(list.messages, page.data),
  hasMore: page.has_more,
});

/** One message created, edited or deleted (a live event or the answer of one's own change). */
export const withMessage = (list: MessageList, message: ChatMessage): MessageList => ({
  messages: mergeMessages(list.messages, [message]),
  hasMore: list.hasMore,
});

/** The local calendar day of an instant, `YYYY-MM-DD`, for the day separators. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
