import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { revalidateSchedules, useKnownCompanyToday, zonedTime } from '../../../lib/schedule';
import { toast } from '../../../lib/toast';
import type { OpenShift } from '../../../types/api';
import { confirmShift, useOpenShifts } from '../api/schedule';

/**
 * For admins: the shifts of a date that are 'Started, not finished' and 'Finished, not confirmed'
 * in their companies; a finished one is confirmed as worked from here (adjusting times is done in
 * the work schedule's shift window).
 */
export function OpenShiftsCard() {
  const { t } = useTranslation();
  // The company's today, not the browser's: a browser in another zone would first ask for the wrong day.
  const today = useKnownCompanyToday();
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? today ?? '';
  const { data, error, isLoading, mutate } = useOpenShifts(date);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function confirm(shift: OpenShift) {
    setConfirming(shift.id);
    try {
      await confirmShift({ schedule_id: shift.id });
      toast.success(t('workSchedule.confirm.done'));
    } catch (failure) {
      toast.error(t('workSchedule.confirm.error'), (failure as Error).message);
    } finally {
      await Promise.all([mutate(), revalidateSchedules()]);
      setConfirming(null);
    }
  }

  const running = data?.data.filter((shift) => shift.status === 'started') ?? [];
  const finished = data?.data.filter((shift) => shift.status === 'ended') ?? [];

  return (
    <Card role="region" aria-labelledby="open-shifts-title" className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="open-shifts-title" className="text-lg font-semibold">
          {t('openShifts.title')}
        </h2>
        <div className="w-44">
          <DateInput label={t('openShifts.date')} value={date} required onChange={(value) => value && setDate(value)} />
        </div>
      </div>
      {error && !data
        ? (
          <div className="mt-3">
            <ErrorState title={t('openShifts.loadError')} message={error.message} onRetry={() => void mutate()} />
          </div>
        )
        : isLoading || !data
        ? <LoadingState className="py-6" />
        : (
          <div className="mt-4 flex flex-col gap-6">
            <ShiftTable caption={t('openShifts.running')} shifts={running} />
            <ShiftTable caption={t('openShifts.finished')} shifts={finished} onConfirm={confirm} confirming={confirming} />
          </div>
        )}
    </Card>
  );
}

function ShiftTable({
  caption,
  shifts,
  onConfirm,
  confirming,
}: {
  caption: string;
  shifts: OpenShift[];
  onConfirm?: (shift: OpenShift) => void;
  confirming?: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const head = 'px-2 py-2 text-left text-xs font-semibold text-stone-500 dark:text-stone-400';
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">
          {caption} <span className="font-normal text-stone-500 dark:text-stone-400">({shifts.length})</span>
        </caption>
        <thead>
          <tr className="border-b border-stone-200 dark:border-stone-800">
            <th scope="col" className={head}>{t('openShifts.employee')}</th>
            <th scope="col" className={head}>{t('openShifts.acronym')}</th>
            <th scope="col" className={head}>{t('openShifts.start')}</th>
            <th scope="col" className={head}>{t('openShifts.end')}</th>
            {onConfirm && (
              <th scope="col" className={head}>
                <span className="sr-only">{t('openShifts.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shifts.length === 0
            ? (
              <tr>
                <td colSpan={onConfirm ? 5 : 4} className="px-2 py-3 text-stone-500 dark:text-stone-400">
                  {t('openShifts.none')}
                </td>
              </tr>
            )
            : (
              shifts.map((shift) => (
                <tr key={shift.id} className="border-b border-stone-100 last:border-0 dark:border-stone-800/60">
                  <th scope="row" className="px-2 py-2 text-left font-medium">{shift.full_name || shift.email}</th>
                  <td className="px-2 py-2">{shift.acronym ?? '—'}</td>
                  <td className="px-2 py-2 tabular-nums">{zonedTime(format, shift.started_at, shift.timezone)}</td>
                  <td className="px-2 py-2 tabular-nums">{zonedTime(format, shift.ended_at, shift.timezone)}</td>
                  {onConfirm && (
                    <td className="px-2 py-2 text-right">
                      {/* The API says whether the caller may: not another admin's or a superadmin's shift. */}
                      {shift.can_confirm
                        ? (
                          <Button
                            variant="ghost"
                            isLoading={confirming === shift.id}
                            disabled={confirming !== null}
                            aria-label={t('openShifts.confirmFor', { name: shift.full_name || shift.email })}
                            onClick={() => onConfirm(shift)}
                          >
                            {t('openShifts.confirm')}
                          </Button>
                        )
                        : (
                          <span className="text-stone-500 dark:text-stone-400" title={t('openShifts.cannotConfirm')}>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">{t('openShifts.cannotConfirm')}</span>
                          </span>
                        )}
                    </td>
                  )}
                </tr>
              ))
            )}
        </tbody>
      </table>
    </div>
  );
}
