import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';

export const LANGUAGES = ['en', 'pl', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

declare module 'i18next' {
  // Keys are checked by the compiler against the English file.
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

// Each language is its own chunk, fetched when it is first used: a visit downloads one of the
// three locale files, not all of them (docs/architecture.md, "Delivery").
const LOCALES: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../locales/en.json'),
  pl: () => import('../locales/pl.json'),
  uk: () => import('../locales/uk.json'),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = LOCALES[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Resolves once the detected language's texts are in: the app renders after it. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    // The three files have the same keys (tests/unit/web/locales.test.ts): a supported language
    // needs no fallback file; anything else falls back to English.
    fallbackLng: { en: [], pl: [], uk: [], default: ['en'] },
    load: 'languageOnly',
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false }, // React escapes already
  });

export { i18n };
