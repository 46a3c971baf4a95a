import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown when a screen throws or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Icon name="warning" className="size-12 text-primary-700 dark:text-primary-400" />
      <h1 className="text-2xl font-bold">{t('routeError.message')}</h1>
      <p className="max-w-md text-stone-600 dark:text-stone-400">{t('routeError.description')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to="/" reloadDocument className={buttonClasses('ghost')}>
          {t('routeError.goHome')}
        </Link>
      </div>
    </main>
  );
}
