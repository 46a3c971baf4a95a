// Deciding and cancelling absence requests (docs/absence.md "Who does what"). Every change and
// the notifications it causes are one transaction; the state a change starts from is part of its
// UPDATE's WHERE, so two admins deciding at once cannot both win.
import { requestDeciders } from '../../access/deciders';
import { conflict } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { notify } from '../notifications/public';
import { requireAccess } from '../../access';
import { changedNotifications, factsOf, toAbsencePublic, todayOf, viewerOf, type Viewer } from './answers';
import { balanceCompany, refreshRecordHours } from './balance.service';
import type { AbsenceStatus } from './kinds';
import { findJoined, findPerson, setStatus, type Joined, type Person } from './queries';
import { cancelApprovedRefusal, refused, updateRefusal } from './refusals';
import type { AbsencePublic, AbsenceUpdate } from './schemas';

type Change = { from: AbsenceStatus; to: Exclude<AbsenceStatus, 'pending'> };

async function changeStatus(ctx: RequestContext, id: string, check: (row: Joined, viewer: Viewer) => Change): Promise<AbsencePublic> {
  const { db, actor, now, orgToday } = ctx;
  const viewer = await viewerOf(ctx);
  await db.transaction(async (tx) => {
    const row = await requireAccess({ ...ctx, db: tx }, 'absence.change', id);
    const changed = await setStatus(tx, id, check(row, viewer), actor.id, now);
    // Someone else changed it between our read and write.
    if (!changed) throw conflict('absence.changed');

    const by = (await findPerson(tx, actor.id))!;
    const owner: Person = { id: row.request.userId, role: row.ownerRole, email: row.ownerEmail, fullName: row.ownerName };
    const recipients = actor.id === owner.id
      ? await requestDeciders(tx, owner, changed.companyId, orgToday)
      : [owner.id];
    await notify(tx, changedNotifications(changed, by, recipients), now, ctx.live);
    if (changed.type === 'vacation') {
      const employment = await balanceCompany(tx, owner.id, orgToday);
      if (employment) await refreshRecordHours(tx, owner.id, employment, now, orgToday);
    }
  });
  return toAbsencePublic((await findJoined(db, id))!, viewer);
}

/** Pending -> approved | rejected | canceled. */
export function updateAbsence(ctx: RequestContext, input: AbsenceUpdate): Promise<AbsencePublic> {
  return changeStatus(ctx, input.id, (row, viewer) => {
    const refusal = updateRefusal(viewer.actor, factsOf(row, viewer), input.status);
    if (refusal) throw refused(refusal);
    return { from: 'pending', to: input.status };
  });
}

/** Approved -> canceled, giving the hours back. */
export function cancelApprovedAbsence(ctx: RequestContext, id: string): Promise<AbsencePublic> {
  return changeStatus(ctx, id, (row, viewer) => {
    const refusal = cancelApprovedRefusal(viewer.actor, factsOf(row, viewer), todayOf(row, ctx.now));
    if (refusal) throw refused(refusal);
    return { from: 'approved', to: 'canceled' };
  });
}
