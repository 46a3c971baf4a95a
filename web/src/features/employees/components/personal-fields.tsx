// A user's personal fields (the API's profile fields and the email), as both profile forms show and
// send them: another person's on the profile page (user-form.tsx) and one's own in Settings > My
// profile (features/settings, given by the app: app/routes/settings.tsx).
import { useTranslation } from 'react-i18next';
import { Input, Textarea } from '../../../components/ui/input';
import type { UserPublic, UserUpdateMe } from '../../../types/api';

export type PersonalField = 'email' | 'full_name' | 'acronym' | 'phone_1' | 'phone_2' | 'address';

const text = (form: FormData, name: PersonalField) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? null : value;
};

/** The fields as the API takes them: trimmed, an empty optional one null (the email is checked by the form). */
export function readPersonalFields(form: FormData): UserUpdateMe & { email: string } {
  return {
    email: String(form.get('email') ?? '').trim(),
    full_name: text(form, 'full_name'),
    acronym: text(form, 'acronym'),
    phone_1: text(form, 'phone_1'),
    phone_2: text(form, 'phone_2'),
    address: text(form, 'address'),
  };
}

type PersonalFieldsProps = {
  user: UserPublic;
  /** The signed-in user's own fields: the browser may fill them in. */
  own?: boolean;
  problems?: Partial<Record<PersonalField, string>>;
  disabled?: boolean;
};

/** The inputs, for a two-column grid (email and address span both). */
export function PersonalFields({ user, own = false, problems = {}, disabled }: PersonalFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('settings.profile.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={own ? 'email' : 'off'}
        maxLength={255}
        defaultValue={user.email}
        error={problems.email}
        disabled={disabled}
        className="sm:col-span-2"
      />
      <Input
        label={t('settings.profile.fullName')}
        name="full_name"
        autoComplete={own ? 'name' : 'off'}
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
        hint={own ? t('settings.profile.acronymHint') : t('profile.user.acronymHint')}
        error={problems.acronym}
        disabled={disabled}
      />
      <Input
        label={t('settings.profile.phone1')}
        name="phone_1"
        type="tel"
        autoComplete={own ? 'tel' : undefined}
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
        autoComplete={own ? 'street-address' : undefined}
        maxLength={500}
        rows={own ? 3 : 2}
        defaultValue={user.address ?? ''}
        error={problems.address}
        disabled={disabled}
        className="sm:col-span-2"
      />
    </>
  );
}
