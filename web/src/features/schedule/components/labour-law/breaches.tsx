// Labour-law breaches on screen (docs/labour-law.md): a day's marker with the rules' names (title
// and screen-reader text), the legend that explains it, and a list of breaches with people and dates.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../../lib/format';
import type { Breach, BreachCount, RuleId } from '../../../../types/api';

/** A day in breach: a small warning sign; the rules' names in its title and for screen readers. */
export function BreachMarker({ rules }: { rules: readonly RuleId[] | undefined }) {
  const { t } = useTranslation();
  if (!rules?.length) return null;
  return <BreachMark label={breachLabel(t, rules)} />;
}

/** The marker's text for screen readers and its title: the rules' names. */
export function breachLabel(t: TFunction, rules: readonly RuleId[]): string {
  return t('labourLaw.marker', { rules: rules.map((rule) => t(`labourLaw.rules.${rule}`)).join('; ') });
}

/** The marker with its text worked out beforehand (a grid draws many: no hook in each). */
export function BreachMark({ label }: { label: string }) {
  return (
    <span
      className="mt-0.5 block rounded bg-red-100 px-0.5 text-center font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
      title={label}
      data-testid="breach-marker"
    >
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** What the marker means (shown under a grid or calendar with breaches). */
export function BreachLegend({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400" data-testid="breach-legend">
      <span aria-hidden="true" className="rounded bg-red-100 px-1 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
        ⚠
      </span>
      {t('labourLaw.legend', { count })}
    </p>
  );
}

/**
 * Breaches as a list: the rule, who (a name when known) and the dates, with the numbers behind it.
 * `total`: how many there are when `breaches` are only the first of them (a bulk write's answer).
 */
export function BreachList(
  { breaches, names, max = 20, total }: { breaches: readonly Breach[]; names?: Map<string, string>; max?: number; total?: number },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = (minutes: number) => format.number(minutes / 60, { maximumFractionDigits: 1 });
  return (
    <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="breach-list">
      {breaches.slice(0, max).map((breach, i) => (
        <li key={`${breach.rule}-${breach.user_id}-${breach.dates.join()}-${i}`}>
          <span className="font-medium">{t(`labourLaw.rules.${breach.rule}`)}</span>
          {names?.get(breach.user_id) ? ` · ${names.get(breach.user_id)}` : ''}
          {' · '}
          {breach.dates.map((date) => format.day(date, { day: 'numeric', month: 'short' })).join(', ')}
          {' · '}
          {t(isRest(breach.rule) ? 'labourLaw.restNumbers' : 'labourLaw.workNumbers', {
            hours: hours(breach.minutes),
            limit: hours(breach.limit_minutes),
          })}
        </li>
      ))}
      {(total ?? breaches.length) > Math.min(max, breaches.length) && (
        <li data-testid="breach-more">{t('labourLaw.more', { count: (total ?? breaches.length) - Math.min(max, breaches.length) })}</li>
      )}
    </ul>
  );
}

/** The warnings of a bulk write as its answer carries them: the first ones, the total, the count per rule. */
export type WarningsSummaryData = { warnings: readonly Breach[]; warnings_total: number; warnings_by_rule: readonly BreachCount[] };

/**
 * The labour-law warnings of an apply: how many per rule, the first ones (earliest first) with
 * "and N more", and a link to the schedule that marks every one of them (`fullList`).
 */
export function WarningsSummary(
  { summary, names, fullList, max = 20 }: { summary: WarningsSummaryData; names?: Map<string, string>; fullList?: string; max?: number },
) {
  const { t } = useTranslation();
  const shown = Math.min(max, summary.warnings.length);
  return (
    <div className="flex flex-col gap-2" data-testid="warnings-summary">
      {summary.warnings_by_rule.length > 0 && (
        <div>
          <p className="text-sm font-medium">{t('labourLaw.byRule')}</p>
          <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-sm" data-testid="warnings-by-rule">
            {summary.warnings_by_rule.map(({ rule, count }) => (
              <li key={rule}>{t('labourLaw.ruleCount', { rule: t(`labourLaw.rules.${rule}`), n: count })}</li>
            ))}
          </ul>
        </div>
      )}
      {summary.warnings_total > shown && <p className="text-sm">{t('labourLaw.shownOf', { shown, total: summary.warnings_total })}</p>}
      <BreachList breaches={summary.warnings} names={names} max={max} total={summary.warnings_total} />
      {fullList && (
        <Link
          to={fullList}
          className="text-sm font-medium text-primary-700 underline dark:text-primary-300"
          data-testid="warnings-full-list"
        >
          {t('labourLaw.fullList')}
        </Link>
      )}
    </div>
  );
}

const isRest = (rule: RuleId) => rule.endsWith('_rest') || rule === 'ua.rest_between';
