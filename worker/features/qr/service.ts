// QR codes and employee cards (spec/product-rules.md "QR codes and employee cards", docs/qr.md):
// 'My QR' codes signed for a minute, each person's permanent card (created on first ask, one active
// at a time, revoked and reissued when lost), a scanned code to the employee, and the card's PDF.
import { requireAccess } from '../../access';
import type { EmployeeCardRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/languages';
import type { Fonts } from '../../lib/pdf/fonts';
import type { RequestContext } from '../../lib/request-context';
import type { BlobStore } from '../../platform/blobs';
import { readStoredImage } from '../media/public';
import { activeCard, cardPerson, insertCardUnlessActive, revokeActiveCard, type CardPerson } from './queries';
import { resolveCode, shortCodeKeyOf, type CodeSigner } from './resolve';
import { randomCardNumber, signShortCode } from './rules/codes';
import type { Card, IssueSimple, ShortCode, VerifiedEmployee } from './schemas';

/** Tries at a fresh number when a random one is taken (1 in 10^9 per card already issued). */
const NUMBER_TRIES = 5;

/** POST /qr/issue: a code of the caller good for SHORT_CODE_SECONDS. */
export async function issueShortCode(ctx: RequestContext, signer: CodeSigner): Promise<ShortCode> {
  const { code, expiresAt } = await signShortCode(await shortCodeKeyOf(signer), ctx.actor.id, ctx.now);
  return { code, expires_at: expiresAt.toISOString() };
}

/** POST /qr/issue-simple: the person's active card, made now when they have none. */
export async function issueCard(ctx: RequestContext, input: IssueSimple): Promise<Card> {
  const userId = input.user_id ?? ctx.actor.id;
  await requireAccess(ctx, 'card.issue', userId);
  return answer(await ensureCard(ctx, userId), await personOf(ctx, userId));
}

/** POST /qr/cards/{user_id}/reissue: the active card (if any) revoked and a new one issued, in one transaction. */
export async function reissueCard(ctx: RequestContext, userId: string): Promise<Card> {
  await requireAccess(ctx, 'card.reissue', userId);
  const card = await ctx.db.transaction(async (tx) => {
    await revokeActiveCard(tx, userId, ctx.now, ctx.actor.id);
    for (let i = 0; i < NUMBER_TRIES; i++) {
      const row = await insertCardUnlessActive(tx, newCard(ctx, userId));
      if (row) return row;
    }
    throw new Error('reissueCard: no free card number');
  });
  return answer(card, await personOf(ctx, userId));
}

/** POST /qr/verify: the employee a scanned or typed code names. */
export async function verifyCode(ctx: RequestContext, signer: CodeSigner, code: string): Promise<VerifiedEmployee> {
  const resolved = await resolveCode(ctx.db, signer, code, ctx.now);
  if (!resolved.found) throw notFound(resolved.reason === 'expired' ? 'qr.code_expired' : 'qr.code_unknown');
  await requireAccess(ctx, 'card.scan', resolved.user.id);
  const person = await personOf(ctx, resolved.user.id);
  return {
    id: person.id,
    full_name: person.fullName,
    email: person.email,
    avatar: person.avatar,
    company: person.company,
    department: person.department,
  };
}

/** GET /qr/cards/{user_id}/pdf: the printable card (made now when the person has none). */
export async function cardPdf(
  ctx: RequestContext,
  deps: { fonts: Fonts; blobs: BlobStore },
  userId: string,
  lang: Language,
): Promise<{ bytes: Uint8Array; fullName: string }> {
  await requireAccess(ctx, 'card.issue', userId);
  const [card, person] = await Promise.all([ensureCard(ctx, userId), personOf(ctx, userId)]);
  const fullName = person.fullName?.trim() || person.email;
  // pdf-lib and its fonts load with the first PDF, not with the server (docs/performance.md).
  const { employeeCardPdf } = await import('./card-pdf');
  const bytes = await employeeCardPdf(
    deps.fonts,
    {
      id: card.id,
      number: card.number,
      fullName,
      company: person.company?.name ?? null,
      department: person.department?.name ?? null,
      avatar: await readStoredImage(deps.blobs, person.avatar),
    },
    lang,
    ctx.now,
  );
  return { bytes, fullName };
}

/**
 * The active card, or a new one. The insert does nothing when a parallel call made one first (the
 * partial unique index on active cards), and then that one is read: one card, however many calls.
 */
async function ensureCard(ctx: RequestContext, userId: string): Promise<EmployeeCardRow> {
  for (let i = 0; i < NUMBER_TRIES; i++) {
    const existing = await activeCard(ctx.db, userId);
    if (existing) return existing;
    const row = await insertCardUnlessActive(ctx.db, newCard(ctx, userId));
    if (row) return row;
  }
  throw new Error('ensureCard: no card after retries');
}

const newCard = (ctx: RequestContext, userId: string) => ({
  id: crypto.randomUUID(),
  userId,
  number: randomCardNumber(),
  status: 'active' as const,
  issuedAt: ctx.now,
  issuedBy: ctx.actor.id,
});

async function personOf(ctx: RequestContext, userId: string): Promise<CardPerson> {
  const person = await cardPerson(ctx.db, userId, ctx.orgToday);
  if (!person) throw notFound('users.not_found');
  return person;
}

const answer = (card: EmployeeCardRow, person: CardPerson): Card => ({
  id: card.id,
  number: card.number,
  status: card.status,
  issued_at: card.issuedAt.toISOString(),
  user: { id: person.id, full_name: person.fullName, email: person.email },
});
