import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { Input, Select } from '../../../components/ui/input';
import { field } from '../../../lib/api';
import { ROLES } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { checkEmail } from '../../../lib/validation';
import type { Role, UserPublic } from '../../../types/api';
import { createUser } from '../api/users';
import { NewPasswordFields, readNewPassword } from '../../../components/new-password-fields';

type Field = 'email' | 'full_name' | 'password' | 'confirm' | 'role';

type AddUserDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Superadmins choose the role; an admin's new users have the role user (the API allows no other). */
  canChooseRole: boolean;
  onCreated: (user: UserPublic) => void;
};

/** The add-user form of spec section 5, in a dialog. */
export function AddUserDialog({ open, onClose, canChooseRole, onCreated }: AddUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('users.add.title')}>
      <AddUserForm canChooseRole={canChooseRole} onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function AddUserForm({ canChooseRole, onCancel, onCreated }: Omit<AddUserDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const { problems, submitting: isSubmitting, submit, clearing } = useFormSubmit<Field>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const fullName = String(form.get('full_name') ?? '').trim();
    const { password, problems: passwordProblems } = readNewPassword(form);
    const role = (canChooseRole ? String(form.get('role') ?? 'user') : 'user') as Role;
    const found: Partial<Record<Field, string>> = {};
    const emailProblem = checkEmail(email);
    if (emailProblem) found.email = t(emailProblem);
    if (passwordProblems.password) found.password = t(passwordProblems.password);
    if (passwordProblems.confirm) found.confirm = t(passwordProblems.confirm);
    const user = await submit(formElement, {
      found,
      failure: t('users.add.failure'),
      send: () => createUser({ email, password, full_name: fullName || null, role }),
      fieldOf: (error) => (field(error.body, 'code') === 'users.email_taken' ? { email: error.message } : undefined),
    });
    if (!user) return;
    toast.success(t('users.add.created'), user.full_name || user.email);
    onCreated(user);
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...clearing} className="mt-4 flex flex-col gap-4">
      <Input
        label={t('users.fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={255}
        error={problems.email}
      />
      <Input label={t('users.fields.fullName')} name="full_name" autoComplete="off" maxLength={255} error={problems.full_name} />
      <NewPasswordFields
        labels={{ password: t('users.fields.password'), confirm: t('users.fields.confirmPassword') }}
        errors={{ password: problems.password, confirm: problems.confirm }}
      />
      {canChooseRole && (
        <Select label={t('users.fields.role')} name="role" defaultValue="user" error={problems.role}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
      )}
      {!canChooseRole && <p className="text-sm text-stone-600 dark:text-stone-400">{t('users.add.roleUserOnly')}</p>}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('users.add.submit')}
        </Button>
      </div>
    </form>
  );
}
