// Blobs as files under DATA_DIR/media: `<key>` holds the bytes, `.<name>.type` beside it the content
// type (keys never start a segment with `.`, so the two cannot collide). Writes go to a temporary
// file first and are renamed into place, so a reader never sees half a file.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { checkContentType, checkKey, checkPrefix, type BlobEntry, type BlobStore } from './blobs';

const DEFAULT_TYPE = 'application/octet-stream';

export function nodeBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => join(root, ...checkKey(key).split('/'));
  const typeFileOf = (file: string) => join(dirname(file), `.${file.slice(dirname(file).length + 1)}.type`);

  async function writeAtomically(file: string, data: Uint8Array | string) {
    const temporary = join(dirname(file), `.${crypto.randomUUID()}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(key, bytes, { contentType }) {
      const file = fileOf(key);
      checkContentType(contentType);
      await mkdir(dirname(file), { recursive: true });
      await writeAtomically(typeFileOf(file), contentType);
      await writeAtomically(file, bytes);
    },

    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = await readFile(typeFileOf(file), 'utf8').catch(() => DEFAULT_TYPE);
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, contentType, size: info.size };
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(typeFileOf(file), { force: true });
    },

    async list(prefix = '') {
      checkPrefix(prefix);
      // Walk only the deepest folder the prefix names.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const entries: BlobEntry[] = [];
      const walk = async (dir: string) => {
        for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
          if (entry.name.startsWith('.')) continue;
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await walk(path);
          else if (entry.isFile()) {
            const key = relative(root, path).split(sep).join('/');
            if (key.startsWith(prefix)) entries.push({ key, size: (await stat(path)).size });
          }
        }
      };
      await walk(join(root, ...folder.split('/').filter(Boolean)));
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
