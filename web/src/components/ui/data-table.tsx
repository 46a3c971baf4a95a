import { useEffect, useRef, type ReactNode } from 'react';

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
  /** The key of a row to mark (e.g. the one a link names): scrolled into view and focused once. */
  highlightKey?: string | null;
  /** Shown under the marked row's first cell. */
  highlightNote?: ReactNode;
  /** The name of a `data-*` attribute that carries each row's key (for links and tests). */
  keyAttribute?: `data-${string}`;
};

/**
 * A table that reads on every screen: from 640 px a table (scrolling sideways with its first column
 * kept in view when it does not fit), below that a stack of cards whose first cell is the title and
 * the others carry their column name.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, busy, highlightKey, highlightNote, keyAttribute }: DataTableProps<T>) {
  const marked = useRef<HTMLTableRowElement>(null);
  const shown = highlightKey && rows.some((row) => rowKey(row) === highlightKey) ? highlightKey : null;
  const scrolledTo = useRef<string | null>(null);

  useEffect(() => {
    if (!shown || scrolledTo.current === shown || !marked.current) return;
    scrolledTo.current = shown;
    marked.current.scrollIntoView({ block: 'center' });
    marked.current.focus({ preventScroll: true });
  }, [shown]);

  return (
    <div
      className={'relative sm:overflow-x-auto sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white dark:sm:border-stone-800 dark:sm:bg-stone-900 '
        + (busy ? 'opacity-70 transition-opacity' : '')}
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
                className={'px-4 py-3 font-semibold whitespace-nowrap text-stone-600 dark:text-stone-300 '
                  + (index === 0 ? 'sticky left-0 z-10 bg-white dark:bg-stone-900' : '')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => {
            const key = rowKey(row);
            const isMarked = key === shown;
            const background = isMarked ? 'bg-sky-50 dark:bg-sky-950' : 'sm:bg-white dark:sm:bg-stone-900';
            return (
              <tr
                key={key}
                ref={isMarked ? marked : undefined}
                role="row"
                {...(keyAttribute ? { [keyAttribute]: key } : {})}
                data-highlighted={isMarked || undefined}
                tabIndex={isMarked ? -1 : undefined}
                aria-current={isMarked ? 'true' : undefined}
                className={'border-b border-stone-100 last:border-0 dark:border-stone-800 '
                  + 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-stone-200 max-sm:p-4 max-sm:last:border '
                  + 'dark:max-sm:border-stone-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 '
                  + (isMarked
                    ? 'bg-sky-50 outline-2 -outline-offset-2 outline-sky-600 dark:bg-sky-950 dark:outline-sky-400'
                    : 'max-sm:bg-white dark:max-sm:bg-stone-900')}
              >
                {columns.map((column, index) =>
                  index === 0
                    ? (
                      <th
                        key={column.id}
                        scope="row"
                        role="rowheader"
                        className={`px-4 py-3 align-middle font-semibold sm:sticky sm:left-0 ${background} max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base `
                          + (column.className ?? '')}
                      >
                        {column.cell(row)}
                        {isMarked && highlightNote && (
                          <span className="mt-1 block text-xs font-medium text-sky-800 dark:text-sky-300">{highlightNote}</span>
                        )}
                      </th>
                    )
                    : (
                      <td
                        key={column.id}
                        role="cell"
                        data-label={column.header}
                        className={'px-4 py-3 align-middle max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 '
                          + 'max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-stone-500 '
                          + 'max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-stone-400 '
                          + (column.className ?? '')}
                      >
                        <div className="min-w-0 break-words">{column.cell(row)}</div>
                      </td>
                    )
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
