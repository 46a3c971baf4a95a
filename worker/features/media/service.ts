// Images of a tenant (spec/product-rules.md "Media"): stored through the tenant's blob store under
// `<kind>/<uploader id>/<time-ordered id>.<ext>`, served from the tenant's host at FILES_PATH + key.
// The key is the whole record: its kind, its uploader and its type are in it, so no table is needed.
import { requireAccess } from '../../access';
import type { UserRow } from '../../db/schema';
import { apiError, notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { BlobStore, StoredBlob } from '../../platform/blobs';
import { forgetAvatar, setAvatar as setUserAvatar } from '../users/public';
import type { UserPublic } from '../users/schemas';
import { EXTENSIONS, FILES_PATH, MEDIA_KINDS, type MediaKind, type UploadKind } from './kinds';
import { imageTypeOf } from './rules/image-type';
import type { Image } from './schemas';
import type { Upload } from './upload';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^(${MEDIA_KINDS.join('|')})/(${ID})/(${ID})\\.(png|jpg|webp|gif)$`);

type Key = { key: string; kind: MediaKind; owner: string };

/** The parts of a key of ours, or null. */
function parseKey(key: string): Key | null {
  const match = KEY.exec(key);
  return match ? { key, kind: match[1] as MediaKind, owner: match[2]! } : null;
}

/** The key an image URL names: the path `/api/v1/media/files/<key>`, or a full address with that path. */
function keyOfUrl(url: string): Key | null {
  let path: string;
  try {
    path = new URL(url, 'http://host.invalid').pathname;
  } catch {
    return null;
  }
  return path.startsWith(`${FILES_PATH}/`) ? parseKey(path.slice(FILES_PATH.length + 1)) : null;
}

const urlOf = (key: string) => `${FILES_PATH}/${key}`;

async function store(ctx: RequestContext, blobs: BlobStore, kind: MediaKind, upload: Upload): Promise<Image> {
  const contentType = imageTypeOf(upload.bytes);
  if (!contentType) throw apiError('media.unsupported_type');
  const key = `${kind}/${ctx.actor.id}/${timeOrderedId(ctx.now.getTime())}.${EXTENSIONS[contentType]}`;
  await blobs.put(key, upload.bytes, { contentType });
  return { url: urlOf(key), content_type: contentType, size: upload.bytes.length };
}

async function exists(blobs: BlobStore, key: string): Promise<boolean> {
  return (await blobs.list(key)).some((entry) => entry.key === key);
}

/** POST /media/{kind}/images, /media/images: news, rooms and companies are the admins'. */
export async function uploadImage(ctx: RequestContext, blobs: BlobStore, kind: UploadKind, upload: Upload): Promise<Image> {
  await requireAccess(ctx, 'media.upload', kind);
  return store(ctx, blobs, kind, upload);
}

/**
 * DELETE /media/images/{kind}, /media/images/url: the uploader deletes their image; a superadmin
 * any image but an avatar. A deleted avatar is no longer its user's avatar.
 */
export async function deleteImage(ctx: RequestContext, blobs: BlobStore, imageUrl: string, kind?: UploadKind): Promise<void> {
  const key = keyOfUrl(imageUrl);
  if (!key) throw ValidationError.field(['body', 'imageUrl'], fieldMessage('media.not_our_url'));
  if ((kind && key.kind !== kind) || !(await exists(blobs, key.key))) throw notFound('media.not_found');
  await requireAccess(ctx, 'media.delete', key);
  if (key.kind === 'avatars') await forgetAvatar(ctx, key.owner, urlOf(key.key));
  await blobs.delete(key.key);
}

/** POST /users/me/avatar: the new image becomes the avatar, the one it replaces is deleted. */
export async function replaceAvatar(ctx: RequestContext, blobs: BlobStore, me: UserRow, upload: Upload): Promise<UserPublic> {
  const image = await store(ctx, blobs, 'avatars', upload);
  const { user, previous } = await setUserAvatar(ctx, me, image.url);
  const old = previous && previous !== image.url ? keyOfUrl(previous) : null;
  if (old && old.kind === 'avatars' && old.owner === me.id) await blobs.delete(old.key);
  return user;
}

/** GET /media/files/...: the stored image, or 404 for anything that is not one of this tenant's. */
export async function readFile(blobs: BlobStore, path: { kind: string; owner: string; name: string }): Promise<StoredBlob> {
  const key = parseKey(`${path.kind}/${path.owner}/${path.name}`);
  const blob = key ? await blobs.get(key.key) : null;
  if (!blob) throw notFound('media.not_found');
  return blob;
}

/** Whether `url` names a stored image of this kind: what a record may point its image at. */
export async function isStoredImage(blobs: BlobStore, url: string, kind: MediaKind): Promise<boolean> {
  const key = keyOfUrl(url);
  return Boolean(key && key.kind === kind && (await exists(blobs, key.key)));
}

/** Removes the file an image URL of ours names (a record let go of it); other URLs are ignored. */
export async function removeImageFile(blobs: BlobStore, url: string): Promise<void> {
  const key = keyOfUrl(url);
  if (key) await blobs.delete(key.key);
}

/**
 * The bytes and type of a stored image of this tenant that a URL of ours names (an avatar for the
 * employee card, features/qr), or null for any other address or a file that is gone.
 */
export async function readStoredImage(blobs: BlobStore, url: string | null): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const key = url ? keyOfUrl(url) : null;
  if (!key) return null;
  const blob = await blobs.get(key.key);
  if (!blob) return null;
  return { bytes: new Uint8Array(await new Response(blob.body).arrayBuffer()), contentType: blob.contentType };
}
