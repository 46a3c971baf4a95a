// One message: avatar, author, relative time (the full time on hover and for screen readers),
// 'Edited', the text or the deleted placeholder, and the author's (or a manager's) actions. Editing
// happens in place: Enter saves, Shift+Enter adds a line, Escape cancels.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { relativeTime } from '../../../lib/relative-time';
import type { ChatMessage } from '../../../types/api';
import { Avatar, personName } from './avatar';
import { MESSAGE_MAX_LENGTH } from '../lib/messages';

type MessageItemProps = {
  message: ChatMessage;
  now: number;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (message: ChatMessage, body: string) => Promise<boolean>;
  onDelete: (message: ChatMessage) => void;
};

const actionClasses = 'inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-200 hover:text-stone-900 '
  + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
  + 'dark:text-stone-300 dark:hover:bg-stone-700 dark:hover:text-stone-50';

export function MessageItem({ message, now, canEdit, canDelete, onEdit, onDelete }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [saving, setSaving] = useState(false);
  const editRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const deleted = message.deleted_at !== null;
  const author = personName(message.author, t('chat.deletedUser'));
  const locale = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    if (!editing) return;
    const field = editRef.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [editing]);

  // Deleted meanwhile (another tab, a manager): nothing left to edit.
  if (editing && deleted) setEditing(false);

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  async function save() {
    const body = draft;
    if (!body.trim() || body.length > MESSAGE_MAX_LENGTH || saving) return;
    if (body === message.body) return stopEditing();
    setSaving(true);
    const saved = await onEdit(message, body);
    setSaving(false);
    if (saved) stopEditing();
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(message.body);
      stopEditing();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <article
      aria-label={t('chat.messageFrom', { name: author })}
      data-testid="message"
      data-message-id={message.id}
      className="group flex gap-3 rounded-lg px-2 py-2 hover:bg-stone-100/70 focus-within:bg-stone-100/70 dark:hover:bg-stone-800/50 dark:focus-within:bg-stone-800/50"
    >
      <Avatar person={message.author} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{author}</span>
          <time
            dateTime={message.created_at}
            title={format.dateTime(message.created_at, { dateStyle: 'full', timeStyle: 'medium' })}
            className="text-xs text-stone-600 dark:text-stone-400"
          >
            {relativeTime(message.created_at, now, locale, format, 'short')}
            <span className="sr-only">({format.dateTime(message.created_at)})</span>
          </time>
          {message.edited_at && !deleted && (
            <span
              className="text-xs text-stone-600 italic dark:text-stone-400"
              title={format.dateTime(message.edited_at)}
              data-testid="edited-marker"
            >
              {t('chat.edited')}
            </span>
          )}
        </p>
        {deleted
          ? (
            <p className="text-sm text-stone-600 italic dark:text-stone-400" data-testid="message-deleted">
              {t('chat.messageDeleted')}
            </p>
          )
          : editing
          ? (
            <div className="mt-1 flex flex-col gap-1">
              <label className="sr-only" htmlFor={`edit-${message.id}`}>
                {t('chat.editLabel')}
              </label>
              <textarea
                id={`edit-${message.id}`}
                ref={editRef}
                value={draft}
                rows={Math.min(8, Math.max(2, draft.split('\n').length))}
                maxLength={MESSAGE_MAX_LENGTH}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                aria-describedby={`edit-${message.id}-hint`}
                className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-stone-700 dark:bg-stone-900"
              />
              <p id={`edit-${message.id}-hint`} className="flex items-center gap-2 text-xs text-stone-600 dark:text-stone-400">
                {saving && <Spinner size="sm" />}
                {t('chat.editHint')}
              </p>
            </div>
          )
          : (
            <p className="text-sm break-words whitespace-pre-wrap" data-testid="message-body">
              {message.body}
            </p>
          )}
      </div>
      {!deleted && !editing && (canEdit || canDelete) && (
        <div className="flex shrink-0 items-start gap-1">
          {canEdit && (
            <button
              ref={editButtonRef}
              type="button"
              className={actionClasses}
              aria-label={t('chat.editMessage')}
              title={t('chat.editMessage')}
              onClick={() => {
                setDraft(message.body);
                setEditing(true);
              }}
            >
              <Icon name="pencil" className="size-4" />
            </button>
          )}
          {canDelete && (
            <button
              type="button"
              className={actionClasses}
              aria-label={t('chat.deleteMessage')}
              title={t('chat.deleteMessage')}
              onClick={() => onDelete(message)}
            >
              <Icon name="trash" className="size-4" />
            </button>
          )}
        </div>
      )}
    </article>
  );
}
