// The two i18next namespaces of the locale files (web/src/locales/namespaces.ts): nothing lost in
// the cut, and every text the screens without a session can show is in `translation`, the one
// they load (the signed-in texts, `app`, come with the signed-in frame).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../web/src/locales/en.json';
import { namespaceOf, namespaceTexts, PUBLIC_TEXTS } from '../../../web/src/locales/namespaces';
import pl from '../../../web/src/locales/pl.json';
import uk from '../../../web/src/locales/uk.json';
import { localeEntries } from '../../support/locales';

const SRC = resolve(import.meta.dirname, '../../../web/src');

/**
 * The modules a screen without a session runs: the entry (app shell, router, i18n, toasts, the
 * error screen), the public routes and the full-screen 404, with everything they import statically.
 * Dynamic imports (the signed-in screens) are not followed.
 */
const PUBLIC_ROOTS = [
  'main.tsx',
  'features/auth/components/login-page.tsx',
  'features/auth/components/signup-page.tsx',
  'features/auth/components/recover-password-page.tsx',
  'features/auth/components/reset-password-page.tsx',
  'features/auth/components/company-page.tsx',
  'app/routes/not-found.tsx',
];

/** Keys built from an answer at run time and checked with i18n.exists (lib/api.ts, codeMessage). */
const CHECKED_AT_RUN_TIME = ['errors.'];

function publicModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const source = readFileSync(file, 'utf8');
    modules.set(file, source);
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)) {
      if (!specifier || specifier.endsWith('.json') || specifier.endsWith('.css') || specifier.endsWith('.wav')) continue;
      const base = join(dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      // Only the web app's own modules (worker/ helpers hold no texts).
      if (found && found.startsWith(SRC)) visit(found);
    }
  };
  for (const root of PUBLIC_ROOTS) visit(join(SRC, root));
  return modules;
}

const keys = (locale: object) => localeEntries(locale).map(([key]) => key);

describe('locale namespaces', () => {
  it.each([
    ['en', en],
    ['pl', pl],
    ['uk', uk],
  ])('%s: the two namespaces hold every text exactly once', (_, locale) => {
    const translation = keys(namespaceTexts(locale, 'translation'));
    const app = keys(namespaceTexts(locale, 'app'));
    expect([...translation, ...app].sort()).toEqual(keys(locale).sort());
    expect(translation.every((key) => namespaceOf(key) === 'translation')).toBe(true);
    expect(app.every((key) => namespaceOf(key) === 'app')).toBe(true);
  });

  it('names only keys or sections that exist', () => {
    const all = keys(en);
    for (const path of PUBLIC_TEXTS) expect(all.some((key) => key === path || key.startsWith(`${path}.`)), path).toBe(true);
  });

  it('has every text the public screens use in `translation`', () => {
    const modules = publicModules();
    expect(modules.size).toBeGreaterThan(20);
    const all = keys(en);
    const problems: string[] = [];
    for (const [file, source] of modules) {
      const where = file.slice(SRC.length + 1);
      // Whole keys in quotes ('auth.login.title'), and the fixed start of built ones (`languages.${code}`).
      for (const [, key] of source.matchAll(/['"]([a-zA-Z]\w*(?:\.\w+)+)['"]/g)) {
        if (key && all.includes(key) && namespaceOf(key) !== 'translation') problems.push(`${where}: ${key}`);
      }
      for (const [, prefix] of source.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*\.)\$\{/g)) {
        if (!prefix || CHECKED_AT_RUN_TIME.includes(prefix)) continue;
        const used = all.filter((key) => key.startsWith(prefix));
        if (used.length === 0) continue;
        for (const key of used) if (namespaceOf(key) !== 'translation') problems.push(`${where}: ${key} (from \`${prefix}\${…}\`)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
