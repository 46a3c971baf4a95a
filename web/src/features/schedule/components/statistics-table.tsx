import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
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

/** The month's statistics (spec names), hours with up to two decimals. */
export function StatisticsTable({ statistics }: { statistics: ScheduleStatistics }) {
  const { t } = useTranslation();
  const format = useFormat();
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
                {format.number(statistics[row], { maximumFractionDigits: 2 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
