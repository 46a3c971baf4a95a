import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { MessageSchema, UserPublicSchema } from '../users/schemas';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, IMAGE_FIELD, IMAGE_MAX_BYTES } from './kinds';
import * as media from './service';
import { FileParamsSchema, ImageSchema, ImageUrlSchema, UploadKindParamsSchema } from './schemas';
import { readUpload } from './upload';

export const mediaRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const tags = ['media'];
const blobsOf = (c: Context<AppEnv>) => c.get('platform').blobs.forTenant(c.get('tenant').slug);
const multipart = (field: string, max: string) =>
  `Multipart (\`multipart/form-data\`) with the image in the field \`${field}\`: PNG, JPEG, WebP or GIF by its content `
  + `(the declared type and the name are ignored; anything else 415), at most ${max} (413), not empty (422).`;

/** The answers of a served file: it never changes under its name, and is never sniffed (its CSP: worker/app.ts). */
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

mediaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/media/{kind}/images',
    tags,
    summary: 'Upload an image of a kind (news, rooms, companies: admins; misc: anyone signed in)',
    description: multipart(IMAGE_FIELD, '5 MB'),
    ...signedIn,
    request: { params: UploadKindParamsSchema },
    responses: { 201: json(ImageSchema, 'The stored image'), ...errors(401, 403, 413, 415) },
  }),
  async (c) => {
    const upload = await readUpload(c, IMAGE_FIELD, IMAGE_MAX_BYTES);
    return c.json(await media.uploadImage(requestContext(c), blobsOf(c), c.req.valid('param').kind, upload), 201);
  },
);

mediaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/media/images',
    tags,
    summary: 'Upload an image of the kind misc (anyone signed in)',
    description: multipart(IMAGE_FIELD, '5 MB'),
    ...signedIn,
    responses: { 201: json(ImageSchema, 'The stored image'), ...errors(401, 413, 415) },
  }),
  async (c) => {
    const upload = await readUpload(c, IMAGE_FIELD, IMAGE_MAX_BYTES);
    return c.json(await media.uploadImage(requestContext(c), blobsOf(c), 'misc', upload), 201);
  },
);

// Before /media/images/{kind}, which `url` is not.
mediaRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/media/images/url',
    tags,
    summary: 'Delete the image an address names (its uploader; a superadmin any image but an avatar)',
    ...signedIn,
    request: { body: jsonBody(ImageUrlSchema) },
    responses: { 200: json(MessageSchema, 'Deleted: the address answers 404 from now on'), ...errors(401, 403, 404) },
  }),
  async (c) => {
    await media.deleteImage(requestContext(c), blobsOf(c), c.req.valid('json').imageUrl);
    return c.json({ message: 'Image deleted' }, 200);
  },
);

mediaRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/media/images/{kind}',
    tags,
    summary: 'Delete an image of a kind (404 when the address names another kind)',
    ...signedIn,
    request: { params: UploadKindParamsSchema, body: jsonBody(ImageUrlSchema) },
    responses: { 200: json(MessageSchema, 'Deleted: the address answers 404 from now on'), ...errors(401, 403, 404) },
  }),
  async (c) => {
    await media.deleteImage(requestContext(c), blobsOf(c), c.req.valid('json').imageUrl, c.req.valid('param').kind);
    return c.json({ message: 'Image deleted' }, 200);
  },
);

mediaRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/media/files/{kind}/{owner}/{name}',
    tags,
    summary: "An image of the host's tenant (no token: an <img> sends none; its address is unguessable)",
    request: { params: FileParamsSchema },
    responses: {
      200: {
        description: 'The image, with its type, `nosniff` and a year of immutable caching',
        content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errors(404),
    },
  }),
  async (c) => {
    const blob = await media.readFile(blobsOf(c), c.req.valid('param'));
    return c.body(blob.body, 200, { ...FILE_HEADERS, 'Content-Type': blob.contentType, 'Content-Length': String(blob.size) }) as never;
  },
);

mediaRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/users/me/avatar',
    tags: ['users'],
    summary: "Upload the signed-in user's avatar (the previous one is deleted)",
    description: multipart(AVATAR_FIELD, '2 MB'),
    ...signedIn,
    responses: { 200: json(UserPublicSchema, 'The user with the new avatar URL'), ...errors(400, 401, 413, 415) },
  }),
  async (c) => {
    const upload = await readUpload(c, AVATAR_FIELD, AVATAR_MAX_BYTES);
    return c.json(await media.replaceAvatar(requestContext(c), blobsOf(c), c.get('user'), upload), 200);
  },
);
