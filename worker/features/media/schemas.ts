// The media contract (images and avatars), shared with the web app: plain zod only.
import { z } from 'zod';
import { IMAGE_TYPES, UPLOAD_KINDS } from './kinds';

/** The kinds of stored images, and those only admins upload (worker/access/media.ts decides). */
export { ADMIN_KINDS, type MediaKind, type UploadKind } from './kinds';

export const ImageSchema = z
  .object({
    /** Where the image is served, on the tenant's host: a path, `/api/v1/media/files/...`. */
    url: z.string(),
    /** What its bytes are (by content, never by the declared type or the name). */
    content_type: z.enum(IMAGE_TYPES),
    /** Bytes. */
    size: z.number().int(),
  })
  .meta({ id: 'Image' });

export const UploadKindParamsSchema = z.object({
  kind: z.enum(UPLOAD_KINDS).meta({ description: 'What the image belongs to: news, rooms, companies (admins) or misc' }),
});

export const ImageUrlSchema = z
  .object({
    imageUrl: z.string().min(1).max(1000).meta({ description: 'The `url` of the upload answer (a path, or a full address on this host)' }),
  })
  .meta({ id: 'ImageDelete' });

/** A served file's path; anything that is not one of ours is simply not found. */
export const FileParamsSchema = z.object({
  kind: z.string().max(40),
  owner: z.string().max(40),
  name: z.string().max(60),
});

export type Image = z.infer<typeof ImageSchema>;
