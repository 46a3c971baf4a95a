// A user's Web Push subscriptions (one per browser) and which kinds are not pushed. Signed-in users
// act on their own only; the sending is delivery.ts's.
import type { PushSubscriptionRow } from '../../db/schema';
import { apiError, notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { Outbound } from '../../platform/outbound';
import type { PushSettings } from '../../platform/types';
import { NOTIFICATION_KINDS } from '../notifications/schemas';
import { deleteOwnSubscription, mutedKindsOf, savePreferences, upsertSubscription } from './queries';
import { endpointProblem } from './rules/endpoint';
import type {
  PushPreferences,
  PushPreferencesUpdate,
  PushPublicKey,
  PushRegister,
  PushSubscriptionPublic,
  PushUnregister,
} from './schemas';
import { asPushLang } from './wording';

/** Every notification kind is pushed unless the user mutes it. */
const PUSHABLE_KINDS = NOTIFICATION_KINDS;

export function publicKey(settings: PushSettings): PushPublicKey {
  return settings.keys ? { enabled: true, public_key: settings.keys.publicKey } : { enabled: false, public_key: null };
}

/** Stores the browser's subscription for the caller (upsert by endpoint). */
export async function register(
  ctx: RequestContext,
  settings: PushSettings,
  outbound: Outbound,
  input: PushRegister,
  userAgent: string | undefined,
): Promise<PushSubscriptionPublic> {
  if (!settings.keys) throw apiError('push.not_configured');
  const { endpoint, keys } = input.token;
  const problem = endpointProblem(endpoint, (url) => outbound.allowListed(url));
  if (problem) throw ValidationError.field(['body', 'token', 'endpoint'], fieldMessage(problem));
  const row = await upsertSubscription(ctx.db, {
    id: timeOrderedId(ctx.now.getTime()),
    userId: ctx.actor.id,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    lang: input.lang ?? 'en',
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return toSubscriptionPublic(row);
}

/** Deletes the caller's own subscription of that endpoint (logout); anyone else's is not found. */
export async function unregister(ctx: RequestContext, input: PushUnregister): Promise<void> {
  const endpoint = input.token?.endpoint ?? input.endpoint!;
  if (!(await deleteOwnSubscription(ctx.db, ctx.actor.id, endpoint))) throw notFound('push.subscription_not_found');
}

export async function preferences(ctx: RequestContext): Promise<PushPreferences> {
  const muted = (await mutedKindsOf(ctx.db, [ctx.actor.id])).get(ctx.actor.id) ?? new Set<string>();
  return { muted_kinds: PUSHABLE_KINDS.filter((kind) => muted.has(kind)), kinds: [...PUSHABLE_KINDS] };
}

export async function updatePreferences(ctx: RequestContext, input: PushPreferencesUpdate): Promise<PushPreferences> {
  const muted = PUSHABLE_KINDS.filter((kind) => input.muted_kinds.includes(kind));
  await savePreferences(ctx.db, ctx.actor.id, muted, ctx.now);
  return { muted_kinds: muted, kinds: [...PUSHABLE_KINDS] };
}

function toSubscriptionPublic(row: PushSubscriptionRow): PushSubscriptionPublic {
  return {
    id: row.id,
    endpoint: row.endpoint,
    lang: asPushLang(row.lang),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
