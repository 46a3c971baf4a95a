// The locale files are edited whole (en.json, pl.json, uk.json), but the browser loads them in two
// i18next namespaces, cut at build time by web/vite.config.ts (plugin `localeNamespaces`):
//
// - `translation`, the texts of the screens without a session (login, sign-up, recovery, reset,
//   company), of the 404 and error screens, the language and theme switches, the toasts and the
//   API's errors those screens can meet. Loaded before the first render.
// - `app`, everything else. Loaded with the signed-in frame (app/router.tsx), before it renders.
//
// i18next looks a key up in `translation`, then in `app` (`fallbackNS`), so a `t()` call never
// names its namespace. tests/unit/web/locale-namespaces.test.ts checks that every key the public
// screens use is in `translation`. Data only: the Vite config imports this file too.

/** Key paths of `translation` (a section, or a part of one); the rest of each file is `app`. */
export const PUBLIC_TEXTS = [
  'app',
  'common',
  'languages',
  'preferences',
  'toasts',
  'auth',
  'notFound',
  'routeError',
  'httpStatus',
  // The messages of every form check: lib/validation.ts is one module, the login form's too.
  'validation',
  // The answers of the endpoints the public screens call (docs/api.md, "Error codes").
  'errors.unknown',
  'errors.network',
  'errors.somethingWentWrong',
  'errors.validation',
  'errors.field',
  'errors.auth',
  'errors.signup',
  'errors.tenant',
  'errors.http',
  'errors.server',
  // A 422 item's message by its code (lib/api.ts): the sign-up and reset forms meet them too.
  'fieldErrors',
] as const;

export const NAMESPACES = ['translation', 'app'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Texts = { [key: string]: string | Texts };

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** Whether a key path (`a.b.c`) is in a namespace. */
export function namespaceOf(key: string): Namespace {
  return PUBLIC_TEXTS.some((path) => key === path || key.startsWith(`${path}.`)) ? 'translation' : 'app';
}

/** The texts of one namespace from a whole locale file. */
export function namespaceTexts(texts: Texts, namespace: Namespace, prefix = ''): Texts {
  const part: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (isTexts(value) && PUBLIC_TEXTS.some((publicPath) => publicPath.startsWith(`${path}.`))) {
      // A section split between the two: look inside.
      const inner = namespaceTexts(value, namespace, `${path}.`);
      if (Object.keys(inner).length > 0) part[key] = inner;
    } else if (namespaceOf(path) === namespace) {
      part[key] = value;
    }
  }
  return part;
}
