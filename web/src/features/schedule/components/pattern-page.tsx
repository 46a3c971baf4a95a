import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { DetailList, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import type { PatternPublic } from '../../../types/api';
import { usePattern } from '../api/schedule';
import { ApplyPatternForm } from './apply-pattern-form';

/** /pattern-schedule/{id}: the pattern, a preview of its cycle and applying it (apply-pattern-form.tsx). */
export function PatternPage() {
  const { t } = useTranslation();
  const { patternId } = useParams();
  const { data, error, mutate, isLoading } = usePattern(patternId);
  const format = useFormat();
  useDocumentTitle(data?.name ?? t('patterns.detailTitle'));

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
      />
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
      <ApplyPatternForm pattern={data} />
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
