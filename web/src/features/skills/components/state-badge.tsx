// How a holding stands: valid, expiring within 30 days (highlighted), expired.
import { useTranslation } from 'react-i18next';

const TONES = {
  valid: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  expiring: 'bg-amber-100 text-amber-950 ring-1 ring-amber-500 dark:bg-amber-950 dark:text-amber-100',
  expired: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

export function StateBadge({ state }: { state: keyof typeof TONES }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state]}`} data-state={state}>
      {t(`skills.state.${state}`)}
    </span>
  );
}
