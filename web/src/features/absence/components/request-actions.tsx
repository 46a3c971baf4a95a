// Approve, reject and cancel a request, as the API allows the caller (`can_decide`, `can_cancel`).
// Cancelling asks first: it cannot be undone. A ref guards every call, so a double click sends one.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { dataChanged } from '../../../lib/data-changes';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { AbsencePublic } from '../../../types/api';
import { cancelAbsence, decideAbsence } from '../api/absence';
import { period } from './parts';

type Busy = { id: string; action: 'approved' | 'rejected' | 'canceled' } | null;

const detail = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

export function useRequestActions() {
  const { t } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState<Busy>(null);
  const [cancelling, setCancelling] = useState<AbsencePublic | null>(null);
  const running = useRef(false);

  async function run(request: AbsencePublic, action: NonNullable<Busy>['action']) {
    if (running.current) return;
    running.current = true;
    setBusy({ id: request.id, action });
    try {
      if (action === 'canceled') {
        await cancelAbsence(request);
        toast.success(t('vacations.toasts.canceled'));
        setCancelling(null);
      } else {
        await decideAbsence(request.id, action);
        toast.success(t('vacations.toasts.statusUpdated'));
      }
    } catch (error) {
      if (action === 'canceled') {
        toast.error(t('vacations.toasts.cancelFailed'), detail(error));
        setCancelling(null);
      } else toast.error(t('vacations.toasts.statusFailed'), detail(error));
    } finally {
      running.current = false;
      setBusy(null);
      void dataChanged('absence');
    }
  }

  /** The buttons of one request (none when the caller may do nothing with it). */
  function buttons(request: AbsencePublic) {
    const who = request.user.full_name || request.user.email;
    const about = `${who}, ${t(`vacations.types.${request.type}`)}, ${period(format, request.start_date, request.end_date)}`;
    const isBusy = (action: NonNullable<Busy>['action']) => busy?.id === request.id && busy.action === action;
    if (!request.can_decide && !request.can_cancel) return <span className="text-stone-500 dark:text-stone-400">—</span>;
    return (
      <div className="flex flex-wrap gap-2">
        {request.can_decide && (
          <>
            <Button variant="success" onClick={() => void run(request, 'approved')} isLoading={isBusy('approved')} disabled={busy !== null}>
              {!isBusy('approved') && <Icon name="check" className="size-4" />}
              {t('vacations.actions.approve')}
              <span className="sr-only">({about})</span>
            </Button>
            <Button variant="danger" onClick={() => void run(request, 'rejected')} isLoading={isBusy('rejected')} disabled={busy !== null}>
              {!isBusy('rejected') && <Icon name="close" className="size-4" />}
              {t('vacations.actions.reject')}
              <span className="sr-only">({about})</span>
            </Button>
          </>
        )}
        {request.can_cancel && (
          <Button variant="ghost" onClick={() => setCancelling(request)} disabled={busy !== null}>
            {t('vacations.actions.cancel')}
            <span className="sr-only">({about})</span>
          </Button>
        )}
      </div>
    );
  }

  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      title={t('vacations.cancelDialog.title')}
      message={cancelling
        ? `${t(`vacations.types.${cancelling.type}`)}, ${period(format, cancelling.start_date, cancelling.end_date)}. `
          + t(cancelling.status === 'approved' ? 'vacations.cancelDialog.messageApproved' : 'vacations.cancelDialog.message')
        : ''}
      confirmLabel={t('vacations.cancelDialog.confirm')}
      cancelLabel={t('vacations.cancelDialog.keep')}
      isLoading={busy?.action === 'canceled'}
      onConfirm={() => cancelling && void run(cancelling, 'canceled')}
      onCancel={() => {
        if (!running.current) setCancelling(null);
      }}
    />
  );

  return { buttons, dialog };
}
