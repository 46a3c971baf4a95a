// Applying a pattern from its page (docs/crews.md): to a whole department, to its crews with an
// offset each (prefilled with the default k × floor(cycle / crews)), or to chosen people of it;
// from a start month for 1-12 months, the cycle anchored at a date (offered: the first Monday of the
// month for a cycle of whole weeks, else the 1st; lib/cycle-start.ts). 'Preview' shows the first
// month (people × days, and the coverage per shift type) without writing; 'Apply' writes and
// shows the counts.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { DepartmentOptions } from '../../../components/department-options';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Input, Select } from '../../../components/ui/input';
import { MonthInput } from '../../../components/ui/month-input';
import { LoadingState } from '../../../components/ui/states';
import { BreachList } from './labour-law/breaches';
import { ConflictList } from '../../../components/plan-conflicts';
import { useFormat } from '../../../lib/format';
import { revalidateBreaches } from '../api/labour-law';
import { useAllDepartments, useAllUsers } from '../../../lib/org';
import { revalidateSchedules, useCompanyToday } from '../../../lib/schedule';
import type { ApplyPattern, ApplyResult, PatternPreview, PatternPublic } from '../../../types/api';
import { applyPattern, previewPattern, useDepartmentPeople } from '../api/schedule';
import { defaultCycleStart } from '../lib/cycle-start';
import { ApplyOutcome, checkApplyPeriod, useApplySending } from './apply-sending';
import type { CrewsRead } from './crews-read';

type TargetKind = 'department' | 'crews' | 'people';

/** `useCrews`: a department's crews (features/crews), given through the pattern page by the app. */
export function ApplyPatternForm({ pattern, useCrews }: { pattern: PatternPublic; useCrews: CrewsRead }) {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const [departmentId, setDepartmentId] = useState(pattern.department_id ?? '');
  const [target, setTarget] = useState<TargetKind>('department');
  const crews = useCrews(target === 'crews' && departmentId ? departmentId : null);
  const people = useDepartmentPeople(target === 'people' && departmentId ? departmentId : null);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [offsets, setOffsets] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const today = useCompanyToday();
  const [chosenMonth, setStartMonth] = useState<string | null>(null);
  const startMonth = chosenMonth ?? today.slice(0, 7);
  const [months, setMonths] = useState('1');
  /** The cycle's day 1 as typed; null follows the start month (a Monday for whole weeks: lib/cycle-start.ts). */
  const [anchorTyped, setAnchor] = useState<string | null>(null);
  const anchor = anchorTyped ?? defaultCycleStart(startMonth, pattern.cycle_length);
  const [includeHolidays, setIncludeHolidays] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ApplyResult | null>(null);
  const [preview, setPreview] = useState<PatternPreview | null>(null);
  const { pending, refusal, clearRefusal, send } = useApplySending<'apply' | 'preview'>();
  // Names for the labour-law breaches of the answer (features/labour-law).
  const users = useAllUsers(true);
  const names = new Map((users.data?.data ?? []).map((user) => [user.id, user.full_name || user.email]));

  const crewList = crews.data?.data ?? [];
  const included = crewList.filter((c) => !excluded.has(c.id));
  const step = included.length ? Math.floor(pattern.cycle_length / included.length) : 0;
  const offsetOf = (crewId: string) => offsets[crewId] ?? String(Math.max(0, included.findIndex((c) => c.id === crewId)) * step);

  function changed() {
    setPreview(null);
    setResult(null);
    clearRefusal();
  }

  /** The request body, or null with the errors shown. */
  function body(): ApplyPattern | null {
    const count = Number(months);
    const found: Record<string, string> = {};
    if (!departmentId) found.department = t('patterns.apply.departmentRequired');
    Object.assign(found, checkApplyPeriod(t, startMonth, count));
    if (target === 'crews' && !included.length) found.target = t('crews.apply.crewsRequired');
    if (target === 'people' && !chosen.size) found.target = t('crews.apply.peopleRequired');
    const crewsBody = included.map((c) => ({ crew_id: c.id, offset_days: Number(offsetOf(c.id)) }));
    for (const c of crewsBody) {
      if (!Number.isInteger(c.offset_days) || c.offset_days < 0 || c.offset_days >= pattern.cycle_length) {
        found[`offset-${c.crew_id}`] = t('crews.apply.offsetRange', { max: pattern.cycle_length - 1 });
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return null;
    const base = {
      pattern_id: pattern.id,
      start_month: startMonth,
      months: count,
      include_holidays: includeHolidays,
      anchor_date: anchor || null,
    };
    if (target === 'crews') return { ...base, crews: crewsBody };
    if (target === 'people') return { ...base, user_ids: [...chosen] };
    return { ...base, department_id: departmentId };
  }

  const run = (kind: 'apply' | 'preview') =>
    send(kind, () => {
      const input = body();
      if (!input) return null;
      setResult(null);
      return async () => {
        if (kind === 'preview') setPreview(await previewPattern({ ...input, months: 1 }));
        else {
          setResult(await applyPattern(input));
          void revalidateSchedules();
          void revalidateBreaches();
        }
      };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('apply');
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="apply-title">
        <h2 id="apply-title" className="text-lg font-semibold">
          {t('patterns.apply.title')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('crews.apply.description')}</p>
        <Select
          label={t('patterns.department')}
          value={departmentId}
          onChange={(e) => (setDepartmentId(e.target.value), setChosen(new Set()), setExcluded(new Set()), setOffsets({}), changed())}
          error={errors.department ?? departments.error?.message}
        >
          <option value="">{departments.data ? t('patterns.apply.chooseDepartment') : t('common.loading')}</option>
          <DepartmentOptions departments={departments.data?.data ?? []} />
        </Select>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('crews.apply.target')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {(['department', 'crews', 'people'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="apply-target"
                  value={kind}
                  className="size-4 accent-primary-700"
                  checked={target === kind}
                  onChange={() => (setTarget(kind), changed())}
                />
                {t(`crews.apply.targets.${kind}`)}
              </label>
            ))}
          </div>
          {errors.target && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.target}
            </p>
          )}
        </fieldset>

        {target === 'crews' && departmentId && (
          <div className="flex flex-col gap-2" data-testid="apply-crews">
            {crews.error
              ? <Alert>{crews.error.message}</Alert>
              : !crews.data
              ? <LoadingState className="py-4" />
              : crewList.length === 0
              ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('crews.apply.noCrews')}</p>
              : (
                <>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {t('crews.apply.offsetHint', { cycle: pattern.cycle_length })}
                  </p>
                  <ul className="flex flex-col gap-2">
                    {crewList.map((crew) => {
                      const on = !excluded.has(crew.id);
                      return (
                        <li
                          key={crew.id}
                          className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 p-2 dark:border-stone-700"
                        >
                          <label className="flex min-w-32 flex-1 items-center gap-2 self-center text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary-700"
                              checked={on}
                              onChange={() => {
                                const next = new Set(excluded);
                                if (on) next.add(crew.id);
                                else next.delete(crew.id);
                                setExcluded(next);
                                setOffsets({});
                                changed();
                              }}
                            />
                            <span className="font-medium">{crew.name}</span>
                            <span className="text-stone-500 dark:text-stone-400">{t('crews.members', { count: crew.members.length })}</span>
                          </label>
                          {on && (
                            <Input
                              type="number"
                              min={0}
                              max={pattern.cycle_length - 1}
                              label={t('crews.apply.offsetOf', { name: crew.name })}
                              value={offsetOf(crew.id)}
                              onChange={(e) => (setOffsets({ ...offsets, [crew.id]: e.target.value }), changed())}
                              error={errors[`offset-${crew.id}`]}
                              className="w-36"
                              data-testid={`offset-${crew.name}`}
                            />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
          </div>
        )}

        {target === 'people' && departmentId && (
          <fieldset
            className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2 dark:border-stone-700"
            data-testid="apply-people"
          >
            <legend className="px-1 text-sm font-medium">{t('crews.apply.people')}</legend>
            {people.error
              ? <Alert>{people.error.message}</Alert>
              : !people.data
              ? <LoadingState className="py-4" />
              : people.data.data.length === 0
              ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('crews.apply.noPeople')}</p>
              : (
                people.data.data.map((person) => (
                  <label key={person.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={chosen.has(person.id)}
                      onChange={() => {
                        const next = new Set(chosen);
                        if (next.has(person.id)) next.delete(person.id);
                        else next.add(person.id);
                        setChosen(next);
                        changed();
                      }}
                    />
                    {person.full_name || person.email}
                  </label>
                ))
              )}
          </fieldset>
        )}

        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <MonthInput
            label={t('workSchedule.apply.startMonth')}
            value={startMonth}
            onChange={(v) => (setStartMonth(v), changed())}
            error={errors.startMonth}
          />
          <Input
            type="number"
            min={1}
            max={12}
            label={t('workSchedule.apply.months')}
            value={months}
            onChange={(e) => (setMonths(e.target.value), changed())}
            error={errors.months}
          />
          <DateInput
            label={t('crews.apply.anchor')}
            hint={t('crews.apply.anchorHint')}
            value={anchor}
            onChange={(v) => (setAnchor(v), changed())}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary-700"
            checked={includeHolidays}
            onChange={(e) => (setIncludeHolidays(e.target.checked), changed())}
          />
          {t('patterns.apply.includeHolidays')}
        </label>
        <ApplyOutcome
          refusal={refusal}
          result={result}
          names={names}
          fullList={`/employees-schedule?${new URLSearchParams({ department_id: departmentId, month: startMonth })}`}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" isLoading={pending === 'preview'} onClick={() => void run('preview')}>
            {t('crews.apply.preview')}
          </Button>
          <Button type="submit" isLoading={pending === 'apply'}>
            {t('workSchedule.apply.submit')}
          </Button>
        </div>
        {preview && <PreviewGrid preview={preview} />}
      </form>
    </Card>
  );
}

/** The first month of a preview: people × days with the shift's colour and initial, and the coverage. */
const previewNames = (preview: PatternPreview) => new Map(preview.people.map((p) => [p.user_id, p.full_name || p.email]));

function PreviewGrid({ preview }: { preview: PatternPreview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const month = preview.from.slice(0, 7);
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    if (date > preview.to || new Date(`${date}T00:00:00Z`).getUTCMonth() + 1 !== Number(month.slice(5))) break;
    days.push(date);
  }
  const cell = 'h-7 min-w-7 border border-stone-200 text-center align-middle text-[11px] dark:border-stone-700';
  return (
    <section aria-labelledby="apply-preview-title" className="flex flex-col gap-2" data-testid="apply-preview">
      <h3 id="apply-preview-title" className="font-semibold">
        {t('crews.apply.previewTitle', { month: format.month(month) })}
      </h3>
      <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="preview-counts">
        {t('crews.apply.previewCounts', preview.counts)}
      </p>
      {preview.blocks.length > 0 && (
        <Alert title={t('labourLaw.blocksTitle', { count: preview.blocks.length })}>
          <BreachList breaches={preview.blocks} names={previewNames(preview)} />
        </Alert>
      )}
      {preview.warnings.length > 0 && (
        <Alert variant="info" title={t('labourLaw.warningsTitle', { count: preview.warnings.length })}>
          <BreachList breaches={preview.warnings} names={previewNames(preview)} />
        </Alert>
      )}
      {preview.conflicts.length > 0 && (
        <Alert
          variant={preview.conflicts.some((c) => c.blocking) ? undefined : 'info'}
          title={t('planConflicts.title')}
        >
          <ConflictList conflicts={preview.conflicts} names={previewNames(preview)} />
        </Alert>
      )}
      {preview.people.length === 0
        ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('crews.apply.previewEmpty')}</p>
        : (
          <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-labelledby="apply-preview-title">
            <table className="border-collapse text-xs">
              <caption className="sr-only">{t('crews.apply.previewTitle', { month: format.month(month) })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 bg-white px-2 text-left dark:bg-stone-900">
                    {t('crews.apply.person')}
                  </th>
                  {days.map((date) => (
                    <th key={date} scope="col" className="min-w-7 px-0.5 font-normal text-stone-500 dark:text-stone-400">
                      {Number(date.slice(8))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.people.map((person) => {
                  const byDate = new Map(person.days.map((d) => [d.date, d]));
                  return (
                    <tr key={person.user_id} data-testid="preview-row">
                      <th scope="row" className="sticky left-0 max-w-40 truncate bg-white px-2 text-left font-normal dark:bg-stone-900">
                        {person.full_name || person.email}
                        {person.crew_name && <span className="ml-1 text-stone-500 dark:text-stone-400">({person.crew_name})</span>}
                      </th>
                      {days.map((date) => {
                        const day = byDate.get(date);
                        if (!day) return <td key={date} className={cell} />;
                        const label = day.skipped
                          ? `${format.day(date)}: ${day.shift.type}, ${t(`crews.apply.skips.${day.skipped}`)}`
                          : `${format.day(date)}: ${day.shift.type} ${day.shift.start}–${day.shift.end}`;
                        return (
                          <td
                            key={date}
                            title={label}
                            aria-label={label}
                            data-skipped={day.skipped ?? undefined}
                            className={`${cell} font-semibold ${
                              day.skipped ? 'text-stone-500 line-through dark:text-stone-400' : 'text-white'
                            }`}
                            style={day.skipped ? { boxShadow: `inset 0 0 0 2px ${day.shift.color}` } : { backgroundColor: day.shift.color }}
                          >
                            {day.shift.type.slice(0, 1).toUpperCase()}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
                {preview.coverage.map((row) => (
                  <tr key={row.type} data-testid="coverage-row">
                    <th scope="row" className="sticky left-0 bg-white px-2 text-left font-medium dark:bg-stone-900">
                      <span className="mr-1 inline-block size-2 rounded-full" style={{ backgroundColor: row.color }} aria-hidden />
                      {t('crews.apply.coverage', { type: row.type })}
                    </th>
                    {days.map((date, i) => (
                      <td key={date} className={`${cell} ${row.counts[i] ? '' : 'text-red-700 dark:text-red-400'}`}>
                        {row.counts[i] ?? 0}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </section>
  );
}
