// Swap offers: those of the caller's departments, their own, and for admins those awaiting their
// decision. A colleague accepts (a swap: choosing one of their own planned shifts to give back);
// either side cancels before the decision; an admin approves or rejects.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { addDays, isoDay, schedulePath, useCompanyToday, useSchedule, wallTime } from '../../../lib/schedule';
import type { ShiftSwap } from '../../../types/api';
import { acceptSwap, cancelSwap, decideSwap, useSwaps, type SwapScope } from '../api/shift-market';
import { useAction } from './open-shifts-panel';

const STATUS_TONES = { offered: 'primary', accepted: 'primary', approved: 'success', rejected: 'muted', cancelled: 'muted' } as const;

export function SwapsPanel() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<SwapScope>('all');
  const { data, error, mutate } = useSwaps(scope);
  // A notification's link names the swap (?swap=): it is scrolled to and marked.
  const [params] = useSearchParams();
  const linked = params.get('swap');
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded && linked) document.querySelector(`[data-swap-id="${CSS.escape(linked)}"]`)?.scrollIntoView({ block: 'center' });
  }, [loaded, linked]);
  let list;
  if (error && !data) list = <ErrorState title={t('shiftMarket.swaps.loadError')} message={error.message} onRetry={() => void mutate()} />;
  else if (!data) list = <LoadingState />;
  else if (data.data.length === 0) list = <EmptyState>{t('shiftMarket.swaps.empty')}</EmptyState>;
  else {
    list = (
      <ul className="flex flex-col gap-4" aria-label={t('shiftMarket.tabs.swaps')}>
        {data.data.map((swap) => <SwapCard key={swap.id} swap={swap} linked={swap.id === linked} />)}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-xs">
        <Select label={t('shiftMarket.swaps.filterLabel')} value={scope} onChange={(event) => setScope(event.target.value as SwapScope)}>
          {(['all', 'department', 'mine'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`shiftMarket.swaps.filter.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {list}
    </div>
  );
}

function SwapCard({ swap, linked }: { swap: ShiftSwap; linked: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { busy, run } = useAction();
  const [counter, setCounter] = useState('');
  const person = (p: { full_name: string | null; email: string }) => p.full_name || p.email;
  const shift = swap.shift;
  return (
    <li
      data-swap-id={swap.id}
      aria-current={linked ? 'true' : undefined}
      className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-stone-900 ${
        linked ? 'border-primary-600 ring-2 ring-primary-600' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">
            {t('shiftMarket.swaps.shift', { date: format.day(swap.shift_date, { dateStyle: 'full' }) })}
            {shift?.type ? ` · ${shift.type} ${wallTime(format, shift.start)}–${wallTime(format, shift.end)}` : ''}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {swap.department.name} · {t('shiftMarket.swaps.offeredBy', { name: person(swap.offered_by) })}
          </p>
          {swap.accepted_by && (
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('shiftMarket.swaps.acceptedBy', { name: person(swap.accepted_by) })}
            </p>
          )}
          {swap.counter_shift_date && (
            <p className="text-sm">{t('shiftMarket.swaps.inReturn', { date: format.day(swap.counter_shift_date) })}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{t(`shiftMarket.swaps.kind.${swap.kind}`)}</Badge>
          <Badge tone={STATUS_TONES[swap.status]}>{t(`shiftMarket.swaps.status.${swap.status}`)}</Badge>
        </div>
      </div>
      {swap.can_accept && swap.kind === 'swap' && <CounterChoice value={counter} onChange={setCounter} />}
      <div className="mt-3 flex flex-wrap gap-2">
        {swap.can_accept && (
          <Button
            isLoading={busy === 'accept'}
            disabled={swap.kind === 'swap' && !counter}
            onClick={() =>
              void run('accept', () => acceptSwap(swap.id, swap.kind === 'swap' ? counter : null), t('shiftMarket.toasts.accepted'))}
          >
            {t('shiftMarket.actions.accept')}
          </Button>
        )}
        {swap.can_decide && (
          <>
            <Button
              variant="success"
              isLoading={busy === 'approve'}
              onClick={() => void run('approve', () => decideSwap(swap.id, true), t('shiftMarket.toasts.swapApproved'))}
            >
              {t('shiftMarket.actions.approveSwap')}
            </Button>
            <Button
              variant="danger"
              isLoading={busy === 'reject'}
              onClick={() => void run('reject', () => decideSwap(swap.id, false), t('shiftMarket.toasts.swapRejected'))}
            >
              {t('shiftMarket.actions.rejectSwap')}
            </Button>
          </>
        )}
        {swap.can_cancel && (
          <Button
            variant="ghost"
            isLoading={busy === 'cancel'}
            onClick={() => void run('cancel', () => cancelSwap(swap.id), t('shiftMarket.toasts.swapCancelled'))}
          >
            {t('shiftMarket.actions.cancelSwap')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** One of the caller's own planned, not started shifts of the next two months, to give back. */
function CounterChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: me } = useUser();
  // From the company's today (not the browser's, which differs around midnight or in another zone).
  const today = useCompanyToday();
  const { data } = useSchedule(me ? schedulePath(today, isoDay(addDays(new Date(`${today}T12:00:00`), 60)), me.id) : null);
  const shifts = (data?.data ?? []).filter((s) => !s.off_schedule && !s.started_at && !s.confirmed);
  if (data && !shifts.length) return <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{t('shiftMarket.swaps.noShifts')}</p>;
  return (
    <div className="mt-3 max-w-sm">
      <Select label={t('shiftMarket.swaps.chooseShift')} value={value} disabled={!data} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('shiftMarket.swaps.chooseShiftPlaceholder')}</option>
        {shifts.map((s) => (
          <option key={s.id} value={s.id}>
            {format.day(s.date)} · {s.type} {wallTime(format, s.planned_start)}–{wallTime(format, s.planned_end)}
          </option>
        ))}
      </Select>
    </div>
  );
}
