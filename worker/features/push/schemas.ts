// The push contract, shared with the web app: plain zod only (docs/push.md, docs/api.md "Push").
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { LANGUAGES } from '../../lib/languages';
import { NotificationKindSchema } from '../notifications/schemas';
import { AUTH_LENGTH, ENDPOINT_MAX_LENGTH, P256DH_LENGTH } from './kinds';

/** The field `token` carries `PushSubscription.toJSON()`, as an object or as its JSON text. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const isWebUrl = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const EndpointSchema = z
  .string()
  .max(ENDPOINT_MAX_LENGTH)
  .refine(isWebUrl, { error: fieldMessage('push.endpoint_https') })
  .meta({ description: 'The push service URL of the subscription: https on a public host name' });

export const PushSubscriptionJsonSchema = z
  .object({
    endpoint: EndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's P-256 public key (uncompressed point), base64url. */
      p256dh: z.string().regex(new RegExp(`^B[A-Za-z0-9_-]{${P256DH_LENGTH - 1}}$`), { error: fieldMessage('push.key_public') }),
      /** The 16-byte authentication secret, base64url. */
      auth: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${AUTH_LENGTH}}$`), { error: fieldMessage('push.key_auth') }),
    }),
  })
  .meta({ id: 'PushSubscriptionJSON', description: 'What `PushSubscription.toJSON()` gives in the browser' });

export const PushLangSchema = z.enum(LANGUAGES);

export const PushRegisterSchema = z
  .object({
    token: z.preprocess(fromJsonText, PushSubscriptionJsonSchema).meta({ description: '`PushSubscription.toJSON()`, or its JSON text' }),
    /** The language of the pushes to this device; default en. */
    lang: PushLangSchema.optional(),
  })
  .meta({ id: 'PushRegister' });

export const PushUnregisterSchema = z
  .object({
    token: z.preprocess(fromJsonText, z.looseObject({ endpoint: z.string().max(ENDPOINT_MAX_LENGTH) })).optional(),
    endpoint: z.string().max(ENDPOINT_MAX_LENGTH).optional(),
  })
  .refine((value) => Boolean(value.token?.endpoint ?? value.endpoint), { error: fieldMessage('push.token_or_endpoint') })
  .meta({ id: 'PushUnregister' });

export const PushSubscriptionPublicSchema = z
  .object({
    id: z.uuid(),
    endpoint: z.string(),
    lang: PushLangSchema,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'PushSubscriptionPublic' });

export const PushPublicKeySchema = z
  .object({
    /** False when the server has no VAPID keys: the client does not subscribe. */
    enabled: z.boolean(),
    /** The application server key for `pushManager.subscribe` (base64url, 65 bytes), or null. */
    public_key: z.string().nullable(),
  })
  .meta({ id: 'PushPublicKey' });

export const PushPreferencesSchema = z
  .object({
    /** The notification kinds NOT pushed to this user's devices. */
    muted_kinds: z.array(NotificationKindSchema),
    /** Every kind that can be pushed. */
    kinds: z.array(NotificationKindSchema),
  })
  .meta({ id: 'PushPreferences' });

export const PushPreferencesUpdateSchema = z
  .object({ muted_kinds: z.array(NotificationKindSchema).max(50) })
  .meta({ id: 'PushPreferencesUpdate' });

export type PushRegister = z.infer<typeof PushRegisterSchema>;
export type PushUnregister = z.infer<typeof PushUnregisterSchema>;
export type PushSubscriptionPublic = z.infer<typeof PushSubscriptionPublicSchema>;
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;
export type PushPreferencesUpdate = z.infer<typeof PushPreferencesUpdateSchema>;
