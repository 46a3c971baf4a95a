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

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', '.wrangler', 'data', 'worker/db/migrations.generated.ts'] },
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
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
