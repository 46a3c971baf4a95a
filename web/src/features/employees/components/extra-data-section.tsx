import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { KeyValueEditor, useKeyValueRows } from '../../../components/ui/key-value-editor';
import { EmptyState, KeyValueList } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { keyValueObject } from '../../../lib/validation';
import type { EmploymentRecordPublic } from '../../../types/api';
import { updateRecord } from '../api/employees';

/**
 * The employee's extra data: the key/value pairs of an employment record (the newest one unless
 * another is chosen), since the API keeps extra data per record.
 */
export function ExtraDataSection(
  { records, canEdit, onChanged }: { records: EmploymentRecordPublic[]; canEdit: boolean; onChanged: () => void },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const record = records.find((item) => item.id === chosenId) ?? records[0];

  if (!record) return <EmptyState>{t('profile.extra.noRecord')}</EmptyState>;

  const label = (item: EmploymentRecordPublic) =>
    t('profile.extra.recordLabel', { company: item.company_name, start: format.day(item.start_date) });

  return (
    <div className="flex flex-col gap-4">
      {records.length > 1
        ? (
          <div className="max-w-md">
            <Select label={t('profile.extra.record')} value={record.id} onChange={(event) => setChosenId(event.target.value)}>
              {records.map((item) => (
                <option key={item.id} value={item.id}>
                  {label(item)}
                </option>
              ))}
            </Select>
          </div>
        )
        : <p className="text-sm text-stone-600 dark:text-stone-400">{t('profile.extra.ofRecord', { record: label(record) })}</p>}
      {canEdit
        ? (
          // A new editor for each record and each saved version of it.
          <ExtraDataForm key={`${record.id}-${record.updated_at ?? ''}`} record={record} onChanged={onChanged} />
        )
        : <KeyValueList pairs={record.extra_data} empty={t('keyValue.none')} />}
    </div>
  );
}

function ExtraDataForm({ record, onChanged }: { record: EmploymentRecordPublic; onChanged: () => void }) {
  const { t } = useTranslation();
  const extra = useKeyValueRows(record.extra_data);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (extra.hasProblems()) return;
    setSubmitting(true);
    try {
      await updateRecord(record.id, { extra_data: keyValueObject(extra.rows) });
      toast.success(t('profile.extra.saved'));
      onChanged();
    } catch (error) {
      toast.error(t('profile.extra.saveFailed'), error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <KeyValueEditor legend={t('profile.extra.pairs')} {...extra.editor} />
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {t('profile.extra.save')}
        </Button>
      </div>
    </form>
  );
}
