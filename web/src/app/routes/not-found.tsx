import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-7xl font-extrabold text-primary-700 dark:text-primary-400">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-4')}>
        {t('notFound.goBack')}
      </Link>
    </main>
  );
}
