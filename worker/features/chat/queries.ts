// Chat's SQL: conversations (rooms and direct chats), their members and messages. Every read that
// answers a list does its counting in the same query or in one query for the whole page, never one
// per chat.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages, chats, users, type ChatMessageRow, type ChatRow } from '../../db/schema';
import { isCurrentRecord, visibleRooms, visibleRoomsParams, type ScopeContext } from '../../access/scope';
import type { Role } from '../users/schemas';
import { inJsonList, preparedPerHandle } from '../../db/prepared';
import { employmentRecords } from '../../db/schema';
import type { OrgToday } from '../../lib/today';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;
type Page = { limit: number; skip: number };

export type PersonRow = {
  id: string;
  email: string;
  fullName: string | null;
  avatar: string | null;
  role: 'user' | 'admin' | 'superadmin';
};
const personColumns = { id: users.id, email: users.email, fullName: users.fullName, avatar: users.avatar, role: users.role };

// ------------------------------------------------------------------------------------ chats

export async function findChat(db: Reader, id: string): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row ?? null;
}

export async function insertChat(tx: Writer, row: typeof chats.$inferInsert): Promise<ChatRow> {
  const [inserted] = await tx.insert(chats).values(row).returning();
  return inserted!;
}

/** Inserts a direct chat unless the pair has one already; answers the pair's chat either way. */
export async function insertDirectChat(
  tx: Writer,
  row: typeof chats.$inferInsert & { directKey: string },
): Promise<{ chat: ChatRow; created: boolean }> {
  const [inserted] = await tx.insert(chats).values(row).onConflictDoNothing({ target: chats.directKey }).returning();
  if (inserted) return { chat: inserted, created: true };
  const [existing] = await tx.select().from(chats).where(eq(chats.directKey, row.directKey)).limit(1);
  return { chat: existing!, created: false };
}

export async function updateChatRow(tx: Writer, id: string, changes: Partial<typeof chats.$inferInsert>): Promise<ChatRow | null> {
  const [row] = await tx.update(chats).set(changes).where(eq(chats.id, id)).returning();
  return row ?? null;
}

export async function deleteChatRow(tx: Writer, id: string): Promise<void> {
  await tx.delete(chats).where(eq(chats.id, id));
}

// ---------------------------------------------------------------------------------- members

export async function membership(db: Reader, chatId: string, userId: string) {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function memberIds(db: Reader, chatId: string): Promise<string[]> {
  const rows = await db.select({ id: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId));
  return rows.map((row) => row.id);
}

export async function membersOf(db: Reader, chatId: string): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(eq(chatMembers.chatId, chatId))
    .orderBy(asc(users.sortKey), asc(users.email));
}

export async function memberCounts(db: Reader, chatIds: string[]): Promise<Map<string, number>> {
  if (!chatIds.length) return new Map();
  const rows = await memberCountsOf(db).all({ chatIds: JSON.stringify(chatIds) });
  return new Map(rows.map((row) => [row.chatId, row.n]));
}
const memberCountsOf = preparedPerHandle((db: Reader) =>
  db.select({ chatId: chatMembers.chatId, n: count() }).from(chatMembers).where(inJsonList(chatMembers.chatId, 'chatIds')).groupBy(
    chatMembers.chatId,
  ).prepare()
);

/** Adds the members not there yet (reading from the chat's newest message on) and removes the others. */
export async function replaceMembers(tx: Writer, chatId: string, wanted: readonly string[], now: Date, lastMessageId: string) {
  const current = new Set(
    (await tx.select({ id: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId))).map((r) => r.id),
  );
  const keep = new Set(wanted);
  const added = [...keep].filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !keep.has(id));
  await addMembers(tx, chatId, added, now, lastMessageId);
  if (removed.length) await tx.delete(chatMembers).where(and(eq(chatMembers.chatId, chatId), inArray(chatMembers.userId, removed)));
  return { added, removed };
}

export async function addMembers(tx: Writer, chatId: string, userIds: readonly string[], now: Date, lastReadId = ''): Promise<void> {
  for (let i = 0; i < userIds.length; i += 200) {
    const rows = userIds.slice(i, i + 200).map((userId) => ({ chatId, userId, joinedAt: now, lastReadId }));
    await tx.insert(chatMembers).values(rows).onConflictDoNothing();
  }
}

/** Marks the chat read for the user up to `messageId` (never backwards). */
export async function markReadUpTo(tx: Writer, chatId: string, userId: string, messageId: string): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ lastReadId: messageId })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), lt(chatMembers.lastReadId, messageId)));
}

/** Which of these users exist and are active. */
export async function activeUserIds(db: Reader, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/** Which of these users have a current employment record in one of the companies. */
export async function employedNowIn(
  db: Reader,
  ids: readonly string[],
  companyIds: readonly string[],
  today: OrgToday,
): Promise<Set<string>> {
  if (!ids.length || !companyIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: employmentRecords.userId })
    .from(employmentRecords)
    .where(and(inArray(employmentRecords.userId, [...ids]), inArray(employmentRecords.companyId, [...companyIds]), isCurrentRecord(today)));
  return new Set(rows.map((row) => row.id));
}

export async function findPersonRow(db: Reader, id: string): Promise<(PersonRow & { isActive: boolean }) | null> {
  const [row] = await db
    .select({ ...personColumns, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function personsByIds(db: Reader, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await personsOf(db).all({ ids: JSON.stringify(unique) });
  return new Map(rows.map((row) => [row.id, row]));
}
const personsOf = preparedPerHandle((db: Reader) => db.select(personColumns).from(users).where(inJsonList(users.id, 'ids')).prepare());

// ------------------------------------------------------------------------------------- rooms

/** A page of the rooms the caller lists (visibleRooms), with the newest activity first, and their count. */
export async function roomsPage(db: Db, viewer: Pick<ScopeContext, 'actor' | 'orgToday'>, search: string | undefined, page: Page) {
  const statements = roomStatements(viewer.actor.role, Boolean(search))(db);
  const params = {
    ...visibleRoomsParams(viewer),
    term: search ? `%${search.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
  const [rows, total] = await Promise.all([
    statements.page.all({ ...params, limit: page.limit, skip: page.skip }),
    statements.count.get(params),
  ]);
  return { rows, count: total?.n ?? 0 };
}
/** The page and count statements per role and with or without a search. */
const roomStatementsBy = new Map<string, ReturnType<typeof roomStatementsOf>>();
const roomStatements = (role: Role, searching: boolean) => {
  const key = `${role}:${searching}`;
  let statements = roomStatementsBy.get(key);
  if (!statements) roomStatementsBy.set(key, statements = roomStatementsOf(role, searching));
  return statements;
};
const roomStatementsOf = (role: Role, searching: boolean) =>
  preparedPerHandle((db: Db) => {
    const where = and(
      eq(chats.kind, 'room'),
      visibleRooms(db, role),
      searching ? sql`lower(${chats.name}) LIKE ${sql.placeholder('term')} ESCAPE '\\'` : undefined,
    );
    return {
      page: db
        .select()
        .from(chats)
        .where(where)
        .orderBy(desc(chats.lastMessageId), desc(chats.createdAt), asc(chats.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('skip'))
        .prepare(),
      count: db.select({ n: count() }).from(chats).where(where).prepare(),
    };
  });

/** The user's memberships among these chats: chat id -> last read message id. */
export async function readStates(db: Reader, userId: string, chatIds: string[]): Promise<Map<string, string>> {
  if (!chatIds.length) return new Map();
  const rows = await readStatesOf(db).all({ userId, chatIds: JSON.stringify(chatIds) });
  return new Map(rows.map((row) => [row.chatId, row.lastReadId]));
}
const readStatesOf = preparedPerHandle((db: Reader) =>
  db
    .select({ chatId: chatMembers.chatId, lastReadId: chatMembers.lastReadId })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, sql.placeholder('userId')), inJsonList(chatMembers.chatId, 'chatIds')))
    .prepare()
);

/** Unread messages (of others, not deleted) per chat of these the user belongs to. */
export async function unreadCounts(db: Reader, userId: string, chatIds: string[]): Promise<Map<string, number>> {
  if (!chatIds.length) return new Map();
  const rows = await unreadCountsOf(db).all({ userId, chatIds: JSON.stringify(chatIds) });
  return new Map(rows.map((row) => [row.chatId, row.n]));
}
const unreadCountsOf = preparedPerHandle((db: Reader) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ chatId: chatMembers.chatId, n: count(chatMessages.id) })
    .from(chatMembers)
    .innerJoin(chatMessages, unreadBy(userId))
    .where(and(eq(chatMembers.userId, userId), inJsonList(chatMembers.chatId, 'chatIds')))
    .groupBy(chatMembers.chatId)
    .prepare();
});

/** Unread messages over all the user's rooms and over all their direct chats. */
export async function unreadTotals(db: Reader, userId: string): Promise<{ rooms: number; direct: number }> {
  const rows = await db
    .select({ kind: chats.kind, n: count(chatMessages.id) })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .innerJoin(chatMessages, unreadBy(userId))
    .where(and(eq(chatMembers.userId, userId), sql`${chats.lastMessageId} > ${chatMembers.lastReadId}`))
    .groupBy(chats.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { rooms: of('room'), direct: of('direct') };
}

const othersMessage = (userId: string | Placeholder) => or(isNull(chatMessages.authorId), ne(chatMessages.authorId, userId))!;

/** A member's unread message of the room (the join of chat_members to chat_messages): after their last read, not deleted, not theirs. */
function unreadBy(userId: string | Placeholder) {
  return and(
    eq(chatMessages.chatId, chatMembers.chatId),
    gt(chatMessages.id, chatMembers.lastReadId),
    isNull(chatMessages.deletedAt),
    othersMessage(userId),
  )!;
}

// ---------------------------------------------------------------------------------- messages

export async function findMessage(db: Reader, id: string): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

export async function messagesByIds(db: Reader, ids: readonly string[]): Promise<ChatMessageRow[]> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return [];
  return messagesOf(db).all({ ids: JSON.stringify(wanted) });
}
const messagesOf = preparedPerHandle((db: Reader) => db.select().from(chatMessages).where(inJsonList(chatMessages.id, 'ids')).prepare());

/** Newest first: `limit` messages older than `before` (or the newest), and whether more exist. */
export async function messagesPage(db: Reader, chatId: string, before: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function insertMessage(tx: Writer, row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [inserted] = await tx.insert(chatMessages).values(row).returning();
  await tx.update(chats).set({ lastMessageId: row.id }).where(and(eq(chats.id, row.chatId), lt(chats.lastMessageId, row.id)));
  return inserted!;
}

export async function updateMessageRow(
  tx: Writer,
  id: string,
  changes: Partial<typeof chatMessages.$inferInsert>,
): Promise<ChatMessageRow | null> {
  const [row] = await tx.update(chatMessages).set(changes).where(eq(chatMessages.id, id)).returning();
  return row ?? null;
}

/** How many messages the user wrote since `since` (the rate limit). */
export async function messagesSince(db: Reader, authorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), gt(chatMessages.createdAt, since)));
  return row?.n ?? 0;
}

// ----------------------------------------------------------------------------------- direct

/** The key of a pair's conversation: both ids, the lower first. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * The active people other than the user, each with their conversation with the user if any: the
 * newest conversations first, then by name. `search` is a condition on users.
 */
export async function directPeersPage(db: Db, userId: string, search: SQL | undefined, page: Page) {
  const pairKey = sql`CASE WHEN ${users.id} < ${userId} THEN ${users.id} || ':' || ${userId} ELSE ${userId} || ':' || ${users.id} END`;
  const where = and(eq(users.isActive, true), ne(users.id, userId), search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...personColumns, chatId: chats.id, lastMessageId: chats.lastMessageId, chatCreatedAt: chats.createdAt })
      .from(users)
      .leftJoin(chats, eq(chats.directKey, pairKey))
      .where(where)
      .orderBy(sql`coalesce(${chats.lastMessageId}, '') DESC`, asc(users.sortKey), asc(users.email))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The other member of a direct chat. */
export async function otherMember(db: Reader, chatId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(eq(chatMembers.chatId, chatId), ne(chatMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}
