import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
  const message =
    `A feature never imports another: move what ${feature} shares to web/src/lib, hooks or components, or compose them in web/src/app (docs/web.md).`;
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
  'media.ts': 'uploads of the shared image picker (components/ui)',
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
          message:
            `web/src/lib/${name} is not plumbing: a feature's code lives in web/src/features/<area>, and what two features need is composed in web/src/app (docs/web.md, "Feature boundaries"). Plumbing is listed in LIB_PLUMBING (eslint.config.js).`,
        });
      },
    };
  },
};

// The worker's features have the same edges (docs/architecture.md "Feature edges"): a feature reaches
// another only through what that one exposes on purpose, its contract `schemas.ts` (zod, types and
// the constants it re-exports, shared with web/) and its `public.ts` (the server functions meant for
// other features); never its services, queries, answers, rules or kinds. The folders of
// worker/features are read here, like the web's. A relative path's meaning depends on how deep the
// importing file sits ('../auth/x' from features/chat/x.ts is the auth feature, '../../auth/x' is
// worker/auth), so the patterns are written per depth.
const WORKER_FEATURES = readdirSync(new URL('./worker/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_FACE = '(schemas|public)';
const THROUGH_FEATURES = {
  regex: String.raw`^(\.\./)+features(/|$)`,
  message:
    'Inside worker/features, another feature is a sibling folder: import its schemas.ts or public.ts (docs/architecture.md "Feature edges").',
};
// A service holds the flow (access, rules, transactions, notifications); its SQL is the feature's
// queries module (docs/architecture.md "A feature's shape"). A later config object replaces an
// earlier one's options for the same rule, so a service's object repeats the feature's edges.
const SERVICE_SQL = {
  regex: '^drizzle-orm(/|$)',
  message:
    'A service imports no drizzle-orm: move the SQL to the feature\'s queries module, as a function that takes the database or transaction handle and answers rows (docs/architecture.md "A feature\'s shape").',
};
const workerFeatureEdges = WORKER_FEATURES.flatMap((feature) => {
  const others = WORKER_FEATURES.filter((name) => name !== feature).join('|');
  const message =
    `A feature reaches another only through its schemas.ts or public.ts: export on purpose what ${feature} needs from the other's public.ts, or move what both share to worker/lib (docs/architecture.md "Feature edges").`;
  return [0, 1, 2, 3].flatMap((depth) => {
    const folder = `worker/features/${feature}/${'*/'.repeat(depth)}`;
    const edges = [{ regex: String.raw`^(\.\./){${depth + 1}}(${others})(/(?!${FEATURE_FACE}$)|$)`, message }, THROUGH_FEATURES];
    return [
      { files: [`${folder}*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: edges }] } },
      { files: [`${folder}*service*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [...edges, SERVICE_SQL] }] } },
    ];
  });
});
const NO_FEATURE = {
  regex: String.raw`^(\.\./)+features(/|$)`,
  message:
    'worker/platform, worker/tenancy and worker/lib import no feature: a feature registers what they run (after-answer work in worker/app.ts, the types lib/live.ts carries by module augmentation); see docs/architecture.md "Feature edges".',
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
  ...workerFeatureEdges,
  {
    files: ['worker/{platform,tenancy,lib}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURE] }] },
  },
  {
    // worker/access loads the records it checks through the features' queries (docs/security.md
    // "Access policy"): their queries.ts, contract and public face, nothing else of a feature.
    files: ['worker/access/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+features/[^/]+(/(?!(queries|schemas|public)$)|$)`,
              message: 'worker/access reads a feature through its queries.ts, schemas.ts or public.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the worker and the rooms (type-only imports do not count: they vanish at
    // run time). The node resolver finds the .ts files of relative imports; packages are not followed.
    files: ['worker/**/*.ts', 'party/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No file of the worker or the rooms is over 500 lines, counted as `wc -l` does (docs/architecture.md
    // "A feature's shape"): a longer one splits by sub-area (db/schema-messaging.ts, schedule/pattern-schemas.ts).
    files: ['worker/**/*.ts', 'party/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
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
