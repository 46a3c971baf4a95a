// Files nobody references are removed (spec/product-rules.md "Media"). Replacing an avatar, a
// news image or deleting an item removes its file at once; this sweep catches the rest: uploads
// never attached to anything, images of deleted rooms or accounts, images a text stopped showing.
// A file younger than GRACE_MS is kept: someone may be filling in the form it belongs to.
import { isNotNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chats, companies, companyNews, departments, employmentRecords, linkPreviews, users } from '../../db/schema';
import type { BlobStore } from '../../platform/blobs';
import { FILES_PATH, MEDIA_KINDS } from './kinds';

export const GRACE_MS = 24 * 60 * 60_000;

const KEY_IN_TEXT = new RegExp(`${FILES_PATH}/([A-Za-z0-9_./-]+\\.(?:png|jpg|webp|gif))`, 'g');

/** The keys a text names (a URL field, a Markdown body, a JSON of extra fields). */
export function keysIn(text: string | null | undefined): string[] {
  return text ? [...text.matchAll(KEY_IN_TEXT)].map((match) => match[1]!) : [];
}

/** When a key's file was stored: its name is a time-ordered UUID (lib/ids.ts); null for other names. */
export function storedAt(key: string): number | null {
  const name = /\/([0-9a-f]{8})-([0-9a-f]{4})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/.exec(key);
  return name ? parseInt(name[1]! + name[2]!, 16) : null;
}

/** Every key the tenant's records name: one query per column that can hold an image URL. */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const mentions = (column: Parameters<typeof like>[0]) => like(column, `%${FILES_PATH}/%`);
  const results = await Promise.all([
    db.select({ text: users.avatar }).from(users).where(isNotNull(users.avatar)),
    db.select({ text: chats.image }).from(chats).where(isNotNull(chats.image)),
    db.select({ text: chatMessages.body }).from(chatMessages).where(mentions(chatMessages.body)),
    db
      .select({ text: sql<string>`coalesce(${companyNews.image}, '') || ' ' || ${companyNews.body}` })
      .from(companyNews)
      .where(or(isNotNull(companyNews.image), mentions(companyNews.body))),
    db.select({ text: sql<string>`${companies.extraFields}` }).from(companies).where(mentions(sql`${companies.extraFields}`)),
    db.select({ text: sql<string>`${departments.extraData}` }).from(departments).where(mentions(sql`${departments.extraData}`)),
    db.select({ text: sql<string>`${employmentRecords.extraData}` }).from(employmentRecords).where(
      mentions(sql`${employmentRecords.extraData}`),
    ),
    // A cached link preview's copied image (features/link-preview).
    db.select({ text: sql<string>`${linkPreviews.data}` }).from(linkPreviews).where(mentions(sql`${linkPreviews.data}`)),
  ]);
  return new Set(results.flat().flatMap((row) => keysIn(row.text)));
}

export type Sweep = { kept: number; removed: string[] };

/** Removes the tenant's files that no record names and that are older than the grace period. */
export async function sweepUnreferenced(db: Db, blobs: BlobStore, now: Date): Promise<Sweep> {
  const files = (await Promise.all(MEDIA_KINDS.map((kind) => blobs.list(`${kind}/`)))).flat();
  const referenced = await referencedKeys(db);
  const removed: string[] = [];
  for (const { key } of files) {
    const at = storedAt(key);
    if (referenced.has(key) || at === null || now.getTime() - at < GRACE_MS) continue;
    await blobs.delete(key);
    removed.push(key);
  }
  return { kept: files.length - removed.length, removed };
}
