import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';

export type TableColumn = { id: string; header: string };
export type TableRow = { key: string; /** The row's header cell (a day, a month). */ name: ReactNode; cells: readonly ReactNode[] };

type ChartFigureProps = {
  title: string;
  /** A line under the title (what is provisional). */
  note?: ReactNode;
  chart: ReactNode;
  /** The chart's numbers: the first column names the row (day, month). */
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  testId?: string;
};

/**
 * A chart in a card with its text alternative: a table of the same numbers, read by assistive
 * technology all the time (visually hidden) and shown on screen with 'Show as table'.
 */
export function ChartFigure({ title, note, chart, columns, rows, testId }: ChartFigureProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Card className="flex min-w-0 flex-col gap-4 !p-4 sm:!p-6" data-testid={testId}>
      <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
        <div className="min-w-0">
          <figcaption id={titleId} className="text-lg font-semibold">
            {title}
          </figcaption>
          {note && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{note}</p>}
        </div>
        {chart}
        <Button
          variant="ghost"
          className="!min-h-9 self-start border border-stone-300 !px-3 !py-1 dark:border-stone-600"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          <Icon name="table" className="size-4" />
          {tableShown ? t('telemetry.table.hide') : t('telemetry.table.show')}
        </Button>
        {/* Shown, it may scroll sideways on a phone: a focusable region then, so keys can scroll it. */}
        <div
          id={tableId}
          className={tableShown ? 'overflow-x-auto' : 'sr-only'}
          data-testid="chart-table"
          {...(tableShown ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {})}
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-stone-200 dark:border-stone-700">
                {columns.map((column, index) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={`px-2 py-2 font-semibold text-stone-600 dark:text-stone-300 ${index > 0 ? 'text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                  <th scope="row" className="px-2 py-1.5 font-medium">
                    {row.name}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index + 1]?.id ?? index} className="px-2 py-1.5 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Card>
  );
}
