import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { WarningsSummary } from './labour-law/breaches';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailList, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../lib/format';
import { revalidateSchedules, useCompanyToday, wallTime } from '../../../lib/schedule';
import type { ApplyResult, PatternPublic } from '../../../types/api';
import { reapplyPattern, usePattern } from '../api/schedule';
import { DateInput } from '../../../components/ui/date-input';
import { ApplyPatternForm } from './apply-pattern-form';
import type { CrewsRead } from './crews-read';
import { PatternForm } from './pattern-form';
import type { SkillsRead } from './skills-read';

/** /pattern-schedule/{id}: the pattern, a preview of its cycle, editing it, applying it (apply-pattern-form.tsx) and re-applying it. */
/**
 * `useCrews`: the crews read (features/crews) the apply form offers; `useSkills`: the skills catalogue
 * (features/skills) its shifts may require; both given by app/routes/pattern-route.tsx.
 */
export function PatternPage({ useCrews, useSkills }: { useCrews: CrewsRead; useSkills: SkillsRead }) {
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
      <Link
        to="/pattern-schedules"
        className="self-start text-sm text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
      >
        {t('patterns.backToList')}
      </Link>
    );
    return (
      <RecordErrorState
        error={error}
        notFound={t('patterns.notFound')}
        loadError={t('patterns.loadOneError')}
        back={back}
        onRetry={() => void mutate()}
      />
    );
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
        actions={!editing && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t('planEdits.pattern.edit')}
          </Button>
        )}
      />
      {editing && (
        <PatternForm
          pattern={data}
          useSkills={useSkills}
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
      <ShiftTypes pattern={data} useSkills={useSkills} />
      <CyclePreview pattern={data} />
      <ApplyPatternForm pattern={data} useCrews={useCrews} />
    </div>
  );
}

/** The pattern's shifts: colour, type, hours and the skill each requires (docs/skills.md). */
function ShiftTypes({ pattern, useSkills }: { pattern: PatternPublic; useSkills: SkillsRead }) {
  const { t } = useTranslation();
  const format = useFormat();
  const skills = useSkills();
  const names = new Map(skills.data?.data.map((skill) => [skill.id, skill.name]));
  return (
    <Card>
      <h2 id="pattern-shifts-title" className="mb-3 text-lg font-semibold">{t('patterns.shifts')}</h2>
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800" aria-labelledby="pattern-shifts-title">
        {pattern.shifts.map((shift, index) => (
          <li
            key={index}
            data-shift-type={shift.type}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
          >
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: shift.color }} />
            <span className="font-medium break-words">{shift.type}</span>
            <span className="text-sm text-stone-600 dark:text-stone-400">
              {wallTime(format, shift.start)}–{wallTime(format, shift.end)}
            </span>
            {shift.required_skill_id && (
              <span className="text-sm break-words text-stone-700 dark:text-stone-300">
                {t('skills.requires', { skill: names.get(shift.required_skill_id) ?? '…' })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
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
              {shift
                ? (
                  <>
                    <span className="truncate">{shift.type}</span>
                    <span className="text-stone-600 dark:text-stone-400">
                      {wallTime(format, shift.start)}–{wallTime(format, shift.end)}
                    </span>
                  </>
                )
                : <span className="text-stone-500 dark:text-stone-400">{t('patterns.dayOff')}</span>}
            </li>
          );
        })}
      </ol>
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
        <DateInput
          className="sm:w-64"
          label={t('planEdits.pattern.fromDate')}
          value={fromDate}
          onChange={setFromDate}
          error={fromDate ? undefined : t('planEdits.required')}
        />
        {failure && <Alert title={t('planEdits.pattern.reapplyError')}>{failure}</Alert>}
        {result && (
          <Alert variant="success" title={t('planEdits.pattern.reapplyDone')}>
            <span data-testid="reapply-result">{t('workSchedule.apply.result', result)}</span>
          </Alert>
        )}
        {result && result.warnings_total > 0 && (
          <Alert variant="info" live title={t('labourLaw.warningsTitle', { count: result.warnings_total })}>
            <WarningsSummary
              summary={result}
              fullList={pattern.department_id
                ? `/employees-schedule?${new URLSearchParams({ department_id: pattern.department_id, month: fromDate.slice(0, 7) })}`
                : undefined}
            />
          </Alert>
        )}
        <Button type="submit" className="self-start" isLoading={pending} disabled={!fromDate}>
          {t('planEdits.pattern.reapply', { date: fromDate ? format.day(fromDate) : '…' })}
        </Button>
      </form>
    </Card>
  );
}
