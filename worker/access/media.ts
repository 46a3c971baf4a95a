// Images (docs/media.md), as the access switch (index.ts) checks them: the key of a stored image
// names its kind and its uploader, so no record is loaded.
import { ADMIN_KINDS, type MediaKind, type UploadKind } from '../features/media/schemas';
import { forbidden } from '../lib/errors';
import type { ScopeContext } from './scope';

/** Upload an image of this kind: news, rooms and companies images are the admins'. */
export async function mediaUpload(ctx: ScopeContext, kind: UploadKind): Promise<UploadKind> {
  if (ADMIN_KINDS.includes(kind) && ctx.actor.role === 'user') throw forbidden();
  return kind;
}

/** Delete a stored image: its uploader; a superadmin any image but an avatar. */
export async function mediaDelete(ctx: ScopeContext, { kind, owner }: { kind: MediaKind; owner: string }): Promise<MediaKind> {
  if (owner !== ctx.actor.id && (kind === 'avatars' || ctx.actor.role !== 'superadmin')) throw forbidden('media.not_yours');
  return kind;
}
