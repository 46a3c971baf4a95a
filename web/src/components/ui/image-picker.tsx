// A record's picture (a news item's, a room's): chosen, uploaded at once and shown; replaced or
// removed. Pictures uploaded here and not saved are deleted again when replaced or removed (the
// daily media sweep removes any left behind: docs/media.md). 'Could not upload image' on failure,
// with the server's reason.
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '../../../../worker/features/media/kinds';
import { ApiError } from '../../lib/api';
import { deleteImage, IMAGE_ACCEPT, uploadImage } from '../../lib/media';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { Icon } from './icons';
import { FieldNotes } from './input';

type ImagePickerProps = {
  kind: UploadKind;
  /** The picture's address, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The section's heading, and the preview's alternative text. */
  label: string;
  previewAlt: string;
  error?: string;
  /** Prefix of the ids and test ids: `<id>-file`, `<id>-preview`. */
  id: string;
  /** A smaller preview (dialogs). */
  compact?: boolean;
};

export function ImagePicker({ kind, value, onChange, label, previewAlt, error, id, compact = false }: ImagePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const unsaved = useRef(new Set<string>());
  const [uploading, setUploading] = useState(false);

  function dropUnsaved(url: string | null) {
    if (url && unsaved.current.delete(url)) void deleteImage(kind, url).catch(() => undefined);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(kind, file);
      unsaved.current.add(url);
      dropUnsaved(value);
      onChange(url);
    } catch (failure) {
      toast.error(t('imagePicker.failed'), failure instanceof ApiError ? failure.message : t('errors.unknown'));
    } finally {
      setUploading(false);
    }
  }

  function remove() {
    dropUnsaved(value);
    onChange(null);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-sm font-medium">
        {label} <span className="font-normal text-stone-600 dark:text-stone-400">({t('common.optional')})</span>
      </h2>
      {value && (
        <img
          src={value}
          alt={previewAlt}
          className={`${
            compact ? 'max-h-32 max-w-48' : 'max-h-64 max-w-md'
          } w-full rounded-lg border border-stone-200 object-cover dark:border-stone-800`}
          data-testid={`${id}-preview`}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${id}-file`}
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="ghost"
          className="border border-stone-300 dark:border-stone-700"
          isLoading={uploading}
          disabled={uploading}
          onClick={() => input.current?.click()}
          data-field="image"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        >
          <Icon name="image" className="size-4" />
          {value ? t('imagePicker.replace') : t('imagePicker.choose')}
        </Button>
        {value && (
          <Button variant="ghost" onClick={remove} disabled={uploading}>
            <Icon name="trash" className="size-4" />
            {t('imagePicker.remove')}
          </Button>
        )}
      </div>
      <FieldNotes id={id} hint={t('imagePicker.hint')} error={error} />
    </section>
  );
}
