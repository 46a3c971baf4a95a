import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, field } from '../../../lib/api';
import { setAccessToken } from '../../../lib/session';
import { login } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<unknown>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setFailure(null);
    setMissing({ email: !email, password: !password });
    if (!email || !password) return;

    setSubmitting(true);
    try {
      const { access_token } = await login(email, password);
      setAccessToken(access_token);
      // A full load starts the signed-in app with nothing left over from the signed-out one.
      window.location.assign('/');
    } catch (error) {
      setFailure(error);
      setSubmitting(false);
    }
  }

  let notice: { title?: string; message: string } | null = null;
  if (failure instanceof ApiError && failure.status === 429) {
    const error = field(failure.body, 'error');
    notice = {
      title: t('auth.login.blocked'),
      message: typeof error === 'string' ? error : t('auth.login.tooManyAttempts'),
    };
  } else if (failure) {
    notice = { message: failure instanceof ApiError ? failure.message : t('errors.unknown') };
  }

  return (
    <form noValidate onSubmit={handleSubmit} onChange={() => setFailure(null)} className="flex flex-col gap-4">
      {notice && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {notice.title && <p className="font-semibold">{notice.title}</p>}
          <p>{notice.message}</p>
        </div>
      )}
      <Input
        label={t('auth.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={missing.email ? t('auth.login.emailRequired') : undefined}
      />
      <Input
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={missing.password ? t('auth.login.passwordRequired') : undefined}
      />
      <Button type="submit" isLoading={isSubmitting} className="mt-2 w-full">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
