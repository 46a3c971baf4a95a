import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { hoursToMinutes, useDuration } from '../../../lib/duration';
import { useFormat } from '../../../lib/format';
import type { ScheduleStatistics } from '../../../types/api';

const ROWS = [
  'total_shifts',
  'holidays',
  'planned_hours',
  'closed',
  'confirmed',
  'remaining',
  'missed',
  'overtime_workdays_hours',
  'off_schedule_hours',
] as const satisfies readonly (keyof ScheduleStatistics)[];

/** The rows that are lengths of time (hours with a fraction in the API). */
const HOURS = new Set<(typeof ROWS)[number]>(['planned_hours', 'overtime_workdays_hours', 'off_schedule_hours']);

/** The month's statistics (spec names); lengths of time as hours and minutes, like the shift window. */
export function StatisticsTable({ statistics }: { statistics: ScheduleStatistics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  return (
    <Card>
      <table className="w-full max-w-xl text-sm">
        <caption className="mb-3 text-left text-lg font-semibold">{t('workSchedule.statistics.title')}</caption>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row} className="border-t border-stone-200 dark:border-stone-700">
              <th scope="row" className="py-2 pr-4 text-left font-normal text-stone-600 dark:text-stone-400">
                {t(`workSchedule.statistics.${row}`)}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums" data-testid={`stat-${row}`}>
                {HOURS.has(row) ? duration(hoursToMinutes(statistics[row])) : format.number(statistics[row])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
