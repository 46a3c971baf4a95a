// Which employee a scanned or typed code names (rules/codes.ts), for `POST /qr/verify` and for
// scans into shift entries: an active card's id or number, a valid short-lived code, or (typed by
// an admin) an employee's own id. Anything else, a revoked card, a forged or another tenant's code
// and an inactive account are `unknown`; a short code past its minute is `expired`.
import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../access/scope';
import { employeeCards, users, type UserRow } from '../../db/schema';
import { checkShortCode, parseCode, shortCodeKey } from './rules/codes';

/** The app secret and the tenant: the key of short-lived codes. */
export type CodeSigner = { tenant: string; secretKey: Uint8Array };

export type Resolved =
  | { found: true; user: UserRow; via: 'card' | 'number' | 'short' | 'user_id'; cardId: string | null }
  | { found: false; reason: 'unknown' | 'expired' };

const keys = new WeakMap<Uint8Array, Map<string, Promise<CryptoKey>>>();

/** The tenant's short-code key, derived once per secret and tenant. */
export function shortCodeKeyOf(signer: CodeSigner): Promise<CryptoKey> {
  let byTenant = keys.get(signer.secretKey);
  if (!byTenant) keys.set(signer.secretKey, byTenant = new Map());
  let key = byTenant.get(signer.tenant);
  if (!key) byTenant.set(signer.tenant, key = shortCodeKey(signer.secretKey, signer.tenant));
  return key;
}

const UNKNOWN = { found: false, reason: 'unknown' } as const;

export async function resolveCode(db: Reader, signer: CodeSigner, raw: string, now: Date): Promise<Resolved> {
  const code = parseCode(raw);
  if (!code) return UNKNOWN;
  const active = (user: UserRow | undefined | null) => (user && user.isActive ? user : null);

  if (code.kind === 'short') {
    const check = await checkShortCode(await shortCodeKeyOf(signer), code, now);
    if (check === 'forged') return UNKNOWN;
    if (check === 'expired') return { found: false, reason: 'expired' };
    const [user] = await db.select().from(users).where(eq(users.id, code.userId)).limit(1);
    return active(user) ? { found: true, user: user!, via: 'short', cardId: null } : UNKNOWN;
  }

  // A card (by its id or its number), else an employee's id: one query.
  const byCard = code.kind === 'number' ? eq(employeeCards.number, code.number) : eq(employeeCards.id, code.id);
  const [card] = await db
    .select({ user: users, cardId: employeeCards.id })
    .from(employeeCards)
    .innerJoin(users, eq(users.id, employeeCards.userId))
    .where(and(byCard, eq(employeeCards.status, 'active')))
    .limit(1);
  if (card) {
    return active(card.user)
      ? { found: true, user: card.user, via: code.kind === 'number' ? 'number' : 'card', cardId: card.cardId }
      : UNKNOWN;
  }
  if (code.kind !== 'uuid') return UNKNOWN;
  // A revoked card's id must not pass as a user id either: ids are distinct UUIDs, so it cannot.
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, code.id))
    .limit(1);
  return active(user) ? { found: true, user: user!, via: 'user_id', cardId: null } : UNKNOWN;
}
