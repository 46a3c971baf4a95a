// The schedule's part of Settings > Danger Zone: deleting a pattern (admins). The shifts it planned stay.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { DangerAction } from '../../../components/ui/danger-action';
import { Select } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { deletePattern, revalidatePatterns, usePatterns } from '../api/schedule';
import { PatternOptions } from './pattern-options';

export function DeletePatternSection() {
  const { t } = useTranslation();
  const patterns = usePatterns(true);
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = patterns.data?.data.find((pattern) => pattern.id === id);

  async function remove() {
    setProblem(null);
    try {
      await deletePattern(id);
    } catch (error) {
      const message = (error as Error).message;
      setProblem(message);
      toast.error(t('settings.danger.pattern.failure'), message);
      throw error;
    }
    toast.success(t('settings.danger.pattern.deleted'), chosen?.name);
    setId('');
    await revalidatePatterns();
  }

  return (
    <DangerAction
      title={t('settings.danger.pattern.title')}
      description={t('settings.danger.pattern.description')}
      actionLabel={t('settings.danger.pattern.action')}
      disabled={!chosen}
      confirm={{
        title: t('settings.danger.pattern.confirmTitle'),
        message: chosen ? t('settings.danger.pattern.confirmMessage', { name: chosen.name }) : '',
        confirmLabel: t('settings.danger.delete'),
        cancelLabel: t('common.cancel'),
      }}
      onConfirm={remove}
    >
      <div className="flex max-w-sm flex-col gap-3">
        <Select
          label={t('settings.danger.pattern.choose')}
          value={id}
          onChange={(event) => {
            setId(event.target.value);
            setProblem(null);
          }}
          error={patterns.error?.message}
          disabled={!patterns.data}
        >
          <option value="">{patterns.data ? t('settings.danger.pattern.placeholder') : t('common.loading')}</option>
          <PatternOptions patterns={patterns.data?.data ?? []} />
        </Select>
        {problem && (
          <Alert title={t('settings.danger.pattern.failure')} live={false}>
            {problem}
          </Alert>
        )}
      </div>
    </DangerAction>
  );
}
