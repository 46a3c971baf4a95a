// 'Download card': the employee card's PDF, saved under the name the server gives
// (card-<name>.pdf). My QR and the employee profile both show it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { downloadCard } from '../api/qr';
import { toast } from '../../../lib/toast';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

export function CardDownloadButton({ userId, variant = 'primary' }: { userId: string; variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCard(userId);
    } catch (error) {
      toast.error(t('myQr.cardFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} onClick={() => void download()} isLoading={busy} aria-busy={busy}>
      {!busy && <Icon name="download" className="size-4" />}
      {busy ? t('profile.card.downloading') : t('profile.card.download')}
    </Button>
  );
}

/** A card number as printed under its barcode: 123 456 7890. */
export const spacedCardNumber = (number: string) => number.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
