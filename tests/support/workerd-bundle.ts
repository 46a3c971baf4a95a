// What the tests and benchmarks need to run code in workerd through Miniflare: a module bundled as
// wrangler bundles it, and the Worker's compatibility settings from wrangler.toml. Never part of the
// Node entry, which runs no workerd (docs/architecture.md "Realtime rooms").
import { builtinModules } from 'node:module';

/** The entry and what it imports as one ES module for workerd (esbuild, as wrangler bundles). */
export async function bundleForWorkerd(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    // Node's modules come from workerd (nodejs_compat), as in wrangler's bundle: web-push loads
    // them only when a push is sent (features/push/sender.ts).
    external: ['cloudflare:*', 'node:*', ...builtinModules],
    // Fonts as bytes (platform/fonts-edge.ts); wrangler makes them Data modules instead.
    loader: { '.ttf': 'binary' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The Worker's compatibility flags (nodejs_compat: web-push's Node crypto, docs/push.md). */
export function compatibilityFlagsOf(wranglerToml: string): string[] {
  const list = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

export function compatibilityDateOf(wranglerToml: string): string {
  const date = /^compatibility_date\s*=\s*"([\d-]+)"/m.exec(wranglerToml)?.[1];
  if (!date) throw new Error('wrangler.toml has no compatibility_date');
  return date;
}
