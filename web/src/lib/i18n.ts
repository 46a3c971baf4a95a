import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import uk from '../locales/uk.json';

export const LANGUAGES = ['en', 'pl', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

declare module 'i18next' {
  // Keys are checked by the compiler against the English file.
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, pl: { translation: pl }, uk: { translation: uk } },
    supportedLngs: LANGUAGES,
    fallbackLng: 'en',
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false }, // React escapes already
  });

export { i18n };
