import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkKeyValueRows,
  emptyKeyValueRow,
  EXTRA_FIELDS_MAX,
  EXTRA_KEY_MAX,
  EXTRA_VALUE_MAX,
  keyValueRows,
  type KeyValueRow,
  type ValidationKey,
} from '../../lib/validation';
import { Button } from './button';
import { Icon } from './icons';

/**
 * An editor's rows, from the stored pairs, and their problems: `editor` goes on the KeyValueEditor;
 * `hasProblems()` shows what is wrong and answers whether anything stops the sending.
 */
export function useKeyValueRows(pairs: Record<string, string> | null | undefined) {
  const [rows, setRows] = useState<KeyValueRow[]>(() => keyValueRows(pairs));
  const [problems, setProblems] = useState<ReturnType<typeof checkKeyValueRows>>({ rows: {}, tooMany: false });
  return {
    rows,
    editor: { rows, onChange: setRows, problems: problems.rows, tooMany: problems.tooMany },
    hasProblems() {
      const found = checkKeyValueRows(rows);
      setProblems(found);
      return Object.keys(found.rows).length > 0 || found.tooMany;
    },
  };
}

type KeyValueEditorProps = {
  /** The heading of the group (for example 'Extra fields'). */
  legend: string;
  description?: string;
  rows: readonly KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  /** Problems by row id (lib/validation checkKeyValueRows). */
  problems?: Record<string, { key?: ValidationKey; value?: ValidationKey }>;
  tooMany?: boolean;
  disabled?: boolean;
};

/**
 * Extra key/value fields (a company's extra fields, an employment record's extra data): one row per
 * pair, added and removed with buttons. Every input has its own label for assistive technology.
 */
export function KeyValueEditor({ legend, description, rows, onChange, problems = {}, tooMany, disabled }: KeyValueEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // After "Add field" the new key has the focus; after a removal, the add button.
  const focusAfter = useRef<'last' | 'add' | null>(null);
  useLayoutEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    const last = rows.at(-1);
    if (target === 'last' && last) document.getElementById(`${id}-${last.id}-key`)?.focus();
    if (target === 'add') addRef.current?.focus();
  }, [rows, id]);
  const update = (rowId: string, change: Partial<KeyValueRow>) =>
    onChange(rows.map((row) => (row.id === rowId ? { ...row, ...change } : row)));

  const inputClasses = (error?: string) =>
    'min-h-10 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 '
    + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
    + 'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 '
    + 'dark:bg-stone-900 dark:text-stone-100 dark:disabled:bg-stone-800 dark:disabled:text-stone-400 '
    + (error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-700');

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={description ? `${id}-description` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {description && (
        <p id={`${id}-description`} className="-mt-1 text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      )}
      {rows.length === 0 && <p className="text-sm text-stone-500 dark:text-stone-400">{t('keyValue.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const problem = problems[row.id];
          const keyError = problem?.key && t(problem.key, { max: EXTRA_KEY_MAX });
          const valueError = problem?.value && t(problem.value, { max: EXTRA_VALUE_MAX });
          const keyId = `${id}-${row.id}-key`;
          const valueId = `${id}-${row.id}-value`;
          return (
            <li
              key={row.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:border-0 sm:p-0 dark:border-stone-800"
            >
              <div className="col-start-1 row-start-1 flex flex-col gap-1">
                <label htmlFor={keyId} className="text-xs font-medium text-stone-600 dark:text-stone-400">
                  {t('keyValue.key', { number: index + 1 })}
                </label>
                <input
                  id={keyId}
                  value={row.key}
                  maxLength={EXTRA_KEY_MAX}
                  disabled={disabled}
                  aria-invalid={keyError ? true : undefined}
                  aria-describedby={keyError ? `${keyId}-error` : undefined}
                  onChange={(event) => update(row.id, { key: event.target.value })}
                  className={inputClasses(keyError)}
                />
                {keyError && (
                  <p id={`${keyId}-error`} className="text-sm text-red-700 dark:text-red-400">
                    {keyError}
                  </p>
                )}
              </div>
              <div className="col-span-2 row-start-2 flex flex-col gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                <label htmlFor={valueId} className="text-xs font-medium text-stone-600 dark:text-stone-400">
                  {t('keyValue.value', { number: index + 1 })}
                </label>
                <input
                  id={valueId}
                  value={row.value}
                  maxLength={EXTRA_VALUE_MAX}
                  disabled={disabled}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueError ? `${valueId}-error` : undefined}
                  onChange={(event) => update(row.id, { value: event.target.value })}
                  className={inputClasses(valueError)}
                />
                {valueError && (
                  <p id={`${valueId}-error`} className="text-sm text-red-700 dark:text-red-400">
                    {valueError}
                  </p>
                )}
              </div>
              {!disabled && (
                <div className="col-start-2 row-start-1 flex items-start pt-5 sm:col-start-3">
                  <button
                    type="button"
                    onClick={() => {
                      focusAfter.current = 'add';
                      onChange(rows.filter((item) => item.id !== row.id));
                    }}
                    aria-label={t('keyValue.remove', { number: index + 1 })}
                    title={t('keyValue.remove', { number: index + 1 })}
                    className="inline-flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-red-400"
                  >
                    <Icon name="close" className="size-5" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {tooMany && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('validation.tooManyFields', { max: EXTRA_FIELDS_MAX })}
        </p>
      )}
      {!disabled && (
        <div>
          <Button
            ref={addRef}
            variant="ghost"
            onClick={() => {
              focusAfter.current = 'last';
              onChange([...rows, emptyKeyValueRow()]);
            }}
            disabled={rows.length >= EXTRA_FIELDS_MAX}
          >
            <Icon name="plus" className="size-4" />
            {t('keyValue.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
