// Global setup of the `e2e` project: bundles the Node entry (worker/node.ts) once for the whole run,
// so that each test file's server (server.ts) starts with plain Node instead of compiling the
// TypeScript again under tsx (about 2.4 s a server; `npm start` still runs worker/node.ts with tsx),
// and gives the run a directory for its demo templates (demo-template.ts).
//
// The bundle behaves as the entry: packages stay external (Node loads the same files from
// node_modules; packagesExternal below), the modules the entry imports lazily stay lazy (code
// splitting), and the output directory is a direct child of the project root, as worker/ is, so
// that what the code finds relative to its own file (import.meta.url: the project root with
// wrangler.toml and web/dist, the DejaVu font through node_modules) is what worker/node.ts finds.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Bundles are named after their process and project: `.e2e-node-<pid>-<project>` (gitignored). */
const PREFIX = '.e2e-node-';

export default async function setup(project: TestProject) {
  removeLeftovers();
  // One directory per project of the run: the date runs have an e2e project per instant (vitest.config.ts).
  const outdir = join(projectRoot, `${PREFIX}${process.pid}-${project.name.replace(/[^\w-]+/g, '_')}`);
  await build({
    entryPoints: { node: join(projectRoot, 'worker/node.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outExtension: { '.js': '.mjs' },
    plugins: [packagesExternal],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  project.provide('e2eNodeEntry', join(outdir, 'node.mjs'));
  // The demo tenant's templates of this run, made by the first server that needs one (demo-template.ts).
  const templates = mkdtempSync(join(tmpdir(), 'grafik-e2e-demo-'));
  project.provide('e2eDemoTemplates', templates);
  return () => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(templates, { recursive: true, force: true });
  };
}

/**
 * Every package stays external (Node loads it from node_modules, as under tsx), named as written;
 * except a deep import without a file extension into a package without an `exports` map (worker/
 * imports `qrcode/lib/core/qrcode`), which tsx finds as CommonJS does while Node's ESM loader wants
 * the exact file: that one is named by the file esbuild resolves it to, the file tsx loads.
 */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const deep = /^(@[^/]+\/)?([^/]+)\/(.+)$/.exec(args.path);
      if (deep && !args.path.startsWith('node:') && extname(deep[3]!) === '') {
        const manifest = join(projectRoot, 'node_modules', (deep[1] ?? '') + deep[2], 'package.json');
        if (existsSync(manifest) && !('exports' in JSON.parse(readFileSync(manifest, 'utf8')))) {
          const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
          if (resolved.errors.length === 0) return { path: resolved.path, external: true };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/** The bundle directories of runs that ended without their teardown (a killed run). */
function removeLeftovers() {
  for (const name of readdirSync(projectRoot)) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid) && existsSync(join(projectRoot, name))) {
      rmSync(join(projectRoot, name), { recursive: true, force: true });
    }
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
