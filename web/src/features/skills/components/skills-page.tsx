// /skills (docs/skills.md): the tenant's catalogue of skills for admins: add, edit and delete, and
// who holds each with how long, those expiring soon highlighted.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import type { Skill } from '../../../types/api';
import { createSkill, deleteSkill, updateSkill, useSkills } from '../api/skills';
import { StateBadge } from './state-badge';

export function SkillsPage() {
  const { t } = useTranslation();
  const skills = useSkills();
  const list = skills.data?.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('skills.title')}</h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('skills.hint')}</p>
      </div>
      <Card className="!p-4 sm:!p-6">
        <SkillForm
          submitLabel={t('skills.add')}
          onSubmit={(input) => createSkill(input).then(() => toast.success(t('skills.created')))}
          reset
        />
      </Card>
      {skills.error
        ? <ErrorState title={t('skills.loadError')} message={skills.error.message} onRetry={() => void skills.mutate()} />
        : !skills.data
        ? <LoadingState className="py-6" />
        : list.length === 0
        ? <EmptyState>{t('skills.empty')}</EmptyState>
        : (
          <ul className="flex flex-col gap-3" aria-label={t('skills.title')}>
            {list.map((skill) => <SkillRow key={skill.id} skill={skill} />)}
          </ul>
        )}
    </div>
  );
}

type Input = { name: string; description: string | null };

function SkillForm(
  { initial, submitLabel, onSubmit, onCancel, reset }: {
    initial?: Input;
    submitLabel: string;
    onSubmit: (input: Input) => Promise<unknown>;
    onCancel?: () => void;
    reset?: boolean;
  },
) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!name.trim()) return setError(t('fieldErrors.skill.name_required'));
    setError(undefined);
    setPending(true);
    try {
      await onSubmit({ name: name.trim(), description: description.trim() || null });
      if (reset) {
        setName('');
        setDescription('');
      }
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-2">
      <Input
        label={t('skills.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        maxLength={80}
        className="min-w-0 flex-1 basis-48"
        autoFocus={Boolean(initial)}
      />
      <Input
        label={t('skills.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={500}
        className="min-w-0 flex-[2] basis-64"
      />
      <Button type="submit" isLoading={pending}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('skills.cancel')}
        </Button>
      )}
    </form>
  );
}

function SkillRow({ skill }: { skill: Skill }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await deleteSkill(skill.id);
      toast.success(t('skills.deleted'));
    } catch (failure) {
      toastActionError(failure, t('skills.saveError'));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <li data-testid="skill-row">
      <Card className="!p-4 flex flex-col gap-3">
        {editing
          ? (
            <SkillForm
              initial={{ name: skill.name, description: skill.description }}
              submitLabel={t('skills.save')}
              onSubmit={(input) => updateSkill(skill.id, input).then(() => (setEditing(false), toast.success(t('skills.updated'))))}
              onCancel={() => setEditing(false)}
            />
          )
          : (
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold">{skill.name}</h2>
                {skill.description && <p className="text-sm text-stone-600 dark:text-stone-400">{skill.description}</p>}
              </div>
              <span className="flex gap-1">
                <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`${t('skills.edit')}: ${skill.name}`}>
                  {t('skills.edit')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`${t('skills.delete')}: ${skill.name}`}>
                  {t('skills.delete')}
                </Button>
              </span>
            </div>
          )}
        <div>
          <h3 className="mb-1 text-sm font-medium text-stone-700 dark:text-stone-300">{t('skills.holders')}</h3>
          {skill.holders.length === 0
            ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('skills.noHolders')}</p>
            : (
              <ul
                className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800"
                aria-label={`${t('skills.holders')}: ${skill.name}`}
              >
                {skill.holders.map((holder) => (
                  <li
                    key={holder.user_id}
                    className={`flex flex-col gap-0.5 py-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2 ${
                      holder.state === 'expiring' ? 'rounded bg-amber-50 px-2 dark:bg-amber-950/40' : ''
                    }`}
                    data-testid="skill-holder"
                  >
                    <span className="min-w-0 truncate">{holder.full_name || holder.email}</span>
                    <span className="flex items-center gap-2 text-sm">
                      <span>
                        {holder.valid_until ? `${t('skills.validUntil')}: ${format.day(holder.valid_until)}` : t('skills.noExpiry')}
                      </span>
                      <StateBadge state={holder.state} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={t('skills.delete')}
        message={t('skills.deleteConfirm', { name: skill.name })}
        confirmLabel={t('skills.delete')}
        cancelLabel={t('skills.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        isLoading={pending}
        variant="danger"
      />
    </li>
  );
}
