import { useTranslation } from 'react-i18next';
import { Input } from './ui/input';

/**
 * A new password and its confirmation, as every password form asks for them (fields `password`
 * and `confirm`); the form checks them with lib/validation and passes the messages in.
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
