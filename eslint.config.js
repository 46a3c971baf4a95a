import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports in the web app flow one way: shared code (components, hooks, lib, types) -> features ->
// app. A feature never imports another feature nor the app (docs/web.md, "Feature boundaries");
// bulletproof-react's zones, written with the built-in no-restricted-imports. The features are the
// folders of web/src/features, read here, so a new feature is covered without editing this file.
// Imports are relative ('../../lib/api'); '@/...' is covered too in case an alias comes.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const UP = String.raw`^(@/|(\.\./)+)`;
const APP = { regex: `${UP}app(/|$)`, message: 'Only the app composes features: web/src/app imports them, nothing imports the app.' };
const featureBoundaries = WEB_FEATURES.map((feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature).join('|');
  const message = `A feature never imports another: move what ${feature} shares to web/src/lib, hooks or components, or compose them in web/src/app (docs/web.md).`;
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // '../../schedule/api/schedule' from a feature's folder, or through features/ ('@/features/schedule/...').
            { regex: String.raw`^(\.\./)+(${others})(/|$)`, message },
            { regex: `${UP}features/(?!${feature}/)`, message },
            APP,
          ],
        },
      ],
    },
  };
});

// web/src/lib holds plumbing only (docs/web.md, "What lib holds"): the API client and the session,
// texts, dates and formats, toasts, the cache's change signals, the live connection, and the few
// reads every screen picks from. A feature's domain code lives in its folder; a module two features
// need is the owner's, composed by web/src/app. A new file in lib is a decision: add it here with
// its reason, or the lint fails.
const LIB_PLUMBING = {
  'action-error.ts': "a failed action's toast",
  'api.ts': 'the one API client',
  'auth.ts': 'the signed-in user, logout',
  'data-changes.ts': 'which cached reads a write reloads',
  'date-entry.ts': 'typed dates and times of the inputs',
  'duration.ts': 'lengths of time in the language',
  'format.ts': 'Intl formats in the language',
  'i18n.ts': 'texts and the language',
  'initials.ts': "a person's initials",
  'live.ts': 'the live connection and presence',
  'media.ts': "uploads of the shared image picker (components/ui)",
  'month.ts': '`YYYY-MM` helpers',
  'org.ts': 'the companies, departments and people every screen offers as choices',
  'paths.ts': "shared reads' paths for a first screen's early reads",
  'relative-time.ts': "'5 minutes ago'",
  'schedule.ts': "the day shift read, the company's today, wall times",
  'session.ts': 'the token',
  'sound.ts': 'the toast sound',
  'tenant.ts': 'the host company',
  'theme.ts': 'light and dark',
  'toast.ts': 'toasts',
  'validation.ts': 'form checks',
};
const libPlumbing = {
  meta: { type: 'problem', docs: { description: 'web/src/lib holds only the plumbing listed in eslint.config.js' }, schema: [] },
  create(context) {
    const name = context.filename.replace(/\\/g, '/').split('/web/src/lib/')[1];
    if (!name || name in LIB_PLUMBING) return {};
    return {
      Program(node) {
        context.report({
          node,
          message: `web/src/lib/${name} is not plumbing: a feature's code lives in web/src/features/<area>, and what two features need is composed in web/src/app (docs/web.md, "Feature boundaries"). Plumbing is listed in LIB_PLUMBING (eslint.config.js).`,
        });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', '.wrangler', 'data', '.e2e-node-*', 'worker/db/migrations.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['web/src/{components,hooks,lib,types}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `${UP}features/`, message: 'Shared code never imports a feature: features import it.' }, APP] },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    plugins: { grafik: { rules: { 'lib-plumbing': libPlumbing } } },
    rules: { 'grafik/lib-plumbing': 'error' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
