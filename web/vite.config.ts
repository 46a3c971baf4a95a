import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { workersHeadersFile } from '../worker/lib/delivery';
import { browserModules } from './browser-modules';
import { localeNamespaces } from './locale-namespaces';
import { HAS_CONSENT_KEY } from './src/features/consent/api/paths';
import { USER_KEY } from './src/lib/paths';

// `npm run build` runs from the project root: every path is resolved from this file instead.
const webRoot = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), localeNamespaces(), apiDocs(), signedInPreload(), browserModules(join(webRoot, '..')), deliveryFiles()],
  resolve: {
    // The app is written against React's API and runs on Preact's compatibility layer: the same
    // components, hooks, lazy and Suspense, for 11 KB of gzip JavaScript instead of React's 60 KB
    // (docs/decisions.md "Preact instead of React in the browser"). Every import of React, from the
    // app and from the libraries (react-router, react-i18next, SWR, react-day-picker), lands here.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      // React 17's hook for react-i18next and SWR: Preact's compat has it.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: join(webRoot, 'dist'),
    emptyOutDir: true,
    // Every browser the build targets but Safari 16 and Firefox 114 knows modulepreload; those two
    // load the same modules as they find the imports. The polyfill would cost every visitor.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A locale namespace's chunk is named by both (en-translation-<hash>.js, en-app-<hash>.js).
        chunkFileNames: (chunk) => {
          const namespace = chunk.facadeModuleId?.match(/\.json\?ns=(\w+)$/)?.[1];
          return namespace ? `assets/[name]-${namespace}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The libraries every screen (the login screen too) runs on, in one chunk that stays
        // cached across releases of the app's own code. Only those: a library the login screen
        // does not need (SWR, react-day-picker...) goes with the chunks that use it.
        codeSplitting: {
          // A shared chunk under 8 KB of source is copied into the chunks that use it: a signed-in
          // first visit loads 18-19 files instead of 28-40 (docs/performance.md), for 1.3 KB more
          // of the login screen's JavaScript.
          experimentalInlineCommonChunks: { maxSize: 8000 },
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|react-router|react-router-dom|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost'],
    // The API derives the tenant from the Host header (acme.localhost:5173 -> acme): keep it.
    // The trailing slash keeps /api-docs/ out of the proxy.
    proxy: { '/api/': { target: 'http://localhost:8787', changeOrigin: false } },
  },
});

const API_DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Grafik API reference</title>
    <link rel="icon" type="image/png" href="./favicon-32x32.png" />
    <link rel="stylesheet" href="./swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./init.js"></script>
  </body>
</html>
`;

// A file, not an inline script: the Content-Security-Policy allows scripts of the origin only.
const API_DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Tags start collapsed: with every tag open, Swagger UI 5 drew only the first 10 of the API's 158
  // operations and nothing after them, without an error (docs/api.md "API reference").
  docExpansion: 'none',
  // The default validator badge would call validator.swagger.io.
  validatorUrl: null,
});
`;

/**
 * The API reference at /api-docs/: Swagger UI from the swagger-ui-dist package, served from our
 * own origin (no CDN), reading the OpenAPI document the API generates.
 */
function apiDocs(): Plugin {
  const files = () => {
    const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    const copied = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'];
    return new Map<string, string | Uint8Array>([
      ['index.html', API_DOCS_HTML],
      ['init.js', API_DOCS_INIT],
      ...copied.map((name) => [name, readFileSync(join(dist, name))] as const),
    ]);
  };
  const types: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css', png: 'image/png' };

  return {
    name: 'grafik-api-docs',
    generateBundle() {
      for (const [name, source] of files()) this.emitFile({ type: 'asset', fileName: `api-docs/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use('/api-docs', (req, res, next) => {
        const name = (req.url ?? '/').split('?')[0]!.replace(/^\/$/, '/index.html').slice(1);
        const source = files().get(name);
        if (source === undefined) return next();
        res.setHeader('Content-Type', types[name.split('.').pop()!] ?? 'application/octet-stream');
        res.end(source);
      });
    },
  };
}

/** Types the Node entry serves precompressed (HTML, JS, CSS, JSON, SVG). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;
/** Smaller files are not worth a compressed copy. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * After the build: a .br and a .gz beside every compressible file of web/dist, which the Node entry
 * serves by Accept-Encoding (worker/node-delivery.ts); `_headers` with the policy and caching rules
 * for Workers static assets; `.assetsignore` keeps the compressed copies out of the Worker's upload
 * (Cloudflare compresses by itself).
 */
function deliveryFiles(): Plugin {
  let outDir = '';
  return {
    name: 'grafik-delivery-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]
        );
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.byteLength },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
      writeFileSync(join(outDir, '_headers'), workersHeadersFile());
      writeFileSync(join(outDir, '.assetsignore'), '*.br\n*.gz\n');
    },
  };
}

/** The signed-in frame's module (app/router.tsx `loadFrame`): every signed-in screen runs inside it. */
const FRAME_MODULE = /[\\/]app[\\/]routes[\\/]protected-root\.tsx$/;

/** The reads every signed-in screen waits for: the terms check and the user (app/router.tsx). */
const FRAME_READS = [HAS_CONSENT_KEY, USER_KEY];
/** The table of signed-in screens: each row's `path` and the module its `screen` imports. */
const SCREENS_MODULE = join(webRoot, 'src/app/screens.ts');
/** A locale namespace's chunk (lib/i18n.ts): `locales/<language>.json?ns=<namespace>`. */
const TEXTS_MODULE = /[\\/]locales[\\/](\w+)\.json\?ns=\w+$/;

/**
 * A signed-in first visit needs code the app's entry asks for only once it has run: the signed-in
 * frame's, the first screen's and the texts of the user's language. The build names them on the
 * theme script's tag, and theme.js, which runs first, preloads them when a session is stored: they
 * load while the entry does. It also sends the frame's two reads at once; the entry takes their
 * answers (lib/api.ts readEarly). A visit to /login preloads nothing (docs/performance.md "First
 * visits, signed in").
 *   data-signed-in-preload  the frame's chunks that the entry does not load anyway
 *   data-screen-preload     JSON: each screen's route -> indices into data-screen-files
 *   data-texts              "<language>:<files>;..." the texts of each language
 *   data-first-reads        the API paths of the frame's reads
 */
function signedInPreload(): Plugin {
  return {
    name: 'grafik-signed-in-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html; // the dev server loads modules as they are asked for
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const frame = chunks.find((chunk) => chunk.facadeModuleId && FRAME_MODULE.test(chunk.facadeModuleId));
        if (!frame) throw new Error('signed-in preload: the frame chunk (app/routes/protected-root.tsx) is missing');
        const entryLoads = staticClosure(bundle, chunks.filter((chunk) => chunk.isEntry));
        const frameFiles = [...staticClosure(bundle, [frame])].filter((file) => !entryLoads.has(file));
        const loaded = new Set([...entryLoads, ...frameFiles]);

        const screenFiles: string[] = [];
        const screens: Record<string, number[]> = {};
        for (const [route, module] of screenModules()) {
          // The chunk the screen's import loads: the module's own, or the one it was merged into.
          const isModule = (id: string) => id.replace(/\.tsx?$/, '') === module;
          const chunk = chunks.find((candidate) => candidate.facadeModuleId && isModule(candidate.facadeModuleId))
            ?? chunks.find((candidate) => candidate.moduleIds.some(isModule));
          if (!chunk) throw new Error(`signed-in preload: no chunk for the screen of ${route} (${module})`);
          screens[route] = [...staticClosure(bundle, [chunk])]
            .filter((file) => !loaded.has(file))
            .map((file) => (screenFiles.includes(file) ? screenFiles.indexOf(file) : screenFiles.push(file) - 1));
        }
        const texts = new Map<string, string[]>();
        for (const chunk of chunks) {
          const language = chunk.facadeModuleId?.match(TEXTS_MODULE)?.[1];
          if (language) texts.set(language, [...(texts.get(language) ?? []), `/${chunk.fileName}`]);
        }
        if (texts.size === 0) throw new Error('signed-in preload: no locale chunks (locales/<language>.json?ns=...)');

        const tag = '<script src="/theme.js"></script>';
        if (!html.includes(tag)) throw new Error(`signed-in preload: index.html has no ${tag}`);
        const attributes = [
          `data-signed-in-preload="${frameFiles.map((file) => `/${file}`).join(' ')}"`,
          `data-screen-files="${screenFiles.map((file) => `/${file}`).join(' ')}"`,
          `data-screen-preload='${JSON.stringify(screens)}'`,
          `data-texts="${[...texts].map(([language, files]) => `${language}:${files.join(' ')}`).join(';')}"`,
          `data-first-reads="${FRAME_READS.join(' ')}"`,
        ];
        return html.replace(tag, `<script src="/theme.js" ${attributes.join(' ')}></script>`);
      },
    },
  };
}

/**
 * The route and the module (absolute, without extension) of each row of the screens table that
 * has both: `path: '/x', ... screen: () => import('./routes/x')`, within one row.
 */
function screenModules(): [string, string][] {
  const source = readFileSync(SCREENS_MODULE, 'utf8');
  const rows = [...source.matchAll(/path: '([^']+)'((?:(?!path:)[\s\S])*?)import\('([^']+)'\)/g)];
  if (rows.length < 10) throw new Error(`signed-in preload: found only ${rows.length} screens in ${SCREENS_MODULE}`);
  return rows.map(([, route, , specifier]) => [route!, join(dirname(SCREENS_MODULE), specifier!)]);
}

/** The files of the chunks and of every chunk they import statically. */
function staticClosure(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  roots.forEach(visit);
  return files;
}
