import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { ROLES } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { checkEmail } from '../../../lib/validation';
import type { Role, UserPublic, UserUpdate } from '../../../types/api';
import { updateUser } from '../api/employees';
import type { ProfileRights } from './profile-rules';
import { useFormSubmit } from '../../../components/ui/use-form-submit';

type Field = 'email' | 'full_name' | 'acronym' | 'phone_1' | 'phone_2' | 'address' | 'role' | 'is_active';

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? null : value;
};

/**
 * The user part of the profile ('Email is required'). Role and active flag are a superadmin's
 * (others see 'Permission Denied' / 'SuperAdmin Only', as in the settings); nobody changes their own
 * here. Toasts 'User updated' / 'Could not update user'.
 */
export function UserForm({ user, rights, onSaved }: { user: UserPublic; rights: ProfileRights; onSaved: (user: UserPublic) => void }) {
  const { t } = useTranslation();
  const { problems, submitting: isSubmitting, submit, clearing } = useFormSubmit<Field>({ busyAfterSuccess: false });
  const [role, setRole] = useState<Role>(user.role);
  const [active, setActive] = useState(user.is_active);
  const disabled = !rights.editUser;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const emailProblem = checkEmail(email);
    const input: UserUpdate = {
      email,
      full_name: text(form, 'full_name'),
      acronym: text(form, 'acronym'),
      phone_1: text(form, 'phone_1'),
      phone_2: text(form, 'phone_2'),
      address: text(form, 'address'),
    };
    if (rights.editRoleAndStatus) Object.assign(input, { role, is_active: active });

    const saved = await submit(formElement, {
      found: emailProblem ? { email: t(emailProblem) } : {},
      failure: t('settings.profile.failure'),
      send: () => updateUser(user.id, input),
    });
    if (!saved) return;
    toast.success(t('settings.profile.saved'));
    onSaved(saved);
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...clearing} className="flex flex-col gap-6">
      {disabled && (
        <Alert variant="locked" live={false} title={t('settings.profile.permissionDenied')}>
          {t('profile.user.readOnly')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label={t('settings.profile.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={255}
          defaultValue={user.email}
          error={problems.email}
          disabled={disabled}
          className="sm:col-span-2"
        />
        <Input
          label={t('settings.profile.fullName')}
          name="full_name"
          autoComplete="off"
          maxLength={255}
          defaultValue={user.full_name ?? ''}
          error={problems.full_name}
          disabled={disabled}
        />
        <Input
          label={t('settings.profile.acronym')}
          name="acronym"
          maxLength={10}
          defaultValue={user.acronym ?? ''}
          hint={t('profile.user.acronymHint')}
          error={problems.acronym}
          disabled={disabled}
        />
        <Input
          label={t('settings.profile.phone1')}
          name="phone_1"
          type="tel"
          maxLength={32}
          defaultValue={user.phone_1 ?? ''}
          error={problems.phone_1}
          disabled={disabled}
        />
        <Input
          label={t('settings.profile.phone2')}
          name="phone_2"
          type="tel"
          maxLength={32}
          defaultValue={user.phone_2 ?? ''}
          error={problems.phone_2}
          disabled={disabled}
        />
        <Textarea
          label={t('settings.profile.address')}
          name="address"
          maxLength={500}
          rows={2}
          defaultValue={user.address ?? ''}
          error={problems.address}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </div>

      <div className="border-t border-stone-200 pt-6 dark:border-stone-800">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 font-semibold">{t('settings.profile.accountHeading')}</legend>
          {rights.editRoleAndStatus ? (
            <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
              <Select label={t('settings.profile.role')} value={role} onChange={(event) => setRole(event.target.value as Role)} error={problems.role}>
                {ROLES.map((item) => (
                  <option key={item} value={item}>
                    {t(`roles.${item}`)}
                  </option>
                ))}
              </Select>
              <div className="sm:pt-7">
                <Switch
                  label={t('profile.user.activeLabel')}
                  description={active ? t('settings.profile.active') : t('settings.profile.inactive')}
                  checked={active}
                  onChange={setActive}
                />
              </div>
            </div>
          ) : (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Input label={t('settings.profile.role')} name="role-shown" value={t(`roles.${user.role}`)} disabled readOnly />
                <Input
                  label={t('settings.profile.status')}
                  name="status-shown"
                  value={user.is_active ? t('settings.profile.active') : t('settings.profile.inactive')}
                  disabled
                  readOnly
                />
              </div>
              {rights.isSuperadmin ? (
                <p className="text-sm text-stone-600 dark:text-stone-400">{t('profile.user.ownRole')}</p>
              ) : (
                <Alert variant="locked" live={false} title={t('settings.profile.permissionDenied')}>
                  {t('settings.profile.superadminOnly')}
                </Alert>
              )}
            </>
          )}
        </fieldset>
      </div>

      {!disabled && (
        <div>
          <Button type="submit" isLoading={isSubmitting}>
            {t('settings.profile.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
