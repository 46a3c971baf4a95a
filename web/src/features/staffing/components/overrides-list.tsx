// A department's dated overrides of its staffing needs (docs/staffing.md): a stock-take day or a
// holiday with its own minimum and ideal for one shift type, or for its people with one skill; add and delete.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Input, Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { addOverride, removeOverride, useOverrides } from '../api/staffing';

export function OverridesList(
  { departmentId, shiftTypes, skills }: {
    departmentId: string;
    shiftTypes: readonly string[];
    skills: readonly { id: string; name: string }[];
  },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const overrides = useOverrides(departmentId);
  const [type, setType] = useState('');
  const [skillId, setSkillId] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [min, setMin] = useState('');
  const [ideal, setIdeal] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!type.trim() || !start) return setError(t('staffing.overrides.required'));
    setError(undefined);
    setPending(true);
    try {
      const minimum = Number(min || 0);
      await addOverride({
        department_id: departmentId,
        shift_type: type.trim(),
        skill_id: skillId || null,
        start_date: start,
        end_date: end || start,
        min: minimum,
        ideal: ideal === '' ? minimum : Number(ideal),
        note: note.trim() || null,
      });
      setNote('');
      toast.success(t('staffing.overrides.added'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="!p-4 sm:!p-6 flex flex-col gap-4">
      <h3 className="font-semibold">{t('staffing.overrides.title')}</h3>
      <form onSubmit={(e) => void add(e)} noValidate className="grid gap-3 sm:grid-cols-3">
        <Input
          label={t('staffing.shiftType')}
          value={type}
          onChange={(e) => setType(e.target.value)}
          list={`types-${departmentId}`}
          maxLength={100}
        />
        <datalist id={`types-${departmentId}`}>
          {shiftTypes.map((name) => <option key={name} value={name} />)}
        </datalist>
        {skills.length > 0 && (
          <Select label={t('staffing.newSkill')} value={skillId} onChange={(e) => setSkillId(e.target.value)}>
            <option value="">{t('staffing.anySkill')}</option>
            {skills.map((skill) => <option key={skill.id} value={skill.id}>{skill.name}</option>)}
          </Select>
        )}
        <DateInput label={t('staffing.overrides.start')} value={start} onChange={setStart} />
        <DateInput label={t('staffing.overrides.end')} value={end} onChange={setEnd} />
        <Input label={t('staffing.min')} type="number" min={0} max={999} value={min} onChange={(e) => setMin(e.target.value)} />
        <Input label={t('staffing.ideal')} type="number" min={0} max={999} value={ideal} onChange={(e) => setIdeal(e.target.value)} />
        <Input label={t('staffing.overrides.note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
        {error && <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">{error}</p>}
        <div className="sm:col-span-3">
          <Button type="submit" isLoading={pending}>{t('staffing.overrides.add')}</Button>
        </div>
      </form>
      {overrides.error
        ? <ErrorState title={t('staffing.loadError')} message={overrides.error.message} onRetry={() => void overrides.mutate()} />
        : !overrides.data
        ? <LoadingState className="py-6" />
        : overrides.data.count === 0
        ? <EmptyState>{t('staffing.overrides.none')}</EmptyState>
        : (
          <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800" aria-label={t('staffing.overrides.title')}>
            {overrides.data.data.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{format.period(o.start_date, o.end_date)}</span> · {o.shift_type}
                  {o.skill_name && ` · ${o.skill_name}`} · {t('staffing.overrides.counts', { min: o.min, ideal: o.ideal })}
                  {o.note && <span className="block text-sm text-stone-600 dark:text-stone-400">{o.note}</span>}
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('staffing.overrides.deleteOf', {
                    period: format.period(o.start_date, o.end_date),
                    type: o.skill_name ? `${o.shift_type} · ${o.skill_name}` : o.shift_type,
                  })}
                  onClick={() => void removeOverride(o).catch((e: Error) => toast.error(t('staffing.overrides.deleteError'), e.message))}
                >
                  {t('staffing.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
    </Card>
  );
}
