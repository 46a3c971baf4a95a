// Uploaded images (docs/media.md): the API calls every form with a picture shares.
import type { UploadKind } from '../../../worker/features/media/kinds';
import { api } from './api';

/** What the file inputs offer; the server decides by content (PNG, JPEG, WebP, GIF). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export type UploadedImage = { url: string; content_type: string; size: number };

/** POST /media/{kind}/images: the image's address on the tenant's host. */
export function uploadImage(kind: UploadKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.postMultipart<UploadedImage>(kind === 'misc' ? '/v1/media/images' : `/v1/media/${kind}/images`, form);
}

/** Deletes an uploaded image nobody saved (a picture replaced or removed before saving). */
export const deleteImage = (kind: UploadKind, imageUrl: string) =>
  api.delete<{ message: string }>(`/v1/media/images/${kind}`, { imageUrl });
