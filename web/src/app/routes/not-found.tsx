import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '404', 'Oops!', 'Page not found.' and 'Go back' (spec section 2). */
export function NotFoundScreen({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const Tag = inFrame ? 'div' : 'main';
  return (
    <Tag className={`flex flex-col items-center justify-center gap-3 p-6 text-center ${inFrame ? 'py-16' : 'min-h-dvh'}`}>
      <p className="text-7xl font-extrabold text-primary-700 dark:text-primary-400">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-4')}>
        {t('notFound.goBack')}
      </Link>
    </Tag>
  );
}

/** An unknown address. */
export function NotFoundRoute() {
  return <NotFoundScreen />;
}

/** A route of the spec whose feature has not landed yet: not reachable from the interface. */
export function NotLandedRoute() {
  return <NotFoundScreen inFrame />;
}
