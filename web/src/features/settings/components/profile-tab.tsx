import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { USER_KEY } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { checkEmail, type ValidationKey } from '../../../lib/validation';
import type { UserPublic } from '../../../types/api';
import { updateMe } from '../api/account';

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? null : value;
};

/** My profile: the user's own fields; role and status are a superadmin's to change. */
export function ProfileTab({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { mutate } = useSWRConfig();
  const [emailProblem, setEmailProblem] = useState<ValidationKey | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const isSuperadmin = user.role === 'superadmin';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const problem = checkEmail(email);
    setEmailProblem(problem);
    if (problem) return;

    setSubmitting(true);
    try {
      const updated = await updateMe({
        email,
        full_name: text(form, 'full_name'),
        acronym: text(form, 'acronym'),
        phone_1: text(form, 'phone_1'),
        phone_2: text(form, 'phone_2'),
        address: text(form, 'address'),
      });
      await mutate(USER_KEY, updated, { revalidate: false });
      toast.success(t('settings.profile.saved'));
    } catch (error) {
      toast.error(t('settings.profile.failure'), error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-100 text-lg font-bold text-primary-800 dark:bg-primary-900/60 dark:text-primary-100"
        >
          {(user.acronym || user.full_name || user.email).slice(0, 3).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{user.full_name || user.email}</h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('settings.profile.memberSince', { date: format.date(user.created_at, { dateStyle: 'long' }) })}
          </p>
        </div>
      </div>

      <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label={t('settings.profile.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={255}
          defaultValue={user.email}
          error={emailProblem ? t(emailProblem) : undefined}
          className="sm:col-span-2"
        />
        <Input label={t('settings.profile.fullName')} name="full_name" autoComplete="name" maxLength={255} defaultValue={user.full_name ?? ''} />
        <Input
          label={t('settings.profile.acronym')}
          name="acronym"
          maxLength={10}
          defaultValue={user.acronym ?? ''}
          hint={t('settings.profile.acronymHint')}
        />
        <Input label={t('settings.profile.phone1')} name="phone_1" type="tel" autoComplete="tel" maxLength={32} defaultValue={user.phone_1 ?? ''} />
        <Input label={t('settings.profile.phone2')} name="phone_2" type="tel" maxLength={32} defaultValue={user.phone_2 ?? ''} />
        <Textarea
          label={t('settings.profile.address')}
          name="address"
          autoComplete="street-address"
          maxLength={500}
          defaultValue={user.address ?? ''}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={isSubmitting}>
            {t('settings.profile.submit')}
          </Button>
        </div>
      </form>

      <section aria-labelledby="account-heading" className="flex flex-col gap-4 border-t border-stone-200 pt-6 dark:border-stone-800">
        <h2 id="account-heading" className="font-semibold">
          {t('settings.profile.accountHeading')}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input label={t('settings.profile.role')} name="role" value={t(`roles.${user.role}`)} disabled readOnly />
          <Input
            label={t('settings.profile.status')}
            name="status"
            value={user.is_active ? t('settings.profile.active') : t('settings.profile.inactive')}
            disabled
            readOnly
          />
        </div>
        {isSuperadmin ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.profile.superadminManaged')}</p>
        ) : (
          <Alert variant="locked" live={false} title={t('settings.profile.permissionDenied')}>
            {t('settings.profile.superadminOnly')}
          </Alert>
        )}
      </section>
    </div>
  );
}
