import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { aroundTodayPath, revalidateSchedules, useSchedule, wallTime, zonedTime } from '../../../lib/schedule';
import { shiftOfDay } from '../lib/day-shifts';
import { toast } from '../../../lib/toast';
import { startOffSchedule, startShift, stopShift } from '../api/schedule';

/**
 * 'My shift (today)': the signed-in user's shift of the company-local today. The read spans the
 * browser's yesterday..tomorrow, since the browser's day may not be the company's; the answer's
 * `today` picks the day.
 */
export function MyShiftCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate, isLoading } = useSchedule(aroundTodayPath());
  const [pending, setPending] = useState(false);
  // A second click before React re-renders must not send a second request.
  const busy = useRef(false);

  // Stopping cannot be undone (a stopped shift is never started again): it asks first.
  const [askingStop, setAskingStop] = useState(false);

  const shift = data ? shiftOfDay(data, data.today) : null;

  async function act(kind: 'start' | 'stop' | 'offSchedule') {
    if ((kind !== 'offSchedule' && !shift) || busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await (kind === 'offSchedule' ? startOffSchedule() : kind === 'start' ? startShift(shift!.id) : stopShift(shift!.id));
      toast.success(t(kind === 'stop' ? 'myShift.stopped' : 'myShift.started'));
    } catch (failure) {
      toast.error(t(kind === 'stop' ? 'myShift.stopError' : 'myShift.startError'), (failure as Error).message);
    } finally {
      await Promise.all([mutate(), revalidateSchedules()]);
      busy.current = false;
      setPending(false);
      setAskingStop(false);
    }
  }

  return (
    <Card aria-labelledby="my-shift-title" role="region">
      <h2 id="my-shift-title" className="text-lg font-semibold">
        {t('myShift.title')}
      </h2>
      {error && !data
        ? (
          <div className="mt-3">
            <ErrorState title={t('myShift.loadError')} message={error.message} onRetry={() => void mutate()} />
          </div>
        )
        : isLoading || !data
        ? <LoadingState className="py-6" />
        : !shift
        ? (
          <div className="mt-3 flex flex-col gap-3">
            <p className="text-stone-600 dark:text-stone-400">{t('myShift.none')}</p>
            {/* Off-schedule work needs a current employment record (409 schedule.no_employment): without one, the reason instead of a button that always fails. */}
            {data.employed
              ? (
                <>
                  <p className="text-sm text-stone-600 dark:text-stone-400" id="off-schedule-hint">
                    {t('myShift.offScheduleHint')}
                  </p>
                  <Button
                    className="self-start"
                    isLoading={pending}
                    aria-describedby="off-schedule-hint"
                    onClick={() => void act('offSchedule')}
                  >
                    {t('myShift.startOffSchedule')}
                  </Button>
                </>
              )
              : <p className="text-sm text-stone-600 dark:text-stone-400">{t('myShift.notEmployed')}</p>}
          </div>
        )
        : (
          <div className="mt-3 flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-full border border-stone-300 dark:border-stone-600"
                style={{ backgroundColor: shift.color ?? undefined }}
              />
              <span className="font-medium">{shift.off_schedule ? t('schedule.offSchedule') : shift.type || t('schedule.shift')}</span>
              <span className="text-sm text-stone-600 dark:text-stone-400">· {format.day(shift.date, { dateStyle: 'full' })}</span>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold dark:bg-stone-800" data-testid="my-shift-status">
                {t(`schedule.status.${shift.status}`)}
              </span>
            </div>
            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-stone-600 dark:text-stone-400">{t('myShift.planned')}</dt>
                <dd className="font-medium" data-testid="my-shift-planned">
                  {shift.off_schedule ? '—' : `${wallTime(format, shift.planned_start)} – ${wallTime(format, shift.planned_end)}`}
                </dd>
              </div>
              <div>
                <dt className="text-stone-600 dark:text-stone-400">{t('myShift.actualStart')}</dt>
                <dd className="font-medium" data-testid="my-shift-started">
                  {zonedTime(format, shift.started_at, data.timezone)}
                </dd>
              </div>
              <div>
                <dt className="text-stone-600 dark:text-stone-400">{t('myShift.actualEnd')}</dt>
                <dd className="font-medium" data-testid="my-shift-ended">
                  {zonedTime(format, shift.ended_at, data.timezone)}
                </dd>
              </div>
            </dl>
            {shift.status === 'not_started' && (
              <Button className="self-start" isLoading={pending} onClick={() => void act('start')}>
                {t('myShift.start')}
              </Button>
            )}
            {shift.status === 'started' && (
              <Button
                variant="danger"
                className="self-start"
                isLoading={pending}
                onClick={() => setAskingStop(true)}
              >
                {t('myShift.stop')}
              </Button>
            )}
          </div>
        )}
      <ConfirmDialog
        open={askingStop && shift?.status === 'started'}
        title={t('myShift.stopTitle')}
        message={shift && data ? t('myShift.stopMessage', { time: zonedTime(format, shift.started_at, data.timezone) }) : ''}
        confirmLabel={t('myShift.stop')}
        cancelLabel={t('myShift.keepWorking')}
        isLoading={pending}
        onConfirm={() => void act('stop')}
        onCancel={() => {
          if (!busy.current) setAskingStop(false);
        }}
      />
    </Card>
  );
}
