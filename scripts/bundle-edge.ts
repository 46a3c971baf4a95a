// Bundles the Worker exactly as `wrangler deploy` would, without deploying (no account, no network),
// and checks the size against the Workers free-plan limit. Usage: npm run bundle:edge
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const GZIP_LIMIT_BYTES = 3 * 1024 * 1024;

/**
 * How Miniflare loads the bundle's modules beyond its defaults: the PDF font is a "Data" module,
 * as wrangler.toml's [[rules]] make it (worker/platform/fonts-edge.ts).
 */
export const BUNDLE_MODULE_RULES = [{ type: 'Data' as const, include: ['**/*.ttf'] }];

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');

export type EdgeBundle = {
  outdir: string;
  /** The Worker's entry module, as uploaded. */
  main: string;
  rawBytes: number;
  gzipBytes: number;
  /** What wrangler printed. */
  output: string;
};

export async function bundleEdge(outdir = join(projectRoot, '.wrangler/bundle')): Promise<EdgeBundle> {
  rmSync(outdir, { recursive: true, force: true });
  const args = [wranglerBin, 'deploy', '--dry-run', '--outdir', outdir];
  // wrangler refuses a missing assets directory; before `npm run build` an empty one stands in.
  const placeholder = existsSync(join(projectRoot, 'web/dist')) ? undefined : mkdtempSync(join(tmpdir(), 'grafik-assets-'));
  if (placeholder) args.push('--assets', placeholder);
  let output: string;
  try {
    output = await run(process.execPath, args);
  } finally {
    if (placeholder) rmSync(placeholder, { recursive: true, force: true });
  }

  const modules = readdirSync(outdir).filter((name) => /\.(m?js|cjs|wasm|ttf)$/.test(name));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of modules) {
    const content = readFileSync(join(outdir, name));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  const main = join(outdir, 'edge.js');
  if (!existsSync(main)) throw new Error(`wrangler wrote no edge.js to ${outdir}:\n${output}`);
  return { outdir, main, rawBytes, gzipBytes, output };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      // No metrics and no banner: the banner is what checks npm for a newer wrangler.
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) ok(output);
      else fail(new Error(`wrangler deploy --dry-run failed (exit ${code}):\n${output}`));
    });
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const bundle = await bundleEdge();
    const within = bundle.gzipBytes <= GZIP_LIMIT_BYTES;
    console.log(
      `Worker bundle ${relative(projectRoot, bundle.main)}: ${kib(bundle.rawBytes)} raw, ${kib(bundle.gzipBytes)} gzip `
        + `(limit ${kib(GZIP_LIMIT_BYTES)} gzip${within ? '' : ': TOO LARGE'})`,
    );
    if (!within) process.exit(1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
