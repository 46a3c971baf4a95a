import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/i18n';
import { ToggleGroup } from './ui/toggle-group';

// Each language is named in itself (English, polski, українська), whatever the current one.
const nativeName = (language: Language) => new Intl.DisplayNames([language], { type: 'language' }).of(language);

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
        title: nativeName(language),
      }))}
    />
  );
}
