import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A screen the user's role may not open (the server refuses its calls too). */
export function Forbidden() {
  const { t } = useTranslation();
  useDocumentTitle(t('forbidden.title'));
  return (
    <div className="flex flex-col items-center justify-center gap-3 p-6 py-16 text-center">
      <Icon name="lock" className="size-12 text-primary-700 dark:text-primary-400" />
      <h1 className="text-2xl font-bold">{t('forbidden.title')}</h1>
      <p className="text-stone-600 dark:text-stone-400">{t('forbidden.message')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-4')}>
        {t('forbidden.goBack')}
      </Link>
    </div>
  );
}
