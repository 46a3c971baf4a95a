import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { SIGNUP_CLOSED_CODE, useSignupPolicy } from '../api/signup-policy';
import { toast } from '../../../lib/toast';
import { checkEmail, type ValidationKey } from '../../../lib/validation';
import { signup } from '../api/signup';
import { AuthCard, linkClasses } from './auth-card';
import { NewPasswordFields, readNewPassword } from '../../../components/new-password-fields';
import { problemClearing } from '../../../components/ui/problem-clearing';

type Problems = Partial<Record<'email' | 'password' | 'confirm', ValidationKey>>;

/** The 403 the API answers when the company's sign-up is closed. */
const isSignupClosed = (error: unknown) =>
  error instanceof ApiError
  && error.status === 403
  && typeof error.body === 'object'
  && error.body !== null
  && (error.body as { code?: unknown }).code === SIGNUP_CLOSED_CODE;

export function SignupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signup.title'));
  const navigate = useNavigate();
  const [problems, setProblems] = useState<Problems>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const policy = useSignupPolicy();
  // What the last attempt found: an account waiting for approval, or sign-up closed meanwhile.
  const [outcome, setOutcome] = useState<'pending' | 'closed' | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fullName = String(form.get('fullName') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const { password, problems: passwordProblems } = readNewPassword(form);
    const found: Problems = { email: checkEmail(email) ?? undefined, ...passwordProblems };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;

    setSubmitting(true);
    try {
      const created = await signup({ email, password, full_name: fullName || null });
      if (!created.is_active) {
        // Sign-up under approval: the account waits for an administrator; nothing to sign in to yet.
        setSubmitting(false);
        setOutcome('pending');
        return;
      }
      toast.success(t('auth.signup.success'), t('auth.signup.successDescription'));
      // Signing up does not sign in (spec section 4): the login screen takes the email.
      await navigate('/login', { state: { email } });
    } catch (error) {
      setSubmitting(false);
      if (isSignupClosed(error)) {
        setOutcome('closed');
        void policy.mutate();
        return;
      }
      toast.error(t('auth.signup.failure'), error instanceof ApiError ? error.message : t('errors.unknown'));
    }
  }

  const closed = outcome === 'closed' || (outcome === null && policy.data?.policy === 'closed');
  const footer = (
    <p>
      {t('auth.signup.haveAccount')}{' '}
      <Link to="/login" className={linkClasses}>
        {t('auth.signup.logIn')}
      </Link>
    </p>
  );

  if (outcome === 'pending') {
    return (
      <AuthCard heading={t('auth.signup.pending.heading')} footer={footer}>
        <div role="status">
          <Alert variant="success" title={t('auth.signup.pending.title')} live={false}>
            {t('auth.signup.pending.message')}
          </Alert>
        </div>
      </AuthCard>
    );
  }
  if (closed) {
    return (
      <AuthCard heading={t('auth.signup.heading')} footer={footer}>
        <div role="status">
          <Alert variant="locked" title={t('auth.signup.closed.title')} live={false}>
            {t('auth.signup.closed.message')}
          </Alert>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('auth.signup.heading')}
      intro={policy.data?.policy === 'approval' ? t('auth.signup.approvalHint') : undefined}
      footer={footer}
    >
      <form noValidate onSubmit={handleSubmit} {...problemClearing(setProblems)} className="flex flex-col gap-4">
        <Input
          label={`${t('auth.signup.fullName')} (${t('common.optional')})`}
          name="fullName"
          autoComplete="name"
          maxLength={255}
        />
        <Input
          label={t('auth.signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={255}
          error={problems.email && t(problems.email)}
        />
        <NewPasswordFields
          labels={{ password: t('auth.signup.password'), confirm: t('auth.signup.confirmPassword') }}
          errors={{ password: problems.password && t(problems.password), confirm: problems.confirm && t(problems.confirm) }}
        />
        <Button type="submit" isLoading={isSubmitting} className="mt-2 w-full">
          {t('auth.signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
