import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../locales/en.json';
import type { Namespace } from '../locales/namespaces';
import { LANGUAGES, type Language } from '../../../worker/lib/languages';
import { isSignedIn } from './session';

// The app's languages are the API's (worker/lib/languages.ts, bundled: web/browser-modules.ts).
export { LANGUAGES, type Language };

/** The language the screens show now (a switch re-renders), as the API's `lang` parameters take it. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return LANGUAGES.find((language) => language === instance.resolvedLanguage) ?? 'en';
}

/** The same outside React: the language the app shows, or is about to once its texts are in. */
export function currentLanguage(): Language {
  const code = (i18n.resolvedLanguage ?? i18n.language ?? '').slice(0, 2);
  return LANGUAGES.find((language) => language === code) ?? 'en';
}

declare module 'i18next' {
  // Keys are checked by the compiler against the English file. The namespace `app` is found
  // through `fallbackNS`: a t() call names no namespace.
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

// Each language and namespace is its own chunk, fetched when first used: the login screen
// downloads the public texts of one language, the signed-in frame adds the rest of that language
// (locales/namespaces.ts; docs/architecture.md, "Delivery").
type Texts = () => Promise<{ default: unknown }>;
const TEXTS: Record<Language, Record<Namespace, Texts>> = {
  en: { translation: () => import('../locales/en.json?ns=translation'), app: () => import('../locales/en.json?ns=app') },
  pl: { translation: () => import('../locales/pl.json?ns=translation'), app: () => import('../locales/pl.json?ns=app') },
  uk: { translation: () => import('../locales/uk.json?ns=translation'), app: () => import('../locales/uk.json?ns=app') },
};

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = TEXTS[language as Language]?.[namespace as Namespace];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Resolves once the detected language's texts are in (the public ones, or all when signed in). */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    // `?lng=`, then the language chosen before, then the browser's languages.
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    // The three files have the same keys (tests/unit/web/locales.test.ts): a supported language
    // needs no fallback file; anything else falls back to English.
    fallbackLng: { en: [], pl: [], uk: [], default: ['en'] },
    load: 'languageOnly',
    // A signed-in visit needs the texts of the signed-in screens too: both come at once.
    ns: typeof window !== 'undefined' && isSignedIn() ? ['translation', 'app'] : ['translation'],
    fallbackNS: 'app',
    interpolation: { escapeValue: false }, // React escapes already
  });

/**
 * The texts of the signed-in screens in the current language. Once loaded, a language switch
 * loads both namespaces of the new language before it shows.
 */
export const loadAppTexts = () => i18n.loadNamespaces('app');

export { i18n };
