// The demo tenant's employee cards: everyone employed in the Polish company has one, so the scanner
// and shift entries can be tried at once with a printed card (docs/qr.md).
import type { Db } from '../db/client';
import { employeeCards } from '../db/schema';
import { randomCardNumber } from '../features/qr/rules/codes';

export async function seedDemoCards(db: Db, now: Date, userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const numbers = new Set<string>();
  while (numbers.size < unique.length) numbers.add(randomCardNumber());
  const list = [...numbers];
  await db
    .insert(employeeCards)
    .values(unique.map((userId, i) => ({ id: crypto.randomUUID(), userId, number: list[i]!, status: 'active' as const, issuedAt: now })))
    .onConflictDoNothing();
}
