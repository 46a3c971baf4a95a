import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import type { EmployeesSchedule } from '../../../types/api';
import {
  ABSENCE_KINDS,
  absenceKind,
  fullName,
  monthShiftTypes,
  monthWeeks,
  shortName,
  teamDays,
  type Coverage,
  type TeamDay,
} from '../lib/team-days';
import { AbsenceChip, useKindLabel } from './absence-chip';

/** How many absences a day cell names before '+N' (phones list them all). */
const AWAY_IN_CELL = 3;
const NO_COLOUR = '#a8a29e';

type TeamMonthProps = { schedule: EmployeesSchedule; meId: string | null; busy: boolean; onOpen: (date: string) => void };

/**
 * The month as Monday-first weeks of day buttons; below 640 px the same days become a list, one
 * row per day, with names written out.
 */
export function TeamMonth({ schedule, meId, busy, onOpen }: TeamMonthProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = useMemo(() => teamDays(schedule), [schedule]);
  const weeks = monthWeeks(days);
  const types = monthShiftTypes(days);
  // 1 Jan 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => format.date(new Date(2024, 0, 1 + i), { weekday: 'short' }));

  return (
    <div aria-busy={busy || undefined} className={`flex flex-col gap-3 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      <div
        className="hidden grid-cols-7 gap-1 text-center text-xs font-semibold text-stone-600 sm:grid dark:text-stone-400"
        aria-hidden="true"
      >
        {weekdays.map((day) => (
          <div key={day} className="py-1 capitalize">
            {day}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-1 gap-1 sm:grid-cols-7" aria-label={t('calendar.days')}>
        {weeks.flat().map((day, i) =>
          day
            ? (
              <li key={day.date} className="min-w-0">
                <DayButton day={day} today={schedule.today} meId={meId} onOpen={onOpen} />
              </li>
            )
            : <li key={`pad-${i}`} aria-hidden="true" className="hidden rounded-lg bg-stone-50 sm:block dark:bg-stone-950/40" />
        )}
      </ol>
      <Legend types={types} />
    </div>
  );
}

function DayButton({ day, today, meId, onOpen }: { day: TeamDay; today: string; meId: string | null; onOpen: (date: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindLabel = useKindLabel();
  const isToday = day.date === today;
  const detailsId = useId();
  // The name is the button's text (what speech users see and say, WCAG 2.5.3) after the full date
  // for screen readers; the rest is its description.
  const details = [
    day.holiday ? `${t('calendar.holiday')}: ${day.holiday}` : null,
    t('calendar.workingCount', { count: day.working.length }),
    day.away.length
      ? t('calendar.awayNames', {
        names: day.away.map(({ employee, absence }) => `${fullName(employee)} (${kindLabel(absenceKind(absence))})`).join(', '),
      })
      : null,
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <button
      type="button"
      onClick={() => onOpen(day.date)}
      aria-describedby={detailsId}
      aria-current={isToday ? 'date' : undefined}
      aria-haspopup="dialog"
      data-date={day.date}
      className={'flex h-full w-full flex-row items-start gap-3 rounded-lg border p-2 text-left text-xs transition-colors '
        + 'hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 '
        + 'sm:min-h-28 sm:flex-col sm:items-stretch sm:gap-1 sm:p-1.5 dark:hover:border-primary-500 '
        + (isToday ? 'border-primary-600 ring-1 ring-primary-600 ' : 'border-stone-200 dark:border-stone-700 ')
        + (day.holiday ? 'bg-amber-50 dark:bg-amber-950/30' : 'bg-white dark:bg-stone-900')}
    >
      <span className="sr-only">{`${format.day(day.date, { dateStyle: 'full' })}${isToday ? `, ${t('calendar.today')}` : ''}: `}</span>
      <span id={detailsId} hidden>
        {details}
      </span>
      <span className="flex w-10 shrink-0 flex-col items-center gap-0.5 sm:w-auto sm:min-w-0 sm:flex-row">
        <span className="text-[11px] text-stone-500 capitalize sm:hidden dark:text-stone-400">
          {format.day(day.date, { weekday: 'short' })}
        </span>{' '}
        <span
          className={isToday
            ? 'inline-flex size-6 items-center justify-center rounded-full bg-primary-700 font-bold text-white'
            : 'inline-flex size-6 items-center justify-center font-semibold'}
        >
          {Number(day.date.slice(8))}
        </span>{' '}
        {isToday && (
          <span className="hidden truncate text-[10px] font-semibold text-primary-700 uppercase lg:inline dark:text-primary-400">
            {t('calendar.today')}
          </span>
        )}
      </span>{' '}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {day.holiday && (
          <span className="truncate font-medium text-amber-800 dark:text-amber-300" title={day.holiday}>
            {day.holiday}
            {' '}
          </span>
        )}
        {day.coverage.length > 0 && (
          <span className="flex flex-wrap gap-1">
            {day.coverage.map((entry) => (
              // A space between chips keeps their words apart in the button's name.
              <Fragment key={entry.key}>
                <CoverageChip entry={entry} />
                {' '}
              </Fragment>
            ))}
          </span>
        )}
        {day.away.length > 0 && (
          <span className="flex flex-wrap gap-1">
            {day.away.map(({ employee, absence }, index) => {
              const kind = absenceKind(absence);
              const mine = employee.user_id === meId;
              return (
                <AbsenceChip
                  key={absence.id}
                  kind={kind}
                  title={`${fullName(employee)}: ${kindLabel(kind)}`}
                  className={`${index >= AWAY_IN_CELL ? 'sm:hidden' : ''} ${mine ? 'font-semibold' : ''}`}
                >
                  <span className="sm:hidden">{fullName(employee)}</span>
                  <span className="hidden sm:inline">{shortName(employee)}</span>
                  <span className="sm:hidden xl:inline">· {kindLabel(kind)}</span>
                  {' '}
                </AbsenceChip>
              );
            })}
            {day.away.length > AWAY_IN_CELL && (
              <span className="hidden rounded bg-stone-100 px-1 py-0.5 text-stone-700 sm:inline-block dark:bg-stone-800 dark:text-stone-300">
                {t('calendar.more', { count: day.away.length - AWAY_IN_CELL })}
              </span>
            )}
          </span>
        )}
      </span>
    </button>
  );
}

function CoverageChip({ entry }: { entry: Coverage }) {
  const { t } = useTranslation();
  const name = entry.offSchedule ? t('schedule.offSchedule') : entry.type || t('schedule.shift');
  return (
    <span
      title={`${name}: ${entry.count}`}
      data-shift={entry.offSchedule ? '' : (entry.type ?? '')}
      className="inline-flex max-w-full items-center gap-1 rounded bg-stone-100 px-1 py-0.5 text-stone-800 dark:bg-stone-800 dark:text-stone-100"
    >
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/40"
        style={{ backgroundColor: entry.color ?? NO_COLOUR }}
      />
      <span className="min-w-0 truncate sm:hidden lg:inline">{name}</span>
      <span className="font-semibold tabular-nums">{entry.count}</span>
    </span>
  );
}

function Legend({ types }: { types: readonly Coverage[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindLabel = useKindLabel();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-stone-600 dark:text-stone-400" aria-label={t('calendar.legend')}>
      {types.map((type) => (
        <li key={type.key} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full ring-1 ring-black/10 dark:ring-white/40"
            style={{ backgroundColor: type.color ?? NO_COLOUR }}
          />
          {type.offSchedule
            ? t('schedule.offSchedule')
            : `${type.type || t('schedule.shift')} ${wallTime(format, type.start)}–${wallTime(format, type.end)}`}
        </li>
      ))}
      {ABSENCE_KINDS.map((kind) => (
        <li key={kind}>
          <AbsenceChip kind={kind}>{kindLabel(kind)}</AbsenceChip>
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded border border-primary-600 ring-1 ring-primary-600" />
        {t('calendar.today')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded border border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/30"
        />
        {t('calendar.holiday')}
      </li>
    </ul>
  );
}
