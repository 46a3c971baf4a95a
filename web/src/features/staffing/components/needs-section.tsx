// The 'Staffing needs' section of a department's page (docs/staffing.md): a table of shift types ×
// weekdays with a minimum and an ideal each, saved as a whole week, and the dated overrides. A row
// may be a shift type's need of one skill ("Noc · UDT": at least N with it). Admins
// of the company and superadmins; the app puts it on the department page (app/routes/department.tsx).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { StaffingNeeds } from '../../../types/api';
import { saveNeeds, useNeeds, type NeedInput } from '../api/staffing';
import { OverridesList } from './overrides-list';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A Monday: weekday i is 2024-01-0i. */
const weekdayDate = (weekday: number) => `2024-01-0${weekday}`;

type Counts = { min: string; ideal: string };
/** By row: a shift type, or a shift type and a skill id (`rowKey`). */
type Table = Record<string, Record<number, Counts>>;

const SEPARATOR = '\u0000';
const rowKey = (type: string, skillId: string | null | undefined) => (skillId ? `${type}${SEPARATOR}${skillId}` : type);
const parseRow = (key: string) => {
  const [type, skillId] = key.split(SEPARATOR) as [string, string | undefined];
  return { type, skillId: skillId ?? null };
};

function toTable(needs: StaffingNeeds): Table {
  const table: Table = {};
  for (const type of needs.shift_types) table[type] = {};
  for (const n of needs.needs) {
    (table[rowKey(n.shift_type, n.skill_id)] ??= {})[n.weekday] = { min: String(n.min), ideal: String(n.ideal) };
  }
  return table;
}

export function NeedsSection({ departmentId }: { departmentId: string }) {
  const { t } = useTranslation();
  const needs = useNeeds(departmentId);
  return (
    <section aria-labelledby="department-staffing" className="flex flex-col gap-4" data-testid="staffing-section">
      <div>
        <h2 id="department-staffing" className="text-lg font-semibold">
          {t('staffing.title')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('staffing.hint')}</p>
      </div>
      <Card className="!p-4 sm:!p-6 flex flex-col gap-4">
        {needs.error
          ? <ErrorState title={t('staffing.loadError')} message={needs.error.message} onRetry={() => void needs.mutate()} />
          : !needs.data
          ? <LoadingState className="py-6" />
          : <NeedsEditor key={JSON.stringify(needs.data)} departmentId={departmentId} needs={needs.data} />}
      </Card>
      <OverridesList departmentId={departmentId} shiftTypes={needs.data?.shift_types ?? []} skills={needs.data?.skills ?? []} />
    </section>
  );
}

function NeedsEditor({ departmentId, needs }: { departmentId: string; needs: StaffingNeeds }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [table, setTable] = useState<Table>(() => toTable(needs));
  const [newType, setNewType] = useState('');
  const [newSkill, setNewSkill] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const types = Object.keys(table).sort((a, b) => {
    const [x, y] = [parseRow(a), parseRow(b)];
    return x.type.localeCompare(y.type) || Number(Boolean(x.skillId)) - Number(Boolean(y.skillId))
      || skillName(x.skillId).localeCompare(skillName(y.skillId));
  });
  function skillName(id: string | null) {
    return id ? (needs.skills.find((s) => s.id === id)?.name ?? '') : '';
  }
  /** A row's name: the shift type, and its skill ("Noc · UDT"). */
  const rowName = (key: string) => {
    const { type, skillId } = parseRow(key);
    return skillId ? `${type} · ${skillName(skillId)}` : type;
  };

  const set = (type: string, weekday: number, field: keyof Counts, value: string) =>
    setTable((current) => ({
      ...current,
      [type]: { ...current[type], [weekday]: { min: '', ideal: '', ...current[type]?.[weekday], [field]: value } },
    }));

  function addType(event: FormEvent) {
    event.preventDefault();
    const name = newType.trim();
    if (!name) return;
    const key = rowKey(name, newSkill || null);
    if (!table[key]) setTable((current) => ({ ...current, [key]: {} }));
    setNewType('');
    setNewSkill('');
  }

  async function save() {
    const list: NeedInput[] = [];
    for (const type of types) {
      for (const weekday of WEEKDAYS) {
        const cell = table[type]?.[weekday];
        if (!cell || (cell.min === '' && cell.ideal === '')) continue;
        const min = Number(cell.min || 0);
        const ideal = cell.ideal === '' ? min : Number(cell.ideal);
        const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= 999;
        if (!ok(min) || !ok(ideal)) return setError(t('staffing.countRange'));
        if (ideal < min) return setError(t('fieldErrors.staffing.ideal_below_min'));
        const { type: shift_type, skillId } = parseRow(type);
        list.push({ shift_type, skill_id: skillId, weekday, min, ideal });
      }
    }
    setError(undefined);
    setPending(true);
    try {
      await saveNeeds(departmentId, list);
      toast.success(t('staffing.saved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {types.length === 0
        ? <EmptyState>{t('staffing.noTypes')}</EmptyState>
        : (
          <div className="overflow-x-auto">
            <table className="border-separate border-spacing-1 text-sm">
              <caption className="sr-only">{t('staffing.title')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-1 text-left">{t('staffing.shiftType')}</th>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col" className="px-1 text-center font-medium capitalize">
                      <abbr title={format.day(weekdayDate(weekday), { weekday: 'long' })} className="no-underline">
                        {format.day(weekdayDate(weekday), { weekday: 'short' })}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type}>
                    <th scope="row" className="max-w-40 truncate px-1 text-left font-medium" title={rowName(type)}>
                      {rowName(type)}
                    </th>
                    {WEEKDAYS.map((weekday) => {
                      const cell = table[type]?.[weekday];
                      const day = format.day(weekdayDate(weekday), { weekday: 'long' });
                      return (
                        <td key={weekday} className="px-0.5">
                          <div className="flex flex-col gap-0.5">
                            <CountInput
                              label={t('staffing.minOf', { type: rowName(type), day })}
                              placeholder={t('staffing.minShort')}
                              value={cell?.min ?? ''}
                              onChange={(v) => set(type, weekday, 'min', v)}
                            />
                            <CountInput
                              label={t('staffing.idealOf', { type: rowName(type), day })}
                              placeholder={t('staffing.idealShort')}
                              value={cell?.ideal ?? ''}
                              onChange={(v) => set(type, weekday, 'ideal', v)}
                            />
                          </div>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('staffing.cellHint')}</p>
          </div>
        )}
      <form onSubmit={addType} className="flex flex-wrap items-end gap-2" noValidate>
        <Input
          label={t('staffing.newType')}
          value={newType}
          onChange={(e) => setNewType(e.target.value)}
          maxLength={100}
          className="w-full sm:w-auto sm:min-w-0 sm:flex-1 sm:max-w-64"
        />
        {needs.skills.length > 0 && (
          <Select
            label={t('staffing.newSkill')}
            value={newSkill}
            onChange={(e) => setNewSkill(e.target.value)}
            className="w-full sm:w-auto sm:min-w-0 sm:flex-1 sm:max-w-64"
          >
            <option value="">{t('staffing.anySkill')}</option>
            {needs.skills.map((skill) => <option key={skill.id} value={skill.id}>{skill.name}</option>)}
          </Select>
        )}
        <Button type="submit" variant="ghost">{t('staffing.addType')}</Button>
      </form>
      {error && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      <div>
        <Button onClick={() => void save()} isLoading={pending} data-testid="save-needs">
          {t('staffing.save')}
        </Button>
      </div>
    </div>
  );
}

function CountInput(
  { label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void },
) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={999}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-12 rounded-md border border-stone-300 bg-white px-1 py-0.5 text-center text-sm placeholder:text-stone-500 focus:outline-none focus:ring-2 focus:ring-primary-500 dark:border-stone-600 dark:bg-stone-900 dark:placeholder:text-stone-400"
    />
  );
}
