import { useRef, useState, type ChangeEvent, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api';
import { USER_KEY } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { checkEmail, type ValidationKey } from '../../../lib/validation';
import type { UserPublic, UserUpdateMe } from '../../../types/api';
import { removeAvatar, updateMe, uploadAvatar } from '../api/account';

/** What the picture input offers (the API checks the content: docs/media.md). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The personal fields (email, name, acronym, phones, address) and their reading: the employees
 * feature's, whose profile form edits the same fields of another person; given by the app.
 */
export type PersonalFieldsPart = {
  Fields: ComponentType<{ user: UserPublic; own: true; problems: { email?: string } }>;
  read: (form: FormData) => UserUpdateMe & { email: string };
};

/** My profile: the user's own fields; role and status are a superadmin's to change. */
export function ProfileTab({ user, personalFields }: { user: UserPublic; personalFields: PersonalFieldsPart }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { mutate } = useSWRConfig();
  const [emailProblem, setEmailProblem] = useState<ValidationKey | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const isSuperadmin = user.role === 'superadmin';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = personalFields.read(new FormData(event.currentTarget));
    const problem = checkEmail(input.email);
    setEmailProblem(problem);
    if (problem) return;

    setSubmitting(true);
    try {
      const updated = await updateMe(input);
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
        <UserAvatar person={user} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{user.full_name || user.email}</h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('settings.profile.memberSince', { date: format.date(user.created_at, { dateStyle: 'long' }) })}
          </p>
        </div>
      </div>

      <AvatarSection user={user} />

      <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <personalFields.Fields user={user} own problems={{ email: emailProblem ? t(emailProblem) : undefined }} />
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
        {isSuperadmin
          ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.profile.superadminManaged')}</p>
          : (
            <Alert variant="locked" live={false} title={t('settings.profile.permissionDenied')}>
              {t('settings.profile.superadminOnly')}
            </Alert>
          )}
      </section>
    </div>
  );
}

/** The picture: chosen, uploaded at once, shown everywhere the initials were; or removed. */
function AvatarSection({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy('upload');
    try {
      await mutate(USER_KEY, await uploadAvatar(file), { revalidate: false });
      toast.success(t('settings.profile.avatarSaved'));
    } catch (error) {
      toast.error(t('settings.profile.avatarFailure'), error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
    }
  }

  async function handleRemove() {
    if (!user.avatar) return;
    setBusy('remove');
    try {
      await removeAvatar(user.avatar);
      await mutate(USER_KEY, { ...user, avatar: null }, { revalidate: false });
      toast.success(t('settings.profile.avatarRemoved'));
    } catch (error) {
      toast.error(t('settings.profile.avatarRemoveFailure'), error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="avatar-heading" className="flex flex-col gap-3">
      <h2 id="avatar-heading" className="font-semibold">
        {t('settings.profile.avatarHeading')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={(event) => void handleFile(event)}
        />
        <Button
          type="button"
          variant="ghost"
          className="border border-stone-300 dark:border-stone-700"
          isLoading={busy === 'upload'}
          disabled={busy !== null}
          onClick={() => input.current?.click()}
        >
          {t('settings.profile.avatarChoose')}
        </Button>
        {user.avatar && (
          <Button
            type="button"
            variant="ghost"
            isLoading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() => void handleRemove()}
          >
            {t('settings.profile.avatarRemove')}
          </Button>
        )}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.profile.avatarHint')}</p>
    </section>
  );
}
