// The messages of a chat, oldest at the top, with a separator for each day. It opens at the bottom,
// follows new messages while the reader is at the bottom (or wrote them), and loads older messages
// when scrolled to the top (or with the button there), keeping what the reader sees in place.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { useNow } from '../../../lib/relative-time';
import type { ChatMessage } from '../../../types/api';
import { localDay } from '../lib/messages';
import { MessageItem } from './message-item';

type MessageListProps = {
  messages: ChatMessage[];
  meId: string | undefined;
  /** Whether the reader may write here now (editing needs it too). */
  canWrite: boolean;
  /** Managers delete anyone's messages. */
  canManage: boolean;
  hasMore: boolean;
  olderLoading: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  onEdit: (message: ChatMessage, body: string) => Promise<boolean>;
  onDelete: (message: ChatMessage) => void;
  label: string;
  empty: ReactNode;
};

const NEAR_BOTTOM = 120;
const NEAR_TOP = 80;

export function MessageList(props: MessageListProps) {
  const { messages, meId, canWrite, canManage, hasMore, olderLoading, olderError, onLoadOlder, label, empty } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });

  // After each change of the list: older messages in front keep the view still; a new one at the
  // end is followed when the reader was at the bottom or wrote it.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = messages[0]?.id;
    const lastMessage = messages.at(-1);
    const before = shown.current;
    if (before.first === undefined || before.last === undefined) {
      box.scrollTop = box.scrollHeight;
    } else if (first !== before.first && messages.some((m) => m.id === before.first) && lastMessage?.id === before.last) {
      box.scrollTop = before.top + (box.scrollHeight - before.height);
    } else if (lastMessage?.id !== before.last && (atBottom.current || (lastMessage?.author?.id === meId && meId))) {
      box.scrollTop = box.scrollHeight;
    }
    shown.current = { first, last: lastMessage?.id, height: box.scrollHeight, top: box.scrollTop };
  }, [messages, meId]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
    shown.current = { ...shown.current, height: box.scrollHeight, top: box.scrollTop };
    if (box.scrollTop < NEAR_TOP && hasMore && !olderLoading && !olderError) onLoadOlder();
  };

  const items: ReactNode[] = [];
  let day = '';
  for (const message of messages) {
    const messageDay = localDay(message.created_at);
    if (messageDay !== day) {
      day = messageDay;
      items.push(
        <li
          key={`day-${day}`}
          className="my-2 flex items-center gap-3 text-xs font-semibold text-stone-600 dark:text-stone-400"
          data-testid="day-separator"
        >
          <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" aria-hidden="true" />
          {format.day(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
          <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" aria-hidden="true" />
        </li>,
      );
    }
    const mine = !!meId && message.author?.id === meId;
    items.push(
      <li key={message.id}>
        <MessageItem
          message={message}
          now={now}
          canEdit={mine && canWrite}
          canDelete={(mine && canWrite) || canManage}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </li>,
    );
  }

  // `relative`: the messages' visually hidden texts (sr-only, absolutely positioned) are placed and
  // clipped in this scroller; without it a long conversation's hung below and stretched the page.
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="log"
      aria-label={label}
      aria-relevant="additions"
      data-testid="message-list"
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-lg focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      {hasMore && (
        <div className="flex flex-col items-center gap-1 py-2">
          <Button variant="ghost" onClick={onLoadOlder} isLoading={olderLoading}>
            {t('chat.loadOlder')}
          </Button>
          {olderError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {olderError}
            </p>
          )}
        </div>
      )}
      {messages.length === 0 ? <div className="p-4">{empty}</div> : <ol className="flex flex-col gap-0.5 pb-2">{items}</ol>}
    </div>
  );
}
