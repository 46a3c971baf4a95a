// A person's skills on their page (docs/skills.md): admins edit the list (a skill and how long it
// is valid), the person reads it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import type { UserSkills } from '../../../types/api';
import { setUserSkills, useSkills, useUserSkills } from '../api/skills';
import { StateBadge } from './state-badge';

export function PersonSkills({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useUserSkills(userId);
  return (
    <Card className="!p-4 sm:!p-6" data-testid="person-skills">
      <h2 className="mb-2 text-lg font-semibold">{t('skills.person.title')}</h2>
      {error && !data
        ? <ErrorState title={t('skills.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-4" />
        : canEdit
        ? <Editor key={JSON.stringify(data.data)} userId={userId} current={data} />
        : <Holdings current={data} />}
    </Card>
  );
}

function Holdings({ current }: { current: UserSkills }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!current.data.length) return <EmptyState>{t('skills.person.none')}</EmptyState>;
  return (
    <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
      {current.data.map((s) => (
        <li key={s.skill_id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
          <span>{s.name}</span>
          <span className="flex items-center gap-2 text-sm">
            {s.valid_until ? t('skills.person.until', { date: format.day(s.valid_until) }) : t('skills.noExpiry')}
            <StateBadge state={s.state} />
          </span>
        </li>
      ))}
    </ul>
  );
}

type Row = { skill_id: string; valid_until: string };

function Editor({ userId, current }: { userId: string; current: UserSkills }) {
  const { t } = useTranslation();
  const catalogue = useSkills();
  const [rows, setRows] = useState<Row[]>(current.data.map((s) => ({ skill_id: s.skill_id, valid_until: s.valid_until ?? '' })));
  const [adding, setAdding] = useState('');
  const [pending, setPending] = useState(false);
  const skills = catalogue.data?.data ?? [];
  const nameOf = new Map(skills.map((s) => [s.id, s.name]));
  const free = skills.filter((s) => !rows.some((r) => r.skill_id === s.id));

  async function save() {
    setPending(true);
    try {
      await setUserSkills(userId, rows.map((r) => ({ skill_id: r.skill_id, valid_until: r.valid_until || null })));
      toast.success(t('skills.person.saved'));
    } catch (failure) {
      toastActionError(failure, t('skills.saveError'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? <EmptyState>{t('skills.person.none')}</EmptyState> : (
        <ul className="flex flex-col gap-2">
          {rows.map((row, index) => {
            const name = nameOf.get(row.skill_id) ?? current.data.find((s) => s.skill_id === row.skill_id)?.name ?? '';
            return (
              <li key={row.skill_id} className="flex flex-wrap items-end gap-2" data-testid="person-skill">
                <span className="min-w-0 flex-1 basis-40 pb-2 font-medium">{name}</span>
                {/* The visible caption is short; the field's name says which skill (screen readers, tests). */}
                <div className="flex w-44 flex-col gap-1.5">
                  <span aria-hidden="true" className="text-sm font-medium">{t('skills.validUntil')}</span>
                  <DateInput
                    hideLabel
                    label={`${t('skills.validUntil')} (${name})`}
                    value={row.valid_until}
                    onChange={(value) => setRows(rows.map((r, i) => (i === index ? { ...r, valid_until: value } : r)))}
                  />
                </div>
                <Button
                  variant="ghost"
                  aria-label={t('skills.person.remove', { name })}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  {t('skills.person.removeShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('skills.person.choose')}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          className="min-w-0 flex-1 basis-48"
          data-testid="person-skill-choose"
        >
          <option value="">—</option>
          {free.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </Select>
        <Button
          variant="ghost"
          disabled={!adding}
          onClick={() => (setRows([...rows, { skill_id: adding, valid_until: '' }]), setAdding(''))}
        >
          {t('skills.person.add')}
        </Button>
        <Button onClick={() => void save()} isLoading={pending}>
          {t('skills.person.save')}
        </Button>
      </div>
    </div>
  );
}
