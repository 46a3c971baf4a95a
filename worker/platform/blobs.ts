// The blob store for uploaded files: DATA_DIR/media on one machine (blobs-node.ts), an R2 bucket at
// the edge (blobs-r2.ts). Tenant isolation is the store's, not the callers': a feature gets the
// store of one tenant (`platform.blobs.forTenant(slug)`), whose keys live under `<slug>/` and
// cannot leave it, since a key is plain path segments with no `.`, `..` or leading `/`.
import { SLUG_PATTERN } from '../tenancy/host';

export type StoredBlob = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes. */
  size: number;
};

export type BlobEntry = { key: string; size: number };

/** The files of one tenant. Keys are like `avatars/0191c2.png`. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` (any string, not only a folder), sorted. */
  list(prefix?: string): Promise<BlobEntry[]>;
}

export interface TenantBlobs {
  forTenant(tenant: string): BlobStore;
}

export class InvalidBlobKey extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9-]+=[A-Za-z0-9._-]+)*$/i;

/** A key is `/`-separated segments of letters, digits, `_`, `-` and `.`, none starting with `.`. */
export function checkKey(key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new InvalidBlobKey(key);
  }
  return key;
}

/** A prefix is a key or the start of one (it may end with `/`); empty lists everything. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

export function checkContentType(contentType: string): string {
  if (contentType.length > 200 || !CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  return contentType;
}

/** One store over all tenants' keys (`<slug>/<key>`) -> a store per tenant. */
export function tenantBlobs(all: BlobStore): TenantBlobs {
  return {
    forTenant(tenant) {
      if (!SLUG_PATTERN.test(tenant)) throw new Error(`Not a tenant: ${JSON.stringify(tenant)}`);
      const root = `${tenant}/`;
      return {
        put: async (key, bytes, options) => all.put(root + checkKey(key), bytes, options),
        get: async (key) => all.get(root + checkKey(key)),
        delete: async (key) => all.delete(root + checkKey(key)),
        list: async (prefix = '') =>
          (await all.list(root + checkPrefix(prefix))).map((entry) => ({ ...entry, key: entry.key.slice(root.length) })),
      };
    },
  };
}
