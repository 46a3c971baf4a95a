import type { ReactNode } from 'react';

export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cells of this column. */
  className?: string;
};

type DataTableProps<T> = {
  /** Names the table for assistive technology (not shown). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown below the header row while an answer is loading over the rows shown. */
  busy?: boolean;
};

/**
 * A table that reads on every screen: from 640 px a table (scrolling sideways with its first column
 * kept in view when it does not fit), below that a stack of cards whose first cell is the title and
 * the others carry their column name.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, busy }: DataTableProps<T>) {
  return (
    <div
      className={
        'sm:overflow-x-auto sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white dark:sm:border-stone-800 dark:sm:bg-stone-900 ' +
        (busy ? 'opacity-70 transition-opacity' : '')
      }
      aria-busy={busy || undefined}
    >
      {/* Explicit roles: the stacked cards (display: block) keep the table's semantics. */}
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:hidden">
          <tr role="row" className="border-b border-stone-200 dark:border-stone-800">
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                className={
                  'px-4 py-3 font-semibold whitespace-nowrap text-stone-600 dark:text-stone-300 ' +
                  (index === 0 ? 'sticky left-0 z-10 bg-white dark:bg-stone-900' : '')
                }
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={
                'border-b border-stone-100 last:border-0 dark:border-stone-800 ' +
                'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-4 max-sm:last:border ' +
                'dark:max-sm:border-stone-800 dark:max-sm:bg-stone-900'
              }
            >
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.id}
                    scope="row"
                    role="rowheader"
                    className={
                      'px-4 py-3 font-semibold sm:sticky sm:left-0 sm:bg-white dark:sm:bg-stone-900 max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base ' +
                      (column.className ?? '')
                    }
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    role="cell"
                    data-label={column.header}
                    className={
                      'px-4 py-3 align-middle max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 ' +
                      'max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-stone-500 ' +
                      'max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-stone-400 ' +
                      (column.className ?? '')
                    }
                  >
                    <div className="min-w-0 break-words">{column.cell(row)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
