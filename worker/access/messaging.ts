// Chats and news (docs/chat.md, docs/news.md), as the access switch (index.ts) checks them, and the
// "manages" answers their services show as flags.
import type { ChatMemberRow, ChatRow, CompanyNewsRow } from '../db/schema';
import { findChat, membership } from '../features/chat/queries';
import { audiences, findNews } from '../features/news/queries';
import { forbidden, notFound } from '../lib/errors';
import type { Actor } from '../lib/request-context';
import { actsIn, currentCompanyIds, type ScopeContext } from './scope';

/** A news item with the companies it is for, as the caller stands to it. */
export type NewsAccess = { news: CompanyNewsRow; companyIds: string[]; manages: boolean };

/** A chat as the caller stands to it. */
export type RoomAccess = { chat: ChatRow; member: ChatMemberRow | null; manages: boolean };

// -------------------------------------------------------------------------------------- chat

/** Whether the caller manages the room: superadmins all, admins those of their companies. */
export async function managesRoom(ctx: ScopeContext, chat: Pick<ChatRow, 'companyId'>): Promise<boolean> {
  if (ctx.actor.role === 'superadmin') return true;
  return ctx.actor.role === 'admin' && chat.companyId !== null && (await actsIn(ctx, chat.companyId));
}

/** Who writes in a channel (a room only admins write in): admins and superadmins, users never. */
export const writesChannels = (actor: Actor): boolean => actor.role !== 'user';

export async function room(ctx: ScopeContext, id: string, manage: boolean): Promise<RoomAccess> {
  const chat = await findChat(ctx.db, id);
  if (!chat || chat.kind !== 'room') throw notFound('chat.room_not_found');
  const [member, manages] = await Promise.all([membership(ctx.db, id, ctx.actor.id), managesRoom(ctx, chat)]);
  if (manage ? !manages : !manages && !member) throw forbidden('chat.not_authorized');
  return { chat, member, manages };
}

export async function directChat(ctx: ScopeContext, id: string): Promise<RoomAccess> {
  const chat = await findChat(ctx.db, id);
  if (!chat || chat.kind !== 'direct') throw notFound('chat.chat_not_found');
  const member = await membership(ctx.db, id, ctx.actor.id);
  if (!member) throw forbidden('chat.not_authorized');
  return { chat, member, manages: false };
}

// -------------------------------------------------------------------------------------- news

/** Whether the caller manages an item for these companies: superadmins any; admins all of them theirs. */
export async function managesNews(ctx: ScopeContext, companyIds: readonly string[]): Promise<boolean> {
  if (ctx.actor.role === 'superadmin') return true;
  if (ctx.actor.role !== 'admin' || !companyIds.length) return false;
  const mine = await currentCompanyIds(ctx.db, ctx.actor.id, ctx.orgToday);
  return companyIds.every((id) => mine.includes(id));
}

export async function newsItem(ctx: ScopeContext, id: string, manage: boolean): Promise<NewsAccess> {
  const news = await findNews(ctx.db, id);
  if (!news) throw notFound('news.not_found');
  const companyIds = ((await audiences(ctx.db, [id])).get(id) ?? []).map((company) => company.id);
  const manages = await managesNews(ctx, companyIds);
  if (manage && !manages) throw forbidden('news.not_authorized');
  if (!manage && !manages && companyIds.length && news.authorId !== ctx.actor.id) {
    const mine = await currentCompanyIds(ctx.db, ctx.actor.id, ctx.orgToday);
    if (!companyIds.some((company) => mine.includes(company))) throw forbidden('news.not_authorized');
  }
  return { news, companyIds, manages };
}
