import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { NAMESPACES, namespaceTexts, type Namespace } from './src/locales/namespaces';

/**
 * `locales/<lang>.json?ns=<namespace>`: the part of a locale file in one i18next namespace
 * (src/locales/namespaces.ts), so the login screen loads its own texts and not every screen's.
 * Used by the web build (vite.config.ts) and the unit tests (vitest.config.ts).
 */
export function localeNamespaces(): Plugin {
  return {
    name: 'grafik-locale-namespaces',
    load(id) {
      const [file, query] = id.split('?') as [string, string | undefined];
      const namespace = new URLSearchParams(query).get('ns') as Namespace | null;
      if (!file.endsWith('.json') || !namespace) return null;
      if (!NAMESPACES.includes(namespace)) this.error(`Unknown locale namespace '${namespace}' in ${id}`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(namespaceTexts(JSON.parse(readFileSync(file, 'utf8')), namespace))};`;
    },
  };
}
