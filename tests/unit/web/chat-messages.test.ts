// The message list's merge rules (web/src/features/chat/lib/messages.ts): one entry per id, the
// freshest version, oldest first; the newest page after a reconnection. (Initials: initials.test.ts.)
import { describe, expect, it } from 'vitest';
import { isFresher, mergeMessages, withNewestPage, withOlderPage } from '../../../web/src/features/chat/lib/messages';
import type { ChatMessage } from '../../../web/src/types/api';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(n),
  chat_id: id(999),
  author: null,
  body: `message ${n}`,
  created_at: at(n),
  edited_at: null,
  deleted_at: null,
  ...extra,
});

describe('chat message list', () => {
  it('keeps one entry per id, oldest first, the freshest version winning', () => {
    const edited = message(2, { body: 'changed', edited_at: at(30) });
    const deleted = message(2, { body: '', deleted_at: at(40) });
    expect(mergeMessages([message(3), message(1)], [message(2)]).map((m) => m.id)).toEqual([id(1), id(2), id(3)]);
    expect(mergeMessages([edited], [message(2)])[0]!.body).toBe('changed');
    expect(mergeMessages([deleted], [edited])[0]!.deleted_at).toBe(at(40));
    expect(mergeMessages([message(2)], [edited])[0]!.body).toBe('changed');
    expect(isFresher(message(2, { edited_at: at(31) }), edited)).toBe(true);
    expect(isFresher(message(2, { edited_at: at(29) }), edited)).toBe(false);
  });

  it('joins the newest page, or starts again from it when more was missed than a page holds', () => {
    const held = { messages: [message(1), message(2)], hasMore: false };
    const page = (numbers: number[], has_more: boolean) => ({ data: numbers.map((n) => message(n)).reverse(), has_more });
    expect(withNewestPage({ messages: [], hasMore: false }, page([1, 2], true), false)).toEqual({
      messages: [message(1), message(2)],
      hasMore: true,
    });
    expect(withNewestPage(held, page([2, 3, 4], false), true).messages.map((m) => m.id)).toEqual([id(1), id(2), id(3), id(4)]);
    const gap = withNewestPage(held, page([10, 11], true), true);
    expect(gap).toEqual({ messages: [message(10), message(11)], hasMore: true });
    expect(withOlderPage(gap, page([8, 9], false))).toEqual({
      messages: [message(8), message(9), message(10), message(11)],
      hasMore: false,
    });
  });
});
