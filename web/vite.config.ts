import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// `npm run build` runs from the project root: every path is resolved from this file instead.
const webRoot = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), apiDocs()],
  build: { outDir: join(webRoot, 'dist'), emptyOutDir: true },
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
    <script>
      window.ui = SwaggerUIBundle({
        url: '/api/v1/openapi.json',
        dom_id: '#swagger-ui',
        deepLinking: true,
        presets: [SwaggerUIBundle.presets.apis],
        layout: 'BaseLayout',
        // The default validator badge would call validator.swagger.io.
        validatorUrl: null,
      });
    </script>
  </body>
</html>
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
