// The open shifts as the caller sees them: a card per shift with its places and status; the
// caller's claim (claim, withdraw); for admins every claim with approve and reject, and cancel.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePlanConflictsToast } from '../../../components/plan-conflicts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { hasRole, useUser } from '../../../lib/auth';
import { toastActionError } from '../../../lib/action-error';
import { useFormat } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import { toast } from '../../../lib/toast';
import type { OpenShiftClaim, OpenShiftOffer, PlanConflict } from '../../../types/api';
import {
  cancelOpenShift,
  claimOpenShift,
  decideClaim,
  revalidateShiftMarket,
  useOpenShiftOffers,
  withdrawClaim,
} from '../api/shift-market';
import { PublishDialog } from './publish-dialog';
import type { MySkillsRead, SkillsRead } from './skills-read';
import { wantsPublish } from './publish-prefill';

const CLAIM_TONES = { pending: 'primary', approved: 'success', rejected: 'muted', withdrawn: 'muted' } as const;
const STATUS_TONES = { open: 'primary', filled: 'success', cancelled: 'muted' } as const;

/**
 * Runs an action, then toasts its result and reloads the lists. An approval's answer names the
 * conflicts with availability and skills the company lets through: they follow in a toast of their own.
 */
export function useAction() {
  const { t } = useTranslation();
  const warnConflicts = usePlanConflictsToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      const answer = await action();
      toast.success(done);
      warnConflicts((answer as { conflicts?: PlanConflict[] } | undefined)?.conflicts);
    } catch (error) {
      toastActionError(error, t('notifications.actionError'));
    } finally {
      setBusy(null);
      void revalidateShiftMarket();
    }
  }
  return { busy, run };
}

export function OpenShiftsPanel({ useSkills, useMySkills }: { useSkills: SkillsRead; useMySkills: MySkillsRead }) {
  const { t } = useTranslation();
  const skills = useSkills();
  const skillNames = new Map(skills.data?.data.map((skill) => [skill.id, skill.name]));
  const mySkills = useMySkills().data;
  const held = mySkills && new Map(mySkills.data.map((s) => [s.skill_id, s.valid_until]));
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ['admin', 'superadmin']);
  const { data, error, mutate } = useOpenShiftOffers();
  // A notification's link names the open shift (?id=): it is scrolled to and marked. A staffing
  // gap's link (?publish=1&...) opens the publish form filled with the gap.
  const [params] = useSearchParams();
  const [publishing, setPublishing] = useState(() => wantsPublish(params));
  const linked = params.get('id');
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded && linked) document.querySelector(`[data-open-shift-id="${CSS.escape(linked)}"]`)?.scrollIntoView({ block: 'center' });
  }, [loaded, linked]);

  let list;
  if (error && !data) list = <ErrorState title={t('shiftMarket.list.loadError')} message={error.message} onRetry={() => void mutate()} />;
  else if (!data) list = <LoadingState />;
  else if (data.data.length === 0) {
    list = <EmptyState>{isAdmin ? t('shiftMarket.list.emptyAdmin') : t('shiftMarket.list.empty')}</EmptyState>;
  } else {
    list = (
      <ul className="flex flex-col gap-4" aria-label={t('shiftMarket.tabs.open')}>
        {data.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} linked={offer.id === linked} skillNames={skillNames} held={held} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {isAdmin && (
        <div>
          <Button onClick={() => setPublishing(true)}>
            <Icon name="plus" className="size-4" />
            {t('shiftMarket.publish.open')}
          </Button>
        </div>
      )}
      {list}
      <PublishDialog open={publishing && isAdmin} onClose={() => setPublishing(false)} skills={skills} />
    </div>
  );
}

/**
 * `skillNames`: the catalogue by id, for the skill the shift requires; `held`: the caller's own skills
 * (id -> valid until), to say before a claim that the requirement is not met (the API refuses it).
 */
function OfferCard({ offer, linked, skillNames, held }: {
  offer: OpenShiftOffer;
  linked: boolean;
  skillNames: ReadonlyMap<string, string>;
  held: ReadonlyMap<string, string | null> | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { busy, run } = useAction();
  const [cancelling, setCancelling] = useState(false);
  const mine = offer.my_claim;
  const canClaim = offer.status === 'open' && (!mine || mine.status === 'withdrawn');
  const required = offer.required_skill_id;
  const until = required && held?.get(required);
  const lacking = !canClaim || !required || !held ? null : !held.has(required) ? 'missing' : until && until < offer.date ? 'expired' : null;
  return (
    <li
      data-open-shift-id={offer.id}
      aria-current={linked ? 'true' : undefined}
      className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-stone-900 ${
        linked ? 'border-primary-600 ring-2 ring-primary-600' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full" style={{ backgroundColor: offer.color }} />
          <div className="min-w-0">
            <h2 className="font-semibold break-words">
              {format.day(offer.date, { dateStyle: 'full' })} · {offer.type}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('shiftMarket.list.time', { start: wallTime(format, offer.start), end: wallTime(format, offer.end) })} ·{' '}
              {offer.department.name}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('shiftMarket.list.places', { filled: offer.filled, places: offer.places })}
            </p>
            {offer.required_skill_id && (
              <p className="text-sm font-medium break-words" data-testid="open-shift-skill">
                {t('skills.requires', { skill: skillNames.get(offer.required_skill_id) ?? '…' })}
              </p>
            )}
            {lacking && (
              <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="open-shift-skill-lacking">
                {lacking === 'missing' ? t('skills.notHeld') : t('skills.heldUntil', { date: format.day(until!) })}
              </p>
            )}
            {offer.note && <p className="mt-1 text-sm break-words">{t('shiftMarket.list.note', { note: offer.note })}</p>}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[offer.status]}>{t(`shiftMarket.status.${offer.status}`)}</Badge>
          {mine && (
            <Badge tone={CLAIM_TONES[mine.status]}>
              {t('shiftMarket.myClaim', { status: t(`shiftMarket.claimStatus.${mine.status}`) })}
            </Badge>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {canClaim && (
          <Button
            isLoading={busy === 'claim'}
            onClick={() => void run('claim', () => claimOpenShift(offer.id), t('shiftMarket.toasts.claimed'))}
          >
            {t('shiftMarket.actions.claim')}
          </Button>
        )}
        {mine?.status === 'pending' && (
          <Button
            variant="ghost"
            isLoading={busy === 'withdraw'}
            onClick={() => void run('withdraw', () => withdrawClaim(offer.id), t('shiftMarket.toasts.withdrawn'))}
          >
            {t('shiftMarket.actions.withdraw')}
          </Button>
        )}
        {offer.can_manage && offer.status === 'open' && (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            {t('shiftMarket.actions.cancel')}
          </Button>
        )}
      </div>
      {offer.can_manage && <Claims offer={offer} />}
      <ConfirmDialog
        open={cancelling}
        title={t('shiftMarket.actions.cancel')}
        message={t('shiftMarket.confirmCancel')}
        confirmLabel={t('shiftMarket.actions.cancel')}
        cancelLabel={t('common.cancel')}
        isLoading={busy === 'cancel'}
        onCancel={() => setCancelling(false)}
        onConfirm={() =>
          void run('cancel', () => cancelOpenShift(offer.id), t('shiftMarket.toasts.cancelled')).then(() => setCancelling(false))}
      />
    </li>
  );
}

function Claims({ offer }: { offer: OpenShiftOffer }) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const name = (claim: OpenShiftClaim) => claim.user.full_name || claim.user.email;
  return (
    <section className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
      <h3 className="text-sm font-semibold">{t('shiftMarket.list.claims')}</h3>
      {offer.claims.length === 0
        ? <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('shiftMarket.list.noClaims')}</p>
        : (
          <ul className="mt-2 flex flex-col gap-2">
            {offer.claims.map((claim) => (
              <li key={claim.id} data-claim-id={claim.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate">{name(claim)}</span>
                  <Badge tone={CLAIM_TONES[claim.status]}>{t(`shiftMarket.claimStatus.${claim.status}`)}</Badge>
                </span>
                {claim.status === 'pending' && offer.status === 'open' && (
                  <span className="flex gap-2">
                    <Button
                      variant="success"
                      aria-label={`${t('shiftMarket.actions.approve')}: ${name(claim)}`}
                      isLoading={busy === `approve:${claim.id}`}
                      onClick={() =>
                        void run(`approve:${claim.id}`, () => decideClaim(claim.id, true), t('shiftMarket.toasts.approved'))}
                    >
                      {t('shiftMarket.actions.approve')}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`${t('shiftMarket.actions.reject')}: ${name(claim)}`}
                      isLoading={busy === `reject:${claim.id}`}
                      onClick={() =>
                        void run(`reject:${claim.id}`, () =>
                          decideClaim(claim.id, false), t('shiftMarket.toasts.rejected'))}
                    >
                      {t('shiftMarket.actions.reject')}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
