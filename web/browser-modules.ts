import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the browser may run from outside web/src: the worker's modules that are deliberately shared
 * (dependency-free constants and pure functions, so the browser and the API never disagree), and
 * no server library. Anything else in an emitted chunk fails the build (docs/web.md, "What the
 * browser runs"). Type-only imports of the worker's schemas are erased and never show here.
 */
export const SHARED_WORKER_MODULES: readonly string[] = [
  'worker/tenancy/host.ts', // the slug pattern (lib/validation.ts)
  'worker/features/org/tax-ids.ts', // NIP and REGON checksums (lib/validation.ts)
  'worker/lib/time.ts', // company-local dates and wall times (features/schedule/lib: day-shifts, cycle-start)
  'worker/lib/html.ts', // escapeHtml (the employees grid's HTML copy)
  'worker/lib/languages.ts', // the app's languages, the same list as the API's `lang` parameters (lib/i18n.ts)
  'worker/features/absence/kinds.ts', // the absence kinds (the absence screen, the notifications' wording)
  'worker/features/push/kinds.ts', // the service worker's path and timings (features/push)
  'worker/features/qr/kinds.ts', // a short code's lifetime
  'worker/features/news/kinds.ts', // title and body limits
  'worker/features/shift-entries/kinds.ts', // name and description limits
  'worker/features/shift-market/kinds.ts', // note and places limits
];

/** Packages of the server that must never reach the browser: zod (35 KB gzip) first. */
const SERVER_PACKAGES = ['zod', 'hono', '@hono', 'drizzle-orm', '@libsql', 'jose', 'pdf-lib', 'web-push'];

const inPackage = (id: string) => {
  const match = id.replace(/\\/g, '/').match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  if (!match) return null;
  // The last node_modules segment names the package the file belongs to.
  return match.at(-1)!.replace(/^\/node_modules\//, '').replace(/\/$/, '');
};

/**
 * The build check: every module whose code is in an emitted chunk (`chunk.modules`, rendered
 * length above zero, so a tree-shaken import does not count) is either the app's own, a browser
 * library, or one of SHARED_WORKER_MODULES. A chunk holding zod, another server package or any
 * other file of worker/ fails the build with the chunk, the module and the chain of importers
 * that brought it in.
 */
export function browserModules(projectRoot: string): Plugin {
  return {
    name: 'grafik-browser-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      const path = (id: string) => relative(projectRoot, id.split('?')[0]!).split(sep).join('/');
      // Who imported a module, up to the app's own code: the import to fix (files of packages left out).
      const chain = (id: string) => {
        const seen = new Set<string>([id]);
        const shown: string[] = [];
        let current: string | undefined = id;
        while (current && seen.size < 50) {
          const importers: readonly string[] = this.getModuleInfo(current)?.importers ?? [];
          current = importers.find((importer) => !seen.has(importer));
          if (!current) break;
          seen.add(current);
          if (inPackage(current)) continue;
          shown.push(path(current));
          if (path(current).startsWith('web/src/')) break;
        }
        return shown.length ? ` (imported by ${shown.join(' <- ')})` : '';
      };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const [id, module] of Object.entries(item.modules)) {
          if (module.renderedLength === 0 || id.startsWith('\0')) continue;
          const file = path(id);
          const pkg = inPackage(id);
          if (pkg && SERVER_PACKAGES.some((name) => pkg === name || pkg.startsWith(`${name}/`))) {
            if (packages.has(pkg)) continue; // one line per package and chunk
            packages.add(pkg);
            problems.push(`${item.fileName}: server package '${pkg}'${chain(id)}`);
          } else if (!pkg && file.startsWith('worker/') && !SHARED_WORKER_MODULES.includes(file)) {
            problems.push(`${item.fileName}: ${file} is server code${chain(id)}`);
          }
        }
      }
      if (problems.length > 0) {
        this.error(
          `The browser's chunks hold code that must stay on the server (docs/web.md, "What the browser runs"):\n  ${
            problems.join('\n  ')
          }\n`
            + `Import the worker's schemas with 'import type', repeat a limit in the web app (a unit test compares it), `
            + `or add a dependency-free worker module to SHARED_WORKER_MODULES (web/browser-modules.ts).`,
        );
      }
    },
  };
}
