import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, field } from '../../../lib/api';
import { setAccessToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { checkPassword, type ValidationKey } from '../../../lib/validation';
import { login } from '../api/login';
import { linkClasses } from './auth-card';
import { problemClearing } from '../../../components/ui/problem-clearing';

type Problems = { email?: ValidationKey; password?: ValidationKey };

export function LoginForm() {
  const { t } = useTranslation();
  // Sign-up and password reset come here with the email to sign in with.
  const state: unknown = useLocation().state;
  const knownEmail = typeof field(state, 'email') === 'string' ? (field(state, 'email') as string) : '';
  const [problems, setProblems] = useState<Problems>({});
  const clearing = problemClearing(setProblems);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setFailure(null);
    const found: Problems = {
      email: email ? undefined : 'validation.emailRequired',
      password: checkPassword(password, { minLength: false }) ?? undefined,
    };
    setProblems(found);
    if (found.email || found.password) return;

    setSubmitting(true);
    try {
      const { access_token } = await login(email, password);
      setAccessToken(access_token);
      // A full load starts the signed-in app with nothing left over from the signed-out one.
      window.location.assign('/');
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 429) {
        // Spec section 8: a 'Blocked' toast with the answer's error (translated by its code); the
        // form error is cleared.
        const message = field(error.body, 'error');
        const known = (typeof message === 'string' && message) || field(error.body, 'code');
        toast.error(t('auth.login.blocked'), known ? error.message : t('auth.login.tooManyAttempts'));
        return;
      }
      setFailure(error instanceof ApiError ? error.message : t('errors.unknown'));
    }
  }

  return (
    // Editing a field is the reset action of spec section 4: it clears the failure.
    <form
      noValidate
      onSubmit={handleSubmit}
      onInput={(event) => {
        setFailure(null);
        clearing.onInput(event);
      }}
      onChange={clearing.onChange}
      className="flex flex-col gap-4"
    >
      {failure && <Alert>{failure}</Alert>}
      <Input
        label={t('auth.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={knownEmail}
        error={problems.email && t(problems.email)}
      />
      <Input
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={problems.password && t(problems.password)}
      />
      <Link to="/recover-password" className={`self-end text-sm ${linkClasses}`}>
        {t('auth.login.forgotPassword')}
      </Link>
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
