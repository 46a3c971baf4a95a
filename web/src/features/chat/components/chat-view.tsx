// A conversation, the same for a room and a direct chat: the messages, the composer (or why the
// reader cannot write), sending, editing and deleting, and marking the chat read on open and
// whenever a message arrives while the tab is visible.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useUser } from '../../../lib/auth';
import { toastActionError } from '../../../lib/action-error';
import type { ChatMessage } from '../../../types/api';
import { markRead } from '../api/chat';
import { deleteMessage, editMessage, sendMessage, useMessages, type ChatRef } from '../api/messages';
import { Composer } from './composer';
import { MessageList } from './message-list';

type ChatViewProps = {
  chat: ChatRef;
  canWrite: boolean;
  canManage: boolean;
  /** Whether the reader has a read position here (members; every direct chat). */
  tracksReading: boolean;
  /** Why the reader cannot write (a channel, an inactive room), shown instead of the composer. */
  readOnly: ReactNode;
  /** 'Message to Anna', 'Message in #general'. */
  composerLabel: string;
  /** Called with each message the reader sent (a direct chat's list moves it to the top). */
  onSent?: (message: ChatMessage) => void;
};

const READ_DELAY_MS = 300;

export function ChatView({ chat, canWrite, canManage, tracksReading, readOnly, composerLabel, onSent }: ChatViewProps) {
  const { t } = useTranslation();
  const { data: me } = useUser();
  const list = useMessages(chat);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const failed = (error: unknown) => toastActionError(error, t('chat.actionError'));

  // Read up to the newest message: on open, on each new one while visible, on coming back to the tab.
  const newestId = list.messages.at(-1)?.id;
  const readUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (!tracksReading || list.isLoading) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const target = newestId ?? '';
      if (readUpTo.current === target) return;
      readUpTo.current = target;
      markRead(chat.kind, chat.id).catch(() => (readUpTo.current = null));
    };
    const timer = window.setTimeout(mark, READ_DELAY_MS);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [chat, newestId, tracksReading, list.isLoading]);

  async function send(body: string) {
    try {
      const message = await sendMessage(chat, body);
      list.apply(message);
      onSent?.(message);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function edit(message: ChatMessage, body: string) {
    try {
      list.apply(await editMessage(chat, message.id, body));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function confirmDelete() {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    try {
      list.apply(await deleteMessage(chat, deleting.id));
    } catch (error) {
      failed(error);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  if (list.error) return <ErrorState title={t('chat.messagesError')} message={list.error.message} onRetry={list.retry} />;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {list.isLoading
        ? (
          <div className="flex-1">
            <LoadingState />
          </div>
        )
        : (
          <MessageList
            messages={list.messages}
            meId={me?.id}
            canWrite={canWrite}
            canManage={canManage}
            hasMore={list.hasMore}
            olderLoading={list.olderLoading}
            olderError={list.olderError?.message ?? null}
            onLoadOlder={() => void list.loadOlder()}
            onEdit={edit}
            onDelete={setDeleting}
            label={t('chat.messages')}
            empty={<p className="text-center text-sm text-stone-600 dark:text-stone-400">{t('chat.noMessages')}</p>}
          />
        )}
      {canWrite
        ? <Composer onSend={send} label={composerLabel} />
        : (
          <p
            className="flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 text-sm text-stone-700 dark:border-stone-700 dark:bg-stone-800/60 dark:text-stone-300"
            data-testid="read-only"
          >
            <Icon name="lock" className="size-4" />
            {readOnly}
          </p>
        )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.deleteDialog.title')}
        message={t('chat.deleteDialog.message')}
        confirmLabel={t('chat.deleteDialog.confirm')}
        cancelLabel={t('common.cancel')}
        isLoading={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleteBusy && setDeleting(null)}
      />
    </div>
  );
}
