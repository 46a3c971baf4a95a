import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/input';
import { MonthInput } from '../../../components/ui/month-input';
import { DetailList, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../lib/format';
import { BreachList } from '../../../components/labour-law/breaches';
import { refusedBreaches, revalidateBreaches } from '../../../lib/labour-law';
import { useAllDepartments, useAllUsers } from '../../../lib/org';
import { revalidateSchedules, useCompanyToday, wallTime } from '../../../lib/schedule';
import type { ApplyResult, Breach, DepartmentPublic, PatternPublic } from '../../../types/api';
import { applyPattern, reapplyPattern, usePattern } from '../api/schedule';
import { DateInput } from '../../../components/ui/date-input';
import { PatternForm } from './pattern-form';

/** /pattern-schedule/{id}: the pattern, a preview of its cycle and applying it to a department. */
export function PatternPage() {
  const { t } = useTranslation();
  const { patternId } = useParams();
  const { data, error, mutate, isLoading } = usePattern(patternId);
  const format = useFormat();
  useDocumentTitle(data?.name ?? t('patterns.detailTitle'));
  // Plan edits (docs/plan-edits.md): editing the pattern, then re-applying it.
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (error && !data) {
    const back = (
      <Link to="/pattern-schedules" className="self-start text-sm text-primary-700 underline-offset-2 hover:underline dark:text-primary-400">
        {t('patterns.backToList')}
      </Link>
    );
    return <RecordErrorState error={error} notFound={t('patterns.notFound')} loadError={t('patterns.loadOneError')} back={back} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) return <LoadingState />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={data.name}
        subtitle={
          <Link to="/pattern-schedules" className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-400">
            {t('patterns.backToList')}
          </Link>
        }
        actions={
          !editing && (
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('planEdits.pattern.edit')}
            </Button>
          )
        }
      />
      {editing && (
        <PatternForm
          pattern={data}
          onCancel={() => setEditing(false)}
          onSaved={(pattern) => {
            void mutate(pattern, { revalidate: false });
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
      {saved && <Reapply pattern={data} />}
      <Card>
        <DetailList
          items={[
            { label: t('patterns.description'), value: data.description || '—', wide: true },
            { label: t('patterns.department'), value: data.department_name ?? t('patterns.shared') },
            { label: t('patterns.cycleLength'), value: format.number(data.cycle_length) },
            { label: t('patterns.owner'), value: data.owner ? data.owner.full_name || data.owner.email : '—' },
            { label: t('common.createdAt'), value: format.dateTime(data.created_at) },
          ]}
        />
      </Card>
      <CyclePreview pattern={data} />
      <ApplyToDepartment pattern={data} />
    </div>
  );
}

function CyclePreview({ pattern }: { pattern: PatternPublic }) {
  const { t } = useTranslation();
  const format = useFormat();
  const byDay = new Map(pattern.shifts.flatMap((shift) => shift.days.map((day) => [day, shift] as const)));
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('patterns.preview')}</h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2" aria-label={t('patterns.preview')}>
        {Array.from({ length: pattern.cycle_length }, (_, i) => i + 1).map((day) => {
          const shift = byDay.get(day);
          return (
            <li
              key={day}
              data-day={day}
              className="flex flex-col rounded-lg border border-l-4 border-stone-200 bg-white p-2 text-xs dark:border-stone-700 dark:bg-stone-900"
              style={shift ? { borderLeftColor: shift.color } : undefined}
            >
              <span className="font-semibold">{t('patterns.day', { n: day })}</span>
              {shift ? (
                <>
                  <span className="truncate">{shift.type}</span>
                  <span className="text-stone-600 dark:text-stone-400">
                    {wallTime(format, shift.start)}–{wallTime(format, shift.end)}
                  </span>
                </>
              ) : (
                <span className="text-stone-500 dark:text-stone-400">{t('patterns.dayOff')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function ApplyToDepartment({ pattern }: { pattern: PatternPublic }) {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const [departmentId, setDepartmentId] = useState(pattern.department_id ?? '');
  const today = useCompanyToday();
  const [chosenMonth, setStartMonth] = useState<string | null>(null);
  const startMonth = chosenMonth ?? today.slice(0, 7);
  const [months, setMonths] = useState('1');
  const [includeHolidays, setIncludeHolidays] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ApplyResult | null>(null);
  const [blocked, setBlocked] = useState<Breach[] | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  // Names for the labour-law breaches of the answer (features/labour-law).
  const users = useAllUsers(true);
  const names = new Map((users.data?.data ?? []).map((user) => [user.id, user.full_name || user.email]));

  const groups = new Map<string, DepartmentPublic[]>();
  for (const department of departments.data?.data ?? []) {
    groups.set(department.company_name, [...(groups.get(department.company_name) ?? []), department]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const count = Number(months);
    const found: Record<string, string> = {};
    if (!departmentId) found.department = t('patterns.apply.departmentRequired');
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(startMonth)) found.startMonth = t('workSchedule.apply.monthRequired');
    if (!Number.isInteger(count) || count < 1 || count > 12) found.months = t('workSchedule.apply.monthsRange');
    setErrors(found);
    if (Object.keys(found).length) return;
    busy.current = true;
    setPending(true);
    setFailure(null);
    setResult(null);
    setBlocked(null);
    try {
      setResult(
        await applyPattern({ pattern_id: pattern.id, department_id: departmentId, start_month: startMonth, months: count, include_holidays: includeHolidays }),
      );
      void revalidateSchedules();
      void revalidateBreaches();
    } catch (error) {
      setFailure((error as Error).message);
      setBlocked(refusedBreaches(error));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-labelledby="apply-title">
        <h2 id="apply-title" className="text-lg font-semibold">
          {t('patterns.apply.title')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('patterns.apply.description')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select label={t('patterns.department')} value={departmentId} onChange={(e) => setDepartmentId(e.target.value)} error={errors.department ?? departments.error?.message}>
            <option value="">{departments.data ? t('patterns.apply.chooseDepartment') : t('common.loading')}</option>
            {[...groups].map(([company, items]) => (
              <optgroup key={company} label={company}>
                {items.map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
          <MonthInput label={t('workSchedule.apply.startMonth')} value={startMonth} onChange={setStartMonth} error={errors.startMonth} />
          <Input type="number" min={1} max={12} label={t('workSchedule.apply.months')} value={months} onChange={(e) => setMonths(e.target.value)} error={errors.months} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary-700" checked={includeHolidays} onChange={(e) => setIncludeHolidays(e.target.checked)} />
          {t('patterns.apply.includeHolidays')}
        </label>
        {failure && (
          <Alert title={t('workSchedule.apply.error')}>
            {failure}
            {blocked && <BreachList breaches={blocked} names={names} />}
          </Alert>
        )}
        {result && (
          <Alert variant="success" title={t('workSchedule.apply.done')}>
            <span data-testid="apply-result">{t('workSchedule.apply.result', result)}</span>
          </Alert>
        )}
        {result && result.warnings.length > 0 && (
          <Alert variant="info" live title={t('labourLaw.warningsTitle', { count: result.warnings.length })}>
            <BreachList breaches={result.warnings} names={names} />
          </Alert>
        )}
        <Button type="submit" className="self-start" isLoading={pending}>
          {t('workSchedule.apply.submit')}
        </Button>
      </form>
    </Card>
  );
}

/** After an edit: re-apply the pattern to everyone it was applied to, from a date on, with the counts. */
function Reapply({ pattern }: { pattern: PatternPublic }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = useCompanyToday();
  const [fromDate, setFromDate] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ApplyResult | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || !fromDate) return;
    busy.current = true;
    setPending(true);
    setFailure(null);
    setResult(null);
    try {
      setResult(await reapplyPattern({ pattern_id: pattern.id, from_date: fromDate }));
      void revalidateSchedules();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-labelledby="reapply-title">
        <h2 id="reapply-title" className="text-lg font-semibold">
          {t('planEdits.pattern.reapplyTitle')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('planEdits.pattern.reapplyDescription')}</p>
        <DateInput className="sm:w-64" label={t('planEdits.pattern.fromDate')} value={fromDate} onChange={setFromDate} error={fromDate ? undefined : t('planEdits.required')} />
        {failure && <Alert title={t('planEdits.pattern.reapplyError')}>{failure}</Alert>}
        {result && (
          <Alert variant="success" title={t('planEdits.pattern.reapplyDone')}>
            <span data-testid="reapply-result">{t('workSchedule.apply.result', result)}</span>
          </Alert>
        )}
        <Button type="submit" className="self-start" isLoading={pending} disabled={!fromDate}>
          {t('planEdits.pattern.reapply', { date: fromDate ? format.day(fromDate) : '…' })}
        </Button>
      </form>
    </Card>
  );
}
