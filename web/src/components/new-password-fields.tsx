import { useTranslation } from 'react-i18next';
import { checkConfirmation, checkPassword, type ValidationKey } from '../lib/validation';
import { Input } from './ui/input';

/** The new password of a form showing these fields, and the problems of the pair (lib/validation keys). */
export function readNewPassword(form: FormData): { password: string; problems: { password?: ValidationKey; confirm?: ValidationKey } } {
  const password = String(form.get('password') ?? '');
  const confirm = String(form.get('confirm') ?? '');
  return {
    password,
    problems: { password: checkPassword(password) ?? undefined, confirm: checkConfirmation(password, confirm) ?? undefined },
  };
}

/**
 * A new password and its confirmation, as every password form asks for them (fields `password`
 * and `confirm`); the form reads and checks them with readNewPassword and passes the messages in.
 */
export function NewPasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t('auth.signup.passwordHint')}
        error={errors.password}
      />
      <Input
        label={labels.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirm}
      />
    </>
  );
}
