// The coverage rows under the employees grid of a department (docs/staffing.md): per shift type (and
// per skill a need names: "Noc · UDT") and day short (−N), met (✓) or over (+N), each cell with its
// text for screen readers, and a legend. A short cell opens the list of who can fill the gap.
// The app gives it to the employees schedule (app/routes/employees-schedule-route.tsx).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { coveragePath, useCoverage, type Gap } from '../api/staffing';
import { CandidatesList } from './candidates-list';

type Props = { departmentId: string; start: string; end: string; days: readonly string[]; revision: unknown };

const TONES = {
  short: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  met: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  over: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const;

export function CoverageRows({ departmentId, start, end, days, revision }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate } = useCoverage(coveragePath(departmentId, start, end));
  // The grid loaded again (a shift added, changed or moved): so do the rows.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void mutate();
  }, [revision, mutate]);
  const cellKey = (date: string, type: string, skillId: string | null) => `${date} ${type} ${skillId ?? ''}`;
  const cells = useMemo(() => new Map((data?.days ?? []).map((c) => [cellKey(c.date, c.shift_type, c.skill_id), c])), [data]);
  // The lines in the answer's order: a shift type, then its skills.
  const lines = useMemo(() => {
    const seen = new Map<string, { type: string; skillId: string | null; skillName: string | null }>();
    for (const c of data?.days ?? []) {
      const key = `${c.shift_type} ${c.skill_id ?? ''}`;
      if (!seen.has(key)) seen.set(key, { type: c.shift_type, skillId: c.skill_id, skillName: c.skill_name });
    }
    return [...seen.values()];
  }, [data]);
  const [chosen, setChosen] = useState<Gap | null>(null);

  return (
    <section aria-labelledby="staffing-coverage" className="flex flex-col gap-2" data-testid="coverage-rows">
      <h2 id="staffing-coverage" className="font-semibold">
        {t('staffing.coverage.title')}
      </h2>
      {error && !data
        ? <ErrorState title={t('staffing.coverage.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-6" />
        : data.shift_types.length === 0
        ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('staffing.coverage.none')}{' '}
            <Link className="text-primary-700 underline dark:text-primary-300" to={`/department/${departmentId}`}>
              {t('staffing.coverage.setNeeds')}
            </Link>
          </p>
        )
        : (
          <>
            {/* Focusable: the keyboard scrolls the days too (axe scrollable-region-focusable). */}
            <div
              tabIndex={0}
              role="region"
              aria-label={t('staffing.coverage.title')}
              className="overflow-x-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
            >
              <table className="w-max table-fixed border-separate border-spacing-0 text-xs">
                <caption className="sr-only">{t('staffing.coverage.title')}</caption>
                <thead>
                  <tr>
                    <th
                      scope="col"
                      className="sticky left-0 z-10 w-36 border-b border-stone-200 bg-stone-50 px-2 py-1 text-left sm:w-52 dark:border-stone-700 dark:bg-stone-800"
                    >
                      {t('staffing.shiftType')}
                    </th>
                    {days.map((date) => (
                      <th
                        key={date}
                        scope="col"
                        className="w-11 border-b border-l border-stone-200 bg-stone-50 px-1 py-1 text-center font-medium dark:border-stone-700 dark:bg-stone-800"
                      >
                        <span aria-hidden="true">{Number(date.slice(8))}</span>
                        <span className="sr-only">{format.day(date, { dateStyle: 'full' })}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {lines.map(({ type, skillId, skillName }) => {
                    const name = skillName ? `${type} · ${skillName}` : type;
                    return (
                      <tr key={`${type} ${skillId ?? ''}`} data-testid={skillName ? `coverage-${type}-${skillName}` : `coverage-${type}`}>
                        <th
                          scope="row"
                          title={name}
                          className={`sticky left-0 z-10 truncate border-b border-stone-200 bg-white px-2 py-1 text-left dark:border-stone-800 dark:bg-stone-900 ${
                            skillName ? 'pl-4 font-normal' : 'font-medium'
                          }`}
                        >
                          {name}
                        </th>
                        {days.map((date) => {
                          const cell = cells.get(cellKey(date, type, skillId));
                          if (!cell) {
                            return <td key={date} className="border-b border-l border-stone-200 dark:border-stone-800" />;
                          }
                          const mark = cell.status === 'short' ? `−${cell.short_by}` : cell.status === 'over' ? `+${cell.over_by}` : '✓';
                          const text = t(`staffing.coverage.cell.${cell.status}`, {
                            count: cell.status === 'short' ? cell.short_by : cell.over_by,
                            planned: cell.planned,
                            min: cell.min,
                            ideal: cell.ideal,
                          });
                          const label = skillName ? `${skillName}: ${text}` : text;
                          const picked = chosen?.date === date && chosen.shift_type === type && chosen.skill_id === skillId;
                          return (
                            <td
                              key={date}
                              data-date={date}
                              data-status={cell.status}
                              title={label}
                              className={`border-b border-l border-stone-200 p-0 text-center font-semibold dark:border-stone-800 ${
                                TONES[cell.status]
                              }`}
                            >
                              {cell.status === 'short'
                                ? (
                                  <button
                                    type="button"
                                    aria-expanded={picked}
                                    aria-controls="coverage-candidates"
                                    onClick={() =>
                                      setChosen(picked ? null : { department_id: departmentId, date, shift_type: type, skill_id: skillId })}
                                    className={`w-full px-1 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary-600 ${
                                      picked ? 'underline' : ''
                                    }`}
                                  >
                                    <span aria-hidden="true">{mark}</span>
                                    <span className="sr-only">{`${label}. ${t('staffing.gaps.whoCan')}`}</span>
                                  </button>
                                )
                                : (
                                  <span className="block px-1 py-1">
                                    <span aria-hidden="true">{mark}</span>
                                    <span className="sr-only">{label}</span>
                                  </span>
                                )}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div id="coverage-candidates" aria-live="polite">
              {chosen && (
                <div className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
                  <CandidatesList gap={chosen} />
                </div>
              )}
            </div>
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600 dark:text-stone-400"
              aria-label={t('staffing.coverage.legend')}
            >
              <li>
                <span className={`mr-1 rounded px-1 font-semibold ${TONES.short}`}>−2</span>
                {t('staffing.coverage.legendShort')}
              </li>
              <li>
                <span className={`mr-1 rounded px-1 font-semibold ${TONES.met}`}>✓</span>
                {t('staffing.coverage.legendMet')}
              </li>
              <li>
                <span className={`mr-1 rounded px-1 font-semibold ${TONES.over}`}>+1</span>
                {t('staffing.coverage.legendOver')}
              </li>
            </ul>
          </>
        )}
    </section>
  );
}
