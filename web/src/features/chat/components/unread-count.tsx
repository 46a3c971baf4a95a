import { useTranslation } from 'react-i18next';

/** A chat's unread messages as a small count ('99+' at most), said in words to screen readers. */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 py-0.5 text-xs font-bold text-white"
      data-testid="unread-count"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('chat.unread', { count })}</span>
    </span>
  );
}
