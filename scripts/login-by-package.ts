// Where the login screen's JavaScript comes from, by package: builds the web app with source maps
// into a temporary directory, takes the chunks a first visit to /login loads (the entry, the login
// route, the English public texts and what they import) and gives each source package its share of
// each chunk's gzip (its bytes of the minified chunk gzipped apart, scaled to the chunk's gzip -9).
// The figures of docs/architecture.md, "Delivery"; scripts/measure-login.ts measures the visit.
//
//   npx tsx scripts/login-by-package.ts [--files]
import { decode } from '@jridgewell/sourcemap-codec';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/** The modules whose chunks the login route loads, besides the entry. */
const LOGIN_ROOTS = [/features\/auth\/components\/login-page\.tsx$/, /locales\/en\.json\?ns=translation$/];

const outDir = mkdtempSync(join(tmpdir(), 'grafik-login-bytes-'));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (text: string) => gzipSync(text, { level: 9 }).byteLength;

/** `react-dom`, `@scope/name`, or the app's own `web/src/<folder>` (worker/ for shared rules). */
function packageOf(source: string) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const app = source.match(/web\/src\/([^/?]+)/);
  if (app) return app[1]!.includes('.') ? `app: ${app[1]}` : `app: ${app[1]}/`;
  return source.includes('worker/') ? 'app: worker/ (shared rules)' : source;
}

try {
  const chunks = new Map<string, Rollup.OutputChunk>();
  await build({
    configFile: 'web/vite.config.ts',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
    plugins: [
      {
        name: 'login-by-package',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        },
      },
    ],
  });

  const wanted = new Set<string>();
  const add = (fileName: string) => {
    if (wanted.has(fileName)) return;
    wanted.add(fileName);
    chunks.get(fileName)!.imports.forEach(add);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || LOGIN_ROOTS.some((root) => chunk.facadeModuleId && root.test(chunk.facadeModuleId))) add(chunk.fileName);
  }

  const shares = new Map<string, number>();
  let total = 0;
  for (const fileName of wanted) {
    const code = readFileSync(join(outDir, fileName), 'utf8');
    const mapFile = join(outDir, `${fileName}.map`);
    // The bundler's runtime chunk has no source map.
    const map = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string })
      : { sources: [], mappings: '' };
    const lines = code.split('\n');
    const parts = new Map<string, string>();
    const append = (name: string, text: string) => parts.set(name, (parts.get(name) ?? '') + text);
    if (!map.mappings) append('(bundler: preload map, imports, runtime)', code);
    decode(map.mappings).forEach((segments, index) => {
      const line = lines[index] ?? '';
      if (segments.length === 0) append('(bundler: preload map, imports, runtime)', line);
      segments.forEach((segment, at) => {
        const end = at + 1 < segments.length ? segments[at + 1]![0] : line.length;
        const name = segment.length > 1 ? packageOf(map.sources[segment[1]!]!) : '(bundler: preload map, imports, runtime)';
        append(name, line.slice(segment[0], end));
      });
    });
    const chunkGzip = gzip(code);
    const apart = [...parts].map(([name, text]) => [name, gzip(text)] as const);
    const sum = apart.reduce((all, [, size]) => all + size, 0);
    if (process.argv.includes('--files')) console.log(`${kb(chunkGzip).padStart(7)}  ${fileName}`);
    for (const [name, size] of apart) shares.set(name, (shares.get(name) ?? 0) + (size / sum) * chunkGzip);
    total += chunkGzip;
  }

  console.log(`${process.argv.includes('--files') ? '\n' : ''}KB gzip  package (chunks of a first visit to /login, without /theme.js)`);
  for (const [name, size] of [...shares].sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(7)}  ${name}`);
  console.log(`${kb(total).padStart(7)}  total, ${wanted.size} files`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
