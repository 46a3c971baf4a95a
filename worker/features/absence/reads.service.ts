// Reading absence requests: one (what a notification links to) and the admins' list.
import type { RequestContext } from '../../lib/request-context';
import { requireAccess } from '../../access';
import { visibleAbsences } from '../../access/scope';
import { toAbsencePublic, viewerOf } from './answers';
import { absencesPage } from './queries';
import type { AbsencePublic, AbsencesPublic, ListAbsencesQuery } from './schemas';

/** One request (users: their own; admins: their companies' and their own). */
export async function getAbsence(ctx: RequestContext, id: string): Promise<AbsencePublic> {
  const viewer = await viewerOf(ctx);
  return toAbsencePublic(await requireAccess(ctx, 'absence.read', id), viewer);
}

/** The requests of the admin's companies and their own (superadmins: all), newest first. */
export async function listAbsences(ctx: RequestContext, query: ListAbsencesQuery): Promise<AbsencesPublic> {
  const viewer = await viewerOf(ctx);
  const page = await absencesPage(ctx.db, { ...query, visible: visibleAbsences(ctx, viewer.companyIds) });
  return { data: page.rows.map((row) => toAbsencePublic(row, viewer)), count: page.count };
}
