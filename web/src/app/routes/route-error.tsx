import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown when a screen throws or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.message')}</h1>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </main>
  );
}
