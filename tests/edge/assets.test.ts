// The web app's files at the edge are Workers static assets (wrangler.toml [assets]): Cloudflare
// picks each file's type by its extension. Miniflare runs the same asset worker; this checks the
// types the app depends on, the scanner's WebAssembly first (browsers compile it while it streams
// only as application/wasm; docs/architecture.md "Delivery").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPATIBILITY_DATE } from './support/worker';

let directory: string;
let mf: Miniflare;
const WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'grafik-assets-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets/zxing_reader-abc123.wasm'), WASM);
  writeFileSync(join(directory, 'assets/index-abc123.js'), 'console.log(1);');
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>Grafik</title>');
  mf = new Miniflare({
    modules: true,
    // The user Worker is not what is checked here: every request goes to the assets.
    script: 'export default { fetch(request, env) { return env.ASSETS.fetch(request); } }',
    compatibilityDate: COMPATIBILITY_DATE,
    assets: { directory, binding: 'ASSETS' },
    cf: false,
  });
  await mf.ready;
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('Workers static assets', () => {
  it('serve WebAssembly as application/wasm and scripts as JavaScript', async () => {
    const wasm = await mf.dispatchFetch('http://acme.grafik.test/assets/zxing_reader-abc123.wasm');
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(new Uint8Array(await wasm.arrayBuffer())).toEqual(WASM);
    const script = await mf.dispatchFetch('http://acme.grafik.test/assets/index-abc123.js');
    expect(script.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    await script.arrayBuffer();
  });
});
