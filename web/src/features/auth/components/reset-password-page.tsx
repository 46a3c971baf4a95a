import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { ValidationKey } from '../../../lib/validation';
import { resetPassword } from '../api/password-recovery';
import { AuthCard, linkClasses } from './auth-card';
import { NewPasswordFields, readNewPassword } from '../../../components/new-password-fields';
import { problemClearing } from '../../../components/ui/problem-clearing';

type Problems = Partial<Record<'password' | 'confirm', ValidationKey>>;

/** /reset-password?token=: the link of the recovery mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { password, problems: found } = readNewPassword(form);
    setProblems(found);
    setFailure(null);
    if (found.password || found.confirm) return;

    setSubmitting(true);
    try {
      await resetPassword(token, password);
      toast.success(t('auth.reset.success'), t('auth.reset.successDescription'));
      await navigate('/login', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const message = error instanceof ApiError ? error.message : t('errors.unknown');
      setFailure(message);
      toast.error(t('auth.reset.failure'), message);
    }
  }

  const requestNew = (
    <Link to="/recover-password" className={linkClasses}>
      {t('auth.reset.requestNew')}
    </Link>
  );

  return (
    <AuthCard heading={t('auth.reset.heading')}>
      {!token
        ? (
          <Alert title={t('auth.reset.failure')}>
            <p>{t('auth.reset.missingToken')}</p>
            <p className="mt-2">{requestNew}</p>
          </Alert>
        )
        : (
          <form noValidate onSubmit={handleSubmit} {...problemClearing(setProblems)} className="flex flex-col gap-4">
            {failure && (
              <Alert title={t('auth.reset.failure')}>
                <p>{failure}</p>
                <p className="mt-2">{requestNew}</p>
              </Alert>
            )}
            <NewPasswordFields
              labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.reset.confirmPassword') }}
              errors={{ password: problems.password && t(problems.password), confirm: problems.confirm && t(problems.confirm) }}
            />
            <Button type="submit" isLoading={isSubmitting} className="mt-2 w-full">
              {t('auth.reset.submit')}
            </Button>
          </form>
        )}
    </AuthCard>
  );
}
