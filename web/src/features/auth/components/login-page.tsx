import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCompanyName } from '../api/get-company';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const company = useCompanyName();
  return (
    <Card className="w-full max-w-sm self-start sm:self-auto">
      <div className="mb-6">
        {company && <p className="text-2xl font-bold text-primary-700 dark:text-primary-400">{company}</p>}
        <h1 className="mt-1 text-lg font-semibold">{t('auth.login.heading')}</h1>
      </div>
      <LoginForm />
    </Card>
  );
}
