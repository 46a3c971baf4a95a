// Blobs in an R2 bucket (the Worker's MEDIA binding); the content type is the object's HTTP metadata.
import type { R2Bucket } from '@cloudflare/workers-types';
import { checkContentType, checkKey, checkPrefix, type BlobEntry, type BlobStore } from './blobs';

export function r2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    async put(key, bytes, { contentType }) {
      await bucket.put(checkKey(key), bytes, { httpMetadata: { contentType: checkContentType(contentType) } });
    },

    async get(key) {
      const object = await bucket.get(checkKey(key));
      if (!object) return null;
      return {
        body: object.body as unknown as ReadableStream<Uint8Array>,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },

    async delete(key) {
      await bucket.delete(checkKey(key));
    },

    async list(prefix = '') {
      checkPrefix(prefix);
      const entries: BlobEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, cursor });
        for (const object of page.objects) entries.push({ key: object.key, size: object.size });
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
