// The message box: Enter sends, Shift+Enter adds a line; the count shows near the 4000-character
// limit. The text stays when sending fails.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../lib/messages';

type ComposerProps = {
  /** Sends; true when the message went (the box empties). */
  onSend: (body: string) => Promise<boolean>;
  label: string;
};

export function Composer({ onSend, label }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const empty = !text.trim();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy.current || empty || tooLong) return;
    busy.current = true;
    setSending(true);
    const sent = await onSend(text);
    busy.current = false;
    setSending(false);
    if (sent) setText('');
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} className="flex flex-col gap-1 border-t border-stone-200 pt-3 dark:border-stone-800">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={Math.min(6, Math.max(1, text.split('\n').length))}
          placeholder={t('chat.composerPlaceholder')}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLong || undefined}
          className={'min-h-11 w-full resize-none rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 '
            + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400 '
            + (tooLong ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-700')}
        />
        <Button type="submit" isLoading={sending} disabled={empty || tooLong} aria-label={t('chat.send')} className="min-h-11 px-3">
          {!sending && <Icon name="send" className="size-5" />}
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-2 text-xs text-stone-600 dark:text-stone-400">
        <span className="hidden sm:inline">{t('chat.composerHint')}</span>
        {text.length >= COUNTER_FROM && (
          <span className={tooLong ? 'font-semibold text-red-700 dark:text-red-400' : ''} aria-live="polite" data-testid="composer-counter">
            {t('chat.counter', { count: text.length, max: MESSAGE_MAX_LENGTH })}
          </span>
        )}
      </p>
    </form>
  );
}
