import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { DetailList } from '../../../components/ui/states';
import { fieldErrors } from '../../../lib/api';
import { useDuration } from '../../../lib/duration';
import { useFormat } from '../../../lib/format';
import { refusedBreaches, revalidateBreaches } from '../api/labour-law';
import { revalidateSchedules, wallTime, zonedTime } from '../../../lib/schedule';
import { instantToWall, shownStatus, wallToInstant } from '../lib/day-shifts';
import { toast } from '../../../lib/toast';
import { toastActionError } from '../../../lib/action-error';
import type { DayShiftPublic, WorkSchedule } from '../../../types/api';
import { Link } from 'react-router-dom';
import { confirmShift, offerShift } from '../api/schedule';
import { isEditablePlan, PlanEditor, PlanHistoryList } from './plan-editor';
import { hasRole, useUser } from '../../../lib/auth';
import { useLabourLawToast } from './labour-law/warnings-toast';

type ShiftDialogProps = {
  shift: DayShiftPublic;
  schedule: WorkSchedule;
  canConfirm: boolean;
  onClose: () => void;
  onChanged: () => void;
};

/** A shift's plan, actual times, deviation and confirmation; admins confirm it with adjusted times and notes. */
export function ShiftDialog({ shift, schedule, canConfirm, onClose, onChanged }: ShiftDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const zone = schedule.timezone;
  const duration = useDuration();
  const minutes = (value: number | null, signed = false) => duration(value, { signed });
  const status = shownStatus(shift, schedule.today);
  // Plan edits (docs/plan-edits.md): admins change a planned shift nobody started.
  const { data: me } = useUser();
  const plans = hasRole(me?.role, ['admin', 'superadmin'] as const) && isEditablePlan(shift);
  // Who confirmed it, when the API knows (not for auto-confirmed shifts or a deleted confirmer).
  const confirmation = (
    date: string,
    name: string | null,
  ) => (name ? t('workSchedule.detail.confirmedAtBy', { date, name }) : t('workSchedule.detail.confirmedAt', { date }));
  const items = [
    { label: t('workSchedule.detail.status'), value: t(`schedule.status.${status}`) },
    {
      label: t('workSchedule.detail.plan'),
      value: shift.off_schedule
        ? t('schedule.offSchedule')
        : `${shift.type ?? t('schedule.shift')}: ${wallTime(format, shift.planned_start)} – ${wallTime(format, shift.planned_end)} (${
          minutes(shift.planned_minutes)
        })`,
    },
    { label: t('workSchedule.detail.started'), value: zonedTime(format, shift.started_at, zone) },
    { label: t('workSchedule.detail.ended'), value: zonedTime(format, shift.ended_at, zone) },
    ...(shift.adjusted_started_at || shift.adjusted_ended_at
      ? [
        {
          label: t('workSchedule.detail.adjusted'),
          value: `${zonedTime(format, shift.adjusted_started_at ?? shift.started_at, zone)} – ${
            zonedTime(format, shift.adjusted_ended_at ?? shift.ended_at, zone)
          }`,
        },
      ]
      : []),
    { label: t('workSchedule.detail.worked'), value: minutes(shift.worked_minutes) },
    { label: t('workSchedule.detail.deviation'), value: minutes(shift.deviation_minutes, true) },
    {
      label: t('workSchedule.detail.confirmation'),
      value: shift.confirmed
        ? confirmation(
          shift.confirmed_at ? format.dateTime(shift.confirmed_at, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }) : '—',
          shift.confirmed_by_name,
        )
        : t('workSchedule.detail.notConfirmed'),
    },
    ...(shift.confirmation_notes ? [{ label: t('workSchedule.detail.notes'), value: shift.confirmation_notes, wide: true }] : []),
  ];

  return (
    <Dialog open onClose={onClose} title={format.day(shift.date, { dateStyle: 'full' })} className="sm:w-[min(36rem,calc(100vw-2rem))]">
      <div className="mt-4 flex flex-col gap-6">
        <DetailList items={items} />
        {canConfirm && <ConfirmForm shift={shift} zone={zone} onDone={onChanged} />}
        {plans && (
          <PlanEditor
            shift={shift}
            onDone={(gone) => {
              onChanged();
              if (gone) onClose();
            }}
          />
        )}
        <PlanHistoryList shiftId={shift.id} />
        <OfferActions shift={shift} today={schedule.today} />
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ConfirmForm({ shift, zone, onDone }: { shift: DayShiftPublic; zone: string; onDone: () => void }) {
  const { t } = useTranslation();
  const warnLaw = useLabourLawToast();
  const initialStart = shift.adjusted_started_at ?? shift.started_at;
  const initialEnd = shift.adjusted_ended_at ?? shift.ended_at;
  const startWall = initialStart ? instantToWall(initialStart, zone) : '';
  const endWall = initialEnd ? instantToWall(initialEnd, zone) : '';
  const [start, setStart] = useState(startWall);
  const [end, setEnd] = useState(endWall);
  const [notes, setNotes] = useState(shift.confirmation_notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The API's refusal of a time, beside the time it concerns (a start far from the shift's date).
  const [refused, setRefused] = useState<{ started_at?: string; ended_at?: string }>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  // A time edited: the API's refusal of the last one no longer stands.
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefused({});
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    // Checked only when edited: a shift stopped within its first minute shows equal minutes.
    if ((start !== startWall || end !== endWall) && start && end && wallToInstant(end, zone) <= wallToInstant(start, zone)) {
      setProblem(t('workSchedule.confirm.endBeforeStart'));
      return;
    }
    setProblem(null);
    setRefused({});
    busy.current = true;
    setPending(true);
    try {
      // Unchanged times are not sent: the actual ones (to the second) keep counting.
      const confirmed = await confirmShift({
        schedule_id: shift.id,
        ...(start !== startWall && start ? { started_at: wallToInstant(start, zone) } : {}),
        ...(end !== endWall && end ? { ended_at: wallToInstant(end, zone) } : {}),
        notes: notes.trim() || null,
      });
      toast.success(t('workSchedule.confirm.done'));
      // Rules set to warn that the confirmed times break (features/labour-law).
      warnLaw(confirmed.warnings);
      onDone();
      void revalidateSchedules();
      void revalidateBreaches();
    } catch (failure) {
      // A rule set to block: the rules' names beside the message (features/labour-law).
      const blocked = refusedBreaches(failure);
      const rules = blocked ? ` ${[...new Set(blocked.map((b) => t(`labourLaw.rules.${b.rule}`)))].join('; ')}` : '';
      toast.error(t('workSchedule.confirm.error'), `${(failure as Error).message}${rules}`);
      const fields = fieldErrors(failure);
      setRefused({ started_at: fields.started_at, ended_at: fields.ended_at });
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 border-t border-stone-200 pt-4 dark:border-stone-700"
      noValidate
    >
      <h3 className="font-semibold">{t('workSchedule.confirm.title')}</h3>
      <DateTimeInput
        label={t('workSchedule.confirm.start')}
        value={start}
        onChange={edited(setStart)}
        error={refused.started_at}
        hint={zone}
      />
      <DateTimeInput
        label={t('workSchedule.confirm.end')}
        value={end}
        onChange={edited(setEnd)}
        error={problem ?? refused.ended_at}
        hint={zone}
      />
      <Textarea
        label={t('workSchedule.confirm.notes')}
        value={notes}
        maxLength={2000}
        onChange={(e) => setNotes(e.target.value)}
        rows={2}
      />
      <Button type="submit" className="self-start" isLoading={pending}>
        {t('workSchedule.confirm.submit')}
      </Button>
    </form>
  );
}

/** The owner's planned shift of today or later, not started: offer it for a swap or give it away (issue 17). */
function OfferActions({ shift, today }: { shift: DayShiftPublic; today: string }) {
  const { t } = useTranslation();
  const { data: me } = useUser();
  const [pending, setPending] = useState<'swap' | 'giveaway' | null>(null);
  const [offered, setOffered] = useState(false);
  if (!me || shift.user_id !== me.id || shift.off_schedule || shift.started_at || shift.confirmed || shift.date < today) return null;
  async function offer(kind: 'swap' | 'giveaway') {
    setPending(kind);
    try {
      await offerShift(shift.id, kind);
      setOffered(true);
      toast.success(t('shiftMarket.toasts.offered'));
    } catch (error) {
      toastActionError(error, t('notifications.actionError'));
    } finally {
      setPending(null);
    }
  }
  return (
    <section
      aria-label={t('shiftMarket.offer.heading')}
      className="flex flex-col gap-2 border-t border-stone-200 pt-4 dark:border-stone-800"
    >
      <h3 className="text-sm font-semibold">{t('shiftMarket.offer.heading')}</h3>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('shiftMarket.offer.hint')}</p>
      {offered
        ? (
          <Link to="/open-shifts?tab=swaps" className="text-sm font-medium text-primary-700 underline dark:text-primary-300">
            {t('shiftMarket.tabs.swaps')}
          </Link>
        )
        : (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" isLoading={pending === 'swap'} disabled={pending !== null} onClick={() => void offer('swap')}>
              {t('shiftMarket.offer.swap')}
            </Button>
            <Button variant="ghost" isLoading={pending === 'giveaway'} disabled={pending !== null} onClick={() => void offer('giveaway')}>
              {t('shiftMarket.offer.giveaway')}
            </Button>
          </div>
        )}
    </section>
  );
}
