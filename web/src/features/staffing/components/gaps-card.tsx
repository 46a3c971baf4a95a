// For admins on the dashboard (docs/staffing.md): today's and tomorrow's staffing gaps of the
// departments they manage (a skill's gap names it), each with a link to that day's schedule, a link
// to publish an open shift prefilled with the gap, and a disclosure of who can fill it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import type { StaffingGaps } from '../../../types/api';
import { useGaps } from '../api/staffing';
import { CandidatesList } from './candidates-list';

type GapRow = StaffingGaps['data'][number];

const schedulePath = (gap: GapRow) =>
  `/employees-schedule?${new URLSearchParams({
    company_id: gap.company_id,
    department_id: gap.department_id,
    month: gap.date.slice(0, 7),
  })}`;

/** The open-shift form prefilled with the gap (the shift market reads these parameters). */
const openShiftPath = (gap: GapRow) =>
  `/open-shifts?${new URLSearchParams({
    publish: '1',
    department_id: gap.department_id,
    date: gap.date,
    type: gap.shift_type,
    ...(gap.start && gap.end ? { start: gap.start, end: gap.end } : {}),
    ...(gap.skill_id ? { skill_id: gap.skill_id } : {}),
  })}`;

const gapKey = (gap: GapRow) => `${gap.department_id} ${gap.date} ${gap.shift_type} ${gap.skill_id ?? ''}`;

export function GapsCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useGaps();
  return (
    <Card role="region" aria-labelledby="staffing-gaps-title" className="min-w-0" data-testid="gaps-card">
      <h2 id="staffing-gaps-title" className="text-lg font-semibold">
        {t('staffing.gaps.title')}
      </h2>
      {error && !data
        ? <ErrorState title={t('staffing.gaps.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-6" />
        : data.count === 0
        ? <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('staffing.gaps.none')}</p>
        : (
          <ul className="mt-2 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
            {data.data.map((gap) => <GapItem key={gapKey(gap)} gap={gap} />)}
          </ul>
        )}
    </Card>
  );
}

function GapItem({ gap }: { gap: GapRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = `candidates-${gapKey(gap).replace(/[^a-zA-Z0-9-]+/g, '-')}`;
  return (
    <li className="flex flex-col gap-2 py-2" data-testid="gap">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="font-medium">{gap.department_name}</span> · {gap.shift_type}
          {gap.skill_name && ` · ${gap.skill_name}`} · {format.day(gap.date, { weekday: 'short', day: 'numeric', month: 'short' })}
          <span className="block text-sm font-semibold text-red-700 dark:text-red-300">
            {gap.skill_name
              ? t('staffing.gaps.shortSkill', { count: gap.short_by, planned: gap.planned, min: gap.min, skill: gap.skill_name })
              : t('staffing.gaps.short', { count: gap.short_by, planned: gap.planned, min: gap.min })}
          </span>
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <Link className="text-primary-700 underline dark:text-primary-300" to={schedulePath(gap)}>
            {t('staffing.gaps.schedule')}
          </Link>
          <Link className="text-primary-700 underline dark:text-primary-300" to={openShiftPath(gap)}>
            {t('staffing.gaps.openShift')}
          </Link>
          <button
            type="button"
            className="text-primary-700 underline dark:text-primary-300"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            {t('staffing.gaps.whoCan')}
          </button>
        </span>
      </div>
      {open && (
        <div id={panelId} className="rounded-lg bg-stone-50 p-2 dark:bg-stone-800/60">
          <CandidatesList gap={gap} />
        </div>
      )}
    </li>
  );
}
