// The blob store on both runtimes: files under DATA_DIR/media (Node) and Miniflare's R2 called from
// inside workerd by the edge platform. The same behaviour, and one tenant never reaches another's.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobEntry, StoredBlob } from '../../worker/platform/blobs';
import { createNodePlatform, type NodePlatform } from '../../worker/platform/node';
import { startWorkerd, type Workerd } from '../support/workerd';

type Store = {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  list(prefix?: string): Promise<BlobEntry[]>;
};

let dataDir: string;
let node: NodePlatform;
let workerd: Workerd;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'grafik-blobs-'));
  node = await createNodePlatform({ dataDir, env: { SECRET_KEY: 'blob-test-secret-key-that-is-long-enough-0123' }, log: () => {} });
  workerd = await startWorkerd();
}, 60_000);
afterAll(async () => {
  await node?.close();
  await workerd?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stores: Record<string, (tenant: string) => Store> = {
  node: (tenant) => node.blobs.forTenant(tenant),
  edge: (tenant) => workerd.blobs(tenant),
};
const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (
  blob: StoredBlob | null,
) => (blob ? { contentType: blob.contentType, size: blob.size, text: await new Response(blob.body).text() } : null);
// A PNG's first bytes and a byte no UTF-8 text has: bodies are bytes, not text.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]);

describe.each(Object.keys(stores))('blobs on %s', (runtime) => {
  const acme = () => stores[runtime]!('acme');
  const globex = () => stores[runtime]!('globex');

  it('keeps bytes with their content type and length; overwrites; deletes', async () => {
    const store = acme();
    await store.put('avatars/ann.png', PNG, { contentType: 'image/png' });
    const blob = (await store.get('avatars/ann.png'))!;
    expect({ contentType: blob.contentType, size: blob.size }).toEqual({ contentType: 'image/png', size: PNG.length });
    expect(new Uint8Array(await new Response(blob.body).arrayBuffer())).toEqual(PNG);

    await store.put('notes/a.txt', bytes('zażółć'), { contentType: 'text/plain; charset=utf-8' });
    expect(await read(await store.get('notes/a.txt'))).toEqual({ contentType: 'text/plain; charset=utf-8', size: 10, text: 'zażółć' });
    await store.put('notes/a.txt', bytes('second'), { contentType: 'text/markdown' });
    expect(await read(await store.get('notes/a.txt'))).toEqual({ contentType: 'text/markdown', size: 6, text: 'second' });

    await store.delete('notes/a.txt');
    expect(await store.get('notes/a.txt')).toBeNull();
    await store.delete('notes/a.txt'); // not there: no error
    expect(await store.get('never/was.txt')).toBeNull();
  });

  it('lists by prefix, sorted, with sizes', async () => {
    const store = acme();
    for (const key of ['list/b.txt', 'list/a.txt', 'list/sub/c.txt', 'listing.txt']) {
      await store.put(key, bytes(key), { contentType: 'text/plain' });
    }
    expect(await store.list('list/')).toEqual([
      { key: 'list/a.txt', size: 10 },
      { key: 'list/b.txt', size: 10 },
      { key: 'list/sub/c.txt', size: 14 },
    ]);
    expect((await store.list('list')).map((entry) => entry.key)).toEqual(['list/a.txt', 'list/b.txt', 'list/sub/c.txt', 'listing.txt']);
    expect(await store.list('list/sub/c')).toEqual([{ key: 'list/sub/c.txt', size: 14 }]);
    expect(await store.list('nothing/')).toEqual([]);
  });

  it("keeps tenants apart: globex neither lists nor reads acme's files, even with the same key", async () => {
    await acme().put('shared/name.txt', bytes('acme'), { contentType: 'text/plain' });
    await globex().put('shared/name.txt', bytes('globex!'), { contentType: 'text/plain' });
    expect((await read(await acme().get('shared/name.txt')))?.text).toBe('acme');
    expect((await read(await globex().get('shared/name.txt')))?.text).toBe('globex!');
    expect(await globex().list()).toEqual([{ key: 'shared/name.txt', size: 7 }]);
    await globex().delete('shared/name.txt');
    expect((await read(await acme().get('shared/name.txt')))?.text).toBe('acme');
  });

  it('refuses keys that could leave the tenant or the folder, and bad content types', async () => {
    const store = acme();
    for (const key of ['../globex/shared/name.txt', 'a/../../globex/x', '/etc/passwd', 'a//b', './a', 'a/.hidden', 'a\\b', '', 'a b']) {
      await expect(store.put(key, bytes('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid blob key/);
    }
    await expect(store.list('../')).rejects.toThrow(/Invalid blob key/);
    for (const contentType of ['', 'text', 'text/html, image/png', 'text/<b>']) {
      await expect(store.put('ok.txt', bytes('x'), { contentType }), contentType).rejects.toThrow(/Invalid content type/);
    }
    expect(await store.get('ok.txt')).toBeNull();
    expect(() => node.blobs.forTenant('../acme')).toThrow(/Not a tenant/);
  });
});

it('on Node, files live under DATA_DIR/media/<tenant>, their type beside them', async () => {
  await node.blobs.forTenant('acme').put('docs/contract.pdf', bytes('%PDF-1.7'), { contentType: 'application/pdf' });
  const folder = join(dataDir, 'media', 'acme', 'docs');
  expect(readdirSync(folder).sort()).toEqual(['.contract.pdf.type', 'contract.pdf']);
  await node.blobs.forTenant('acme').delete('docs/contract.pdf');
  expect(existsSync(join(folder, 'contract.pdf'))).toBe(false);
  expect(existsSync(join(folder, '.contract.pdf.type'))).toBe(false);
});
