import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { ROLES } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { checkEmail } from '../../../lib/validation';
import type { Role, UserPublic, UserUpdate } from '../../../types/api';
import { updateUser } from '../api/employees';
import { PersonalFields, readPersonalFields } from './personal-fields';
import type { ProfileRights } from './profile-rules';
import { useFormSubmit } from '../../../components/ui/use-form-submit';

type Field = 'email' | 'full_name' | 'acronym' | 'phone_1' | 'phone_2' | 'address' | 'role' | 'is_active';

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
    const personal = readPersonalFields(new FormData(formElement));
    const emailProblem = checkEmail(personal.email);
    const input: UserUpdate = rights.editRoleAndStatus ? { ...personal, role, is_active: active } : personal;

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
        <PersonalFields user={user} problems={problems} disabled={disabled} />
      </div>

      <div className="border-t border-stone-200 pt-6 dark:border-stone-800">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 font-semibold">{t('settings.profile.accountHeading')}</legend>
          {rights.editRoleAndStatus
            ? (
              <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
                <Select
                  label={t('settings.profile.role')}
                  value={role}
                  onChange={(event) => setRole(event.target.value as Role)}
                  error={problems.role}
                >
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
            )
            : (
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
                {rights.isSuperadmin
                  ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('profile.user.ownRole')}</p>
                  : (
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
