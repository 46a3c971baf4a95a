import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/states';
import type { ShiftEntryStatus } from '../../../types/api';

/** Opened (green) or closed (grey), in words: the colour is never the only sign. */
export function StatusBadge({ status }: { status: ShiftEntryStatus }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'opened' ? 'success' : 'muted'}>{t(`shiftEntries.status.${status}`)}</Badge>;
}
