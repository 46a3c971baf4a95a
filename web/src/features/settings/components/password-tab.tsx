import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useLogout } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { checkPassword, type ValidationKey } from '../../../lib/validation';
import { changePassword } from '../api/account';
import { NewPasswordFields, readNewPassword } from '../../../components/new-password-fields';
import { problemClearing } from '../../../components/ui/problem-clearing';

type Problems = Partial<Record<'current' | 'password' | 'confirm', ValidationKey>>;

export function PasswordTab() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [problems, setProblems] = useState<Problems>({});
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = String(form.get('current') ?? '');
    const { password, problems: passwordProblems } = readNewPassword(form);
    const found: Problems = { current: checkPassword(current, { minLength: false }) ?? undefined, ...passwordProblems };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;

    setSubmitting(true);
    try {
      await changePassword(current, password);
      // The API ends every session of this user: sign in again with the new password.
      toast.success(t('settings.password.changed'), t('settings.password.changedDescription'));
      logout();
    } catch (error) {
      setSubmitting(false);
      toast.error(t('settings.password.failure'), error instanceof ApiError ? error.message : t('errors.unknown'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...problemClearing(setProblems)} className="flex max-w-md flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('settings.password.heading')}</h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('settings.password.intro')}</p>
      </div>
      <Input
        label={t('settings.password.current')}
        name="current"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={problems.current && t(problems.current)}
      />
      <NewPasswordFields
        labels={{ password: t('settings.password.new'), confirm: t('settings.password.confirm') }}
        errors={{ password: problems.password && t(problems.password), confirm: problems.confirm && t(problems.confirm) }}
      />
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
