// The batch form of the access switch, for lists (immich's `checkAccess`): ids in, the set the
// caller may act on with the permission out, in one query whatever the number of ids (never a
// query per row). A list answers its per-item flags from it (`can_manage` of rooms and news, what a
// manager of an open shift or a swap may do). Ids unknown here, another tenant's among them, are
// simply not in the answer. The same rules as the single form (index.ts), as SQL.
import { and, eq, exists, inArray, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { chats, companyNews, companyNewsCompanies, openShifts, shiftSwaps } from '../db/schema';
import { currentCompanyIdsQuery, currentDepartmentIdsQuery, type ScopeContext } from './scope';

/** What the batch form answers, and for each permission which rows it reads. */
export type BatchPermission =
  /** Rooms the caller manages (`room.manage`): superadmins all, admins those of their companies. */
  | 'room.manage'
  /** News items the caller manages (`news.manage`): superadmins all; admins when every company an item is for is theirs. */
  | 'news.manage'
  /** Open shifts whose claims the caller decides (`open_shift.manage`): superadmins all, admins their companies'. */
  | 'open_shift.manage'
  /** Swaps the caller decides and may cancel for others (`swap.manage`): superadmins all, admins their companies'. */
  | 'swap.manage'
  /** Swaps the caller may take as a colleague: those of the departments they work in now, whatever their role. */
  | 'swap.colleague';

/** The ids among `ids` that the caller may act on with `permission`; one query at most. */
export async function checkAccess(ctx: ScopeContext, permission: BatchPermission, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  if (permission === 'swap.colleague') {
    return idsWhere(
      ctx,
      shiftSwaps,
      unique,
      inArray(shiftSwaps.departmentId, currentDepartmentIdsQuery(ctx.db, ctx.actor.id, ctx.orgToday)),
    );
  }
  // Users manage nothing of these: no query.
  if (ctx.actor.role === 'user') return new Set();
  const superadmin = ctx.actor.role === 'superadmin';
  switch (permission) {
    case 'room.manage':
      return idsWhere(ctx, chats, unique, and(eq(chats.kind, 'room'), superadmin ? undefined : inArray(chats.companyId, mine(ctx))));
    case 'news.manage':
      return idsWhere(ctx, companyNews, unique, superadmin ? undefined : newsOfMyCompaniesOnly(ctx));
    case 'open_shift.manage':
      return idsWhere(ctx, openShifts, unique, superadmin ? undefined : inArray(openShifts.companyId, mine(ctx)));
    case 'swap.manage':
      return idsWhere(ctx, shiftSwaps, unique, superadmin ? undefined : inArray(shiftSwaps.companyId, mine(ctx)));
  }
}

const mine = (ctx: ScopeContext) => currentCompanyIdsQuery(ctx.db, ctx.actor.id, ctx.orgToday);

/** An item for at least one company, and for none outside the admin's companies. */
function newsOfMyCompaniesOnly(ctx: ScopeContext): SQL {
  const audience = (condition?: SQL) =>
    ctx.db
      .select({ one: sql`1` })
      .from(companyNewsCompanies)
      .where(and(eq(companyNewsCompanies.newsId, companyNews.id), condition));
  return and(exists(audience()), notExists(audience(notInArray(companyNewsCompanies.companyId, mine(ctx)))))!;
}

type WithId = typeof chats | typeof companyNews | typeof openShifts | typeof shiftSwaps;

async function idsWhere(ctx: ScopeContext, table: WithId, ids: string[], condition: SQL | undefined): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), condition));
  return new Set(rows.map((row) => row.id));
}
