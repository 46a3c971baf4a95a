import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import { ToggleGroup } from './ui/toggle-group';

/** EN / PL / UK; each button is named by its code and its language in that language ('EN English', 'PL Polski', 'UK Українська'). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ToggleGroup
      label={t('preferences.language')}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: language.toUpperCase(),
        name: t(`languages.${language}`),
        lang: language,
      }))}
    />
  );
}
