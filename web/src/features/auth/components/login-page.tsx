import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard, linkClasses } from './auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  return (
    <AuthCard
      heading={t('auth.login.heading')}
      footer={
        <>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link to="/signup" className={linkClasses}>
              {t('auth.login.signUp')}
            </Link>
          </p>
          <p>
            {t('auth.login.otherCompany')}{' '}
            <Link to="/subdomain" className={linkClasses}>
              {t('auth.login.chooseCompany')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
