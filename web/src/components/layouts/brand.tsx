import { useTranslation } from 'react-i18next';

export function Brand() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" className="size-7" />
      {t('app.name')}
    </span>
  );
}
