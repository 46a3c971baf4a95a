// The employee card on the profile: its number, status and date, the PDF, and (admins) reissuing a
// lost card: the old one stops working at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDownloadButton, spacedCardNumber } from './card-download-button';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { Badge, DetailList, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { reissueCard, useCard } from '../api/qr';
import { toast } from '../../../lib/toast';

export function CardSection({ userId, canReissue }: { userId: string; canReissue: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: card, error, mutate } = useCard(userId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (error) {
    return <ErrorState title={t('myQr.issueFailed')} message={error.message} onRetry={() => void mutate()} />;
  }
  if (!card) return <Spinner label={t('common.loading')} />;

  const reissue = async () => {
    setBusy(true);
    try {
      const fresh = await reissueCard(userId);
      await mutate(fresh, { revalidate: false });
      toast.success(t('profile.card.reissued', { number: spacedCardNumber(fresh.number) }));
      setConfirming(false);
    } catch (failure) {
      toast.error(t('profile.card.reissueFailed'), failure instanceof ApiError ? failure.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="employee-card">
      <DetailList
        items={[
          {
            label: t('profile.card.number'),
            value: <span className="font-mono tabular-nums" data-testid="employee-card-number">{spacedCardNumber(card.number)}</span>,
          },
          {
            label: t('profile.card.status'),
            value: <Badge tone={card.status === 'active' ? 'success' : 'muted'}>{t(`profile.card.statuses.${card.status}`)}</Badge>,
          },
          { label: t('profile.card.issued'), value: format.dateTime(card.issued_at) },
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <CardDownloadButton userId={userId} />
        {canReissue && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Icon name="idCard" className="size-4" />
            {t('profile.card.reissue')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('profile.card.reissueTitle')}
        message={t('profile.card.reissueMessage', { number: spacedCardNumber(card.number) })}
        confirmLabel={t('profile.card.reissueConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void reissue()}
        onCancel={() => setConfirming(false)}
        isLoading={busy}
      />
    </div>
  );
}
