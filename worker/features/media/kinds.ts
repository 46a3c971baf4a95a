// Plain constants of media that the app, its routes and the web app share.

/**
 * What an image belongs to: `{kind}` of `POST /media/{kind}/images`. `misc` is the kind of
 * `POST /media/images`; `avatars` are stored only through `POST /users/me/avatar`.
 */
export const UPLOAD_KINDS = ['news', 'rooms', 'companies', 'misc'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** `previews`: link previews' images, copied by the server (features/link-preview). */
export const MEDIA_KINDS = [...UPLOAD_KINDS, 'avatars', 'previews'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Kinds only admins (and superadmins) upload: what they name is the tenant's, not a person's. */
export const ADMIN_KINDS: readonly MediaKind[] = ['news', 'rooms', 'companies'];

/** The multipart field of `POST /media/.../images`, and of `POST /users/me/avatar`. */
export const IMAGE_FIELD = 'file';
export const AVATAR_FIELD = 'avatar';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The body limit of an upload route: the largest image and the multipart framing around it. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Where the files are served: `<FILES_PATH>/<kind>/<uploader id>/<id>.<ext>` on the tenant's host. */
export const FILES_PATH = '/api/v1/media/files';

/** The Content-Security-Policy of a served file (worker/app.ts): nothing in it may run or load. */
export const FILE_CSP = "default-src 'none'; sandbox";

/** The paths whose bodies are uploads (worker/app.ts gives them UPLOAD_BODY_MAX_BYTES). */
export function isUploadPath(path: string): boolean {
  return /^\/api\/v1\/(media\/([a-z]+\/)?images|users\/me\/avatar)\/?$/.test(path);
}
