import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { BreachLegend, BreachMarker } from './labour-law/breaches';
import { Combobox } from '../../../components/ui/combobox';
import { Icon } from '../../../components/ui/icons';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSetSearchParams } from '../../../hooks/use-page-param';
import { hasRole, useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { breachesByDay, breachesPath, useBreaches } from '../api/labour-law';
import { schedulePath, useCompanyToday, useSchedule, wallTime } from '../../../lib/schedule';
import { shownStatus, STATUS_GLYPH } from '../lib/day-shifts';
import type { DayShiftPublic, RuleId, WorkSchedule } from '../../../types/api';
import { isMonth, monthRange, shiftMonth } from '../../../lib/month';
import { useAllUsers } from '../../../lib/org';
import { ApplyTemplateDialog } from './apply-template-dialog';
import { ShiftDialog } from './shift-dialog';
import { AddShiftDialog } from './plan-editor';
import { StatisticsTable } from './statistics-table';
import type { ReportSlot } from './report-slot';

const ADMIN_ROLES = ['admin', 'superadmin'] as const;

/** A glyph per status, so the status shows in a narrow cell too (the legend names them). */
const STATUSES = Object.keys(STATUS_GLYPH) as (keyof typeof STATUS_GLYPH)[];

/** `Report`: the report button of the screen's period (app/routes/ gives the reports feature's). */
export function WorkSchedulePage({ Report }: { Report?: ReportSlot } = {}) {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.workScheduler'));
  const format = useFormat();
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ADMIN_ROLES);
  const [params] = useSearchParams();
  const setParams = useSetSearchParams();
  const thisMonth = useCompanyToday().slice(0, 7);
  const month = isMonth(params.get('month')) ? params.get('month')! : thisMonth;
  const userId = isAdmin ? params.get('user') : null;
  const { start, end } = monthRange(month);
  const { data: loaded, error, mutate, isLoading, isValidating } = useSchedule(me ? schedulePath(start, end, userId) : null);
  const viewedId = userId ?? me?.id ?? '';
  // The previous month stays on screen while the next one loads, but never another person's: their
  // shifts and statistics would read as the newly chosen person's.
  const data = loaded?.user_id === viewedId ? loaded : undefined;
  const users = useAllUsers(isAdmin);
  // The person's labour-law breaches of the month mark their days (features/labour-law).
  const breaches = useBreaches(me && viewedId ? breachesPath(start, end, { user_id: viewedId }) : null);
  const breachDays = breachesByDay(breaches.data?.data).get(viewedId);
  const [clickedShift, setClickedShift] = useState<string | null>(null);
  // `?shift=<id>` (a notification's link) opens that shift once the month has loaded.
  const openShift = clickedShift ?? params.get('shift');
  const [applying, setApplying] = useState(false);
  // Plan edits (docs/plan-edits.md): an admin plans a shift on a free day.
  const [addingDate, setAddingDate] = useState<string | null>(null);

  const setParam = (name: string, value: string | null) =>
    setParams(name === 'shift' ? { shift: value } : { shift: null, [name]: value }, { replace: name === 'user' || name === 'shift' });

  const monthTitle = format.monthHeading(month);
  const userOptions = useMemo(
    () => (users.data?.data ?? []).map((user) => ({ value: user.id, label: user.full_name || user.email, hint: user.email })),
    [users.data],
  );
  const shown = data?.data.find((shift) => shift.id === openShift) ?? null;
  const personName = () => userOptions.find((option) => option.value === viewedId)?.label ?? me?.full_name ?? me?.email ?? '';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('nav.workScheduler')}
        subtitle={t('workSchedule.subtitle')}
        actions={
          <>
            {Report && (
              <Report
                start={start}
                end={end}
                person={userId && userId !== me?.id
                  ? { id: userId, name: userOptions.find((option) => option.value === userId)?.label ?? '' }
                  : null}
              />
            )}
            {isAdmin && (
              <Button variant="ghost" onClick={() => setApplying(true)}>
                <Icon name="repeat" className="size-4" />
                {t('workSchedule.apply.open')}
              </Button>
            )}
          </>
        }
      />
      {isAdmin && (
        <Card className="max-w-xl">
          <Combobox
            label={t('workSchedule.employee')}
            value={viewedId}
            onChange={(value) => setParam('user', value === me?.id ? null : value)}
            options={userOptions}
            noResults={t('workSchedule.noUsers')}
            hint={users.error ? users.error.message : undefined}
          />
        </Card>
      )}

      <Card className="flex flex-col gap-4 p-3 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold" aria-live="polite" data-testid="month-title">
            {monthTitle}
          </h2>
          <div className="flex items-center gap-1">
            <Button variant="ghost" aria-label={t('workSchedule.previousMonth')} onClick={() => setParam('month', shiftMonth(month, -1))}>
              <Icon name="chevronLeft" className="size-4" />
            </Button>
            <Button variant="ghost" onClick={() => setParam('month', null)} disabled={month === thisMonth}>
              {t('workSchedule.today')}
            </Button>
            <Button variant="ghost" aria-label={t('workSchedule.nextMonth')} onClick={() => setParam('month', shiftMonth(month, 1))}>
              <Icon name="chevronRight" className="size-4" />
            </Button>
          </div>
        </div>
        {error && !data
          ? <ErrorState title={t('workSchedule.loadError')} message={error.message} onRetry={() => void mutate()} />
          : isLoading || !data
          ? <LoadingState />
          : (
            <>
              <MonthCalendar
                month={month}
                schedule={data}
                busy={isValidating}
                onOpen={setClickedShift}
                breaches={breachDays}
                adding={isAdmin ? { name: personName(), onAdd: setAddingDate } : undefined}
              />
              <BreachLegend count={breachDays?.size ? (breaches.data?.count ?? 0) : 0} />
            </>
          )}
      </Card>

      {data && <StatisticsTable statistics={data.statistics} />}

      {shown && data && (
        <ShiftDialog
          shift={shown}
          schedule={data}
          canConfirm={shown.can_confirm && (shown.status === 'ended' || shown.status === 'confirmed')}
          onClose={() => {
            setClickedShift(null);
            if (params.has('shift')) setParam('shift', null);
          }}
          onChanged={() => void mutate()}
        />
      )}
      {isAdmin && addingDate && (
        <AddShiftDialog
          person={{ id: viewedId, name: personName() }}
          date={addingDate}
          onClose={() => setAddingDate(null)}
        />
      )}
      {isAdmin && applying && (
        <ApplyTemplateDialog
          userId={viewedId}
          userName={userOptions.find((option) => option.value === viewedId)?.label ?? me?.full_name ?? me?.email ?? ''}
          month={month}
          onClose={() => setApplying(false)}
          onApplied={() => void mutate()}
        />
      )}
    </div>
  );
}

function MonthCalendar({
  month,
  schedule,
  busy,
  onOpen,
  breaches,
  adding,
}: {
  month: string;
  schedule: WorkSchedule;
  busy: boolean;
  onOpen: (id: string) => void;
  breaches?: Map<string, RuleId[]>;
  /** Admins: a free day offers to plan a shift for the person shown. */
  adding?: { name: string; onAdd: (date: string) => void };
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { days } = monthRange(month);
  const [year, mon] = month.split('-').map(Number);
  const lead = (new Date(year ?? 1970, (mon ?? 1) - 1, 1).getDay() + 6) % 7; // Monday first
  const byDate = new Map<string, DayShiftPublic[]>();
  for (const shift of schedule.data) byDate.set(shift.date, [...(byDate.get(shift.date) ?? []), shift]);
  const holidays = new Map(schedule.holidays.map((holiday) => [holiday.date, holiday.name]));
  const absent = (date: string) => schedule.absences.find((absence) => absence.start_date <= date && date <= absence.end_date);
  // 1 Jan 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => format.date(new Date(2024, 0, 1 + i), { weekday: 'short' }));

  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-stone-600 dark:text-stone-400" aria-hidden="true">
        {weekdays.map((day) => (
          <div key={day} className="py-1 capitalize">
            {day}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" aria-label={t('workSchedule.calendar')}>
        {Array.from({ length: lead }, (_, i) => <li key={`lead-${i}`} aria-hidden="true" />)}
        {Array.from({ length: days }, (_, i) => {
          const date = `${month}-${String(i + 1).padStart(2, '0')}`;
          const shifts = byDate.get(date) ?? [];
          const holiday = holidays.get(date);
          const absence = absent(date);
          const isToday = date === schedule.today;
          return (
            <li
              key={date}
              data-date={date}
              className={'flex min-h-16 flex-col gap-1 rounded-lg border p-1 text-xs sm:min-h-24 sm:p-1.5 '
                + (isToday ? 'border-primary-600 ring-1 ring-primary-600 ' : 'border-stone-200 dark:border-stone-700 ')
                + (holiday ? 'bg-amber-50 dark:bg-amber-950/30' : 'bg-white dark:bg-stone-900')}
            >
              <div className="flex items-center justify-between gap-1">
                <span className={isToday ? 'font-bold text-primary-700 dark:text-primary-400' : 'font-medium'}>
                  {i + 1}
                  {isToday && <span className="sr-only">({t('workSchedule.today')})</span>}
                </span>
                {holiday && (
                  <span className="hidden truncate text-[10px] text-amber-800 sm:inline dark:text-amber-300" title={holiday}>
                    {holiday}
                  </span>
                )}
              </div>
              {absence && (
                <span className="truncate rounded bg-sky-100 px-1 text-sky-900 dark:bg-sky-950 dark:text-sky-200">
                  {t('workSchedule.absence')}
                </span>
              )}
              {adding && shifts.length === 0 && (
                <button
                  type="button"
                  onClick={() => adding.onAdd(date)}
                  aria-label={t('planEdits.addShift', { name: adding.name, date: format.day(date, { dateStyle: 'long' }) })}
                  title={t('planEdits.addShift', { name: adding.name, date: format.day(date, { dateStyle: 'long' }) })}
                  className="mt-auto self-end rounded px-1.5 text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-stone-800 dark:hover:text-stone-200"
                >
                  +
                </button>
              )}
              {shifts.map((shift) => {
                const status = shownStatus(shift, schedule.today);
                const name = shift.off_schedule ? t('schedule.offSchedule') : shift.type || t('schedule.shift');
                const times = shift.off_schedule ? '' : `${wallTime(format, shift.planned_start)}–${wallTime(format, shift.planned_end)}`;
                return (
                  <button
                    key={shift.id}
                    type="button"
                    onClick={() => onOpen(shift.id)}
                    // The visible words first (speech users say them, WCAG 2.5.3), then the date.
                    aria-label={`${name}${times ? ` ${times}` : ''}, ${t(`schedule.status.${status}`)}, ${
                      format.day(date, { dateStyle: 'long' })
                    }`}
                    className="flex flex-col items-start rounded border-l-4 bg-stone-100 px-1 py-0.5 text-left hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-primary-600 dark:bg-stone-800 dark:hover:bg-stone-700"
                    style={{ borderLeftColor: shift.color ?? '#a8a29e' }}
                    data-status={status}
                  >
                    <span className="flex w-full items-center gap-1">
                      <span aria-hidden="true">{STATUS_GLYPH[status]}</span>{' '}
                      <span className="hidden truncate font-medium sm:inline">{name}</span>
                    </span>{' '}
                    <span className="hidden text-[11px] text-stone-600 md:inline dark:text-stone-300">{times}</span>{' '}
                    <span className="hidden text-[11px] text-stone-600 lg:inline dark:text-stone-300">
                      {t(`schedule.status.${status}`)}
                    </span>
                  </button>
                );
              })}
              <BreachMarker rules={breaches?.get(date)} />
            </li>
          );
        })}
      </ol>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600 dark:text-stone-400" aria-label={t('workSchedule.legend')}>
        {STATUSES.map((status) => (
          <li key={status}>
            <span aria-hidden="true">{STATUS_GLYPH[status]}</span> {t(`schedule.status.${status}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
