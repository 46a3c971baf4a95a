import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Badge } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import type { EmployeesSchedule } from '../../../types/api';
import { absenceKind, fullName, teamDays } from '../lib/team-days';
import { AbsenceChip, useKindLabel } from './absence-chip';

type DayDialogProps = { schedule: EmployeesSchedule; date: string; meId: string | null; onClose: () => void };

/** Everyone of one day: who works which shift (planned, company-local times), who is away and why, who is off. */
export function DayDialog({ schedule, date, meId, onClose }: DayDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindLabel = useKindLabel();
  const day = useMemo(() => teamDays(schedule).find((item) => item.date === date), [schedule, date]);
  if (!day) return null;
  const name = (employee: { user_id: string; full_name: string | null; email: string }) => (
    <>
      <span className="font-medium">{fullName(employee)}</span>
      {employee.user_id === meId && <span className="text-stone-500 dark:text-stone-400">({t('calendar.you')})</span>}
    </>
  );

  return (
    <Dialog open onClose={onClose} title={format.day(date, { dateStyle: 'full' })} className="sm:w-[min(36rem,calc(100vw-2rem))]">
      <div className="mt-2 flex flex-col gap-5">
        {(day.holiday || date === schedule.today) && (
          <div className="flex flex-wrap gap-2">
            {date === schedule.today && <Badge tone="primary">{t('calendar.today')}</Badge>}
            {day.holiday && (
              <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                {t('calendar.holiday')}: {day.holiday}
              </span>
            )}
          </div>
        )}
        <div className="flex max-h-[60vh] flex-col gap-5 overflow-y-auto pr-1">
          <Section title={t('calendar.working', { count: day.working.length })} testId="day-working">
            {day.working.map(({ employee, shift }) => {
              const type = shift.off_schedule ? t('schedule.offSchedule') : shift.type || t('schedule.shift');
              return (
                <li
                  key={shift.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-l-4 py-1 pl-2"
                  style={{ borderLeftColor: shift.color ?? '#a8a29e' }}
                >
                  <span className="min-w-0">{name(employee)}</span>
                  <span className="text-sm text-stone-600 dark:text-stone-300">
                    {type}
                    {!shift.off_schedule && (
                      <span className="tabular-nums">
                        {' '}
                        {wallTime(format, shift.planned_start)}–{wallTime(format, shift.planned_end)}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </Section>
          <Section title={t('calendar.away', { count: day.away.length })} testId="day-away">
            {day.away.map(({ employee, absence }) => {
              const kind = absenceKind(absence);
              return (
                <li key={absence.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1">
                  <span className="min-w-0">{name(employee)}</span>
                  <span className="flex items-center gap-2 text-sm">
                    <AbsenceChip kind={kind}>{kindLabel(kind)}</AbsenceChip>
                    <span className="text-stone-500 dark:text-stone-400">
                      {absence.start_date === absence.end_date
                        ? format.day(absence.start_date)
                        : `${format.day(absence.start_date, { day: 'numeric', month: 'short' })} – ${
                          format.day(absence.end_date, { day: 'numeric', month: 'short' })
                        }`}
                    </span>
                  </span>
                </li>
              );
            })}
          </Section>
          <Section title={t('calendar.off', { count: day.off.length })} testId="day-off">
            {day.off.map((employee) => (
              <li key={employee.user_id} className="py-0.5">
                {name(employee)}
              </li>
            ))}
          </Section>
        </div>
        <p className="text-xs text-stone-500 dark:text-stone-400">{t('calendar.timesIn', { zone: schedule.timezone })}</p>
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId}>
      <h3 className="mb-1 text-sm font-semibold text-stone-700 dark:text-stone-300">{title}</h3>
      {children.length
        ? <ul className="flex flex-col divide-y divide-stone-100 text-sm dark:divide-stone-800">{children}</ul>
        : <p className="text-sm text-stone-500 dark:text-stone-400">{t('calendar.nobody')}</p>}
    </section>
  );
}
