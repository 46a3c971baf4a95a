// Open shifts (docs/shift-market.md "Open shifts"): an admin publishes a shift for a department and
// a number of people; the department's employees claim it; an admin approves claims one by one.
// An approval plans the claimant's day shift and takes a place in one write transaction; the
// conditional update of `filled` and the unique (user_id, date) of day shifts are the last word
// when two approvals meet.
import { decidersOf } from '../../access/deciders';
import { checkAccess, requireAccess } from '../../access';
import { visibleOpenShifts } from '../../access/scope';
import { isUniqueViolation } from '../../lib/db-errors';
import { apiError, notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { addDays, localDate, shiftIntervalMs } from '../../lib/time';
import { enforcePlanConflicts, type PlanConflict } from '../../lib/plan-conflicts';
import { enforceLabourLaw } from '../labour-law/public';
import { type NewNotification, notify } from '../notifications/public';
import { companyClock, insertPlanChange, snapshotOf } from '../schedule/public';
import { claimedNotifications, decidedNotification, publishedNotifications, toClaim, toOpenShiftOffer } from './answers';
import { OPEN_SHIFT_AHEAD_DAYS_MAX } from './kinds';
import {
  absentOn,
  cancelOpen,
  claimOf,
  claimsOf,
  departmentMembers,
  findClaim,
  findOpenShift,
  insertClaim,
  insertDayShifts,
  insertOpenShift,
  nameOf,
  openShiftsPage,
  peopleById,
  rejectPending,
  setClaimStatus,
  shiftOn,
  takePlace,
  worksIn,
  type OpenShiftJoined,
  type Tx,
} from './queries';
import { refused } from './refusals';
import { claimRefusal, decideClaimRefusal, withdrawRefusal } from './rules/market';
import type { OpenShiftCreate, OpenShiftDecision, OpenShiftListQuery, OpenShiftOffer, OpenShiftOffers } from './schemas';
import { requireSkillsExist, skillLack } from '../skills/public';

/** One open shift as the caller sees it (claims: all for its managers, else their own). */
async function answer(ctx: RequestContext, db: Tx | RequestContext['db'], row: OpenShiftJoined): Promise<OpenShiftOffer> {
  const canManage = (await checkAccess({ ...ctx, db }, 'open_shift.manage', [row.offer.id])).has(row.offer.id);
  const claims = await claimsOf(db, [row.offer.id], canManage ? null : ctx.actor.id);
  const people = await peopleById(db, claims.map((c) => c.userId));
  return toOpenShiftOffer(row, claims.map((c) => toClaim(c, people)), ctx.actor.id, canManage);
}

/** Publishes an open shift (admins: in their companies' departments) and tells the department. */
export async function publishOpenShift(ctx: RequestContext, input: OpenShiftCreate): Promise<OpenShiftOffer> {
  const { db, actor, now, live, orgToday } = ctx;
  const companyId = await requireAccess(ctx, 'department.schedule', input.department_id);
  const clock = await companyClock(db, companyId);
  const today = localDate(now, clock.timezone);
  if (input.date < today) throw ValidationError.field(['body', 'date'], fieldMessage('open_shift.date_past'));
  if (input.date > addDays(today, OPEN_SHIFT_AHEAD_DAYS_MAX)) {
    throw ValidationError.field(['body', 'date'], fieldMessage('open_shift.date_too_far', { max_days: OPEN_SHIFT_AHEAD_DAYS_MAX }));
  }
  // Planned instants as applying a pattern computes them: the company's zone, DST, overnight.
  const [start, end] = shiftIntervalMs(input.date, input.start, input.end, clock.timezone);
  await requireSkillsExist(db, [input.required_skill_id]);
  const id = timeOrderedId(now.getTime());
  return db.transaction(async (tx) => {
    await insertOpenShift(tx, {
      id,
      companyId,
      departmentId: input.department_id,
      date: input.date,
      type: input.type,
      plannedStart: input.start,
      plannedEnd: input.end,
      color: input.color,
      plannedMinutes: Math.round((end - start) / 60_000),
      plannedStartAt: new Date(start),
      plannedEndAt: new Date(end),
      places: input.places,
      note: input.note || null,
      requiredSkillId: input.required_skill_id || null,
      createdBy: actor.id,
      createdAt: now,
    });
    const row = (await findOpenShift(tx, id))!;
    const members = (await departmentMembers(tx, input.department_id, orgToday)).filter((userId) => userId !== actor.id);
    await notify(tx, publishedNotifications({ ...row.offer, departmentName: row.departmentName }, members), now, live);
    return answer(ctx, tx, row);
  });
}

/**
 * Open shifts the caller sees: users those of the departments they work in now (any status, so
 * that their claims stay visible); admins their companies'; superadmins all.
 */
export async function listOpenShifts(ctx: RequestContext, query: OpenShiftListQuery): Promise<OpenShiftOffers> {
  const { db, actor } = ctx;
  const page = await openShiftsPage(db, visibleOpenShifts(ctx), query);
  const ids = page.rows.map((r) => r.offer.id);
  const managed = await checkAccess(ctx, 'open_shift.manage', ids);
  const claims = await claimsOf(db, ids, null);
  const people = await peopleById(db, claims.map((c) => c.userId));
  const data = page.rows.map((row) => {
    const canManage = managed.has(row.offer.id);
    const mine = claims.filter((c) => c.openShiftId === row.offer.id && (canManage || c.userId === actor.id)).map((c) =>
      toClaim(c, people)
    );
    return toOpenShiftOffer(row, mine, actor.id, canManage);
  });
  return { data, count: page.count };
}

export async function getOpenShift(ctx: RequestContext, id: string): Promise<OpenShiftOffer> {
  return answer(ctx, ctx.db, await requireAccess(ctx, 'open_shift.read', id));
}

/** Claims a place (an employee of the department, now); the company's admins hear of it. */
export async function claimOpenShift(ctx: RequestContext, id: string): Promise<OpenShiftOffer> {
  const { db, actor, now, orgToday, live } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const row = await findOpenShift(tx, id);
      if (!row) throw notFound('shift_market.open_shift_not_found');
      const { timezone } = await companyClock(tx, row.offer.companyId);
      const existing = await claimOf(tx, id, actor.id);
      const refusal = claimRefusal({
        shift: row.offer,
        today: localDate(now, timezone),
        inDepartment: await worksIn(tx, actor.id, row.offer.departmentId, orgToday),
        existing: existing?.status ?? null,
        hasShift: (await shiftOn(tx, actor.id, row.offer.date)) !== null,
        absent: (await absentOn(tx, [{ userId: actor.id, date: row.offer.date }])) !== null,
      });
      if (refusal) throw refused(refusal, { name: nameOf((await peopleById(tx, [actor.id])).get(actor.id)), date: row.offer.date });
      // The skill it requires, valid on its date (docs/skills.md "Requirements"): refused now rather
      // than at the approval, whatever the company's setting.
      const lack = row.offer.requiredSkillId ? await skillLack(tx, actor.id, row.offer.requiredSkillId, row.offer.date) : null;
      if (lack?.problem === 'missing') throw apiError('shift_market.skill_missing', { skill: lack.skill });
      if (lack) throw apiError('shift_market.skill_expired', { skill: lack.skill, date: row.offer.date });
      if (existing) {
        if (!(await setClaimStatus(tx, existing.id, 'withdrawn', 'pending', now))) throw refused('already_claimed');
      } else {
        await insertClaim(tx, { id: timeOrderedId(now.getTime()), openShiftId: id, userId: actor.id, status: 'pending', createdAt: now });
      }
      const people = await peopleById(tx, [actor.id]);
      const deciders = await decidersOf(tx, [row.offer.companyId], orgToday, [actor.id]);
      await notify(
        tx,
        claimedNotifications({ ...row.offer, departmentName: row.departmentName }, people.get(actor.id)!, deciders),
        now,
        live,
      );
      return answer(ctx, tx, row);
    });
  } catch (error) {
    // Two claims of one person at once: the unique (open_shift_id, user_id) keeps one.
    if (isUniqueViolation(error)) throw refused('already_claimed');
    throw error;
  }
}

/** Withdraws the caller's own pending claim. */
export async function withdrawClaim(ctx: RequestContext, id: string): Promise<OpenShiftOffer> {
  const { db, actor, now } = ctx;
  return db.transaction(async (tx) => {
    const row = await findOpenShift(tx, id);
    if (!row) throw notFound('shift_market.open_shift_not_found');
    const claim = await claimOf(tx, id, actor.id);
    if (!claim) {
      if (!(await worksIn(tx, actor.id, row.offer.departmentId, ctx.orgToday))) throw refused('not_your_department');
      throw notFound('shift_market.claim_not_found');
    }
    const refusal = withdrawRefusal({ claimant: claim.userId, actor: actor.id, status: claim.status });
    if (refusal) throw refused(refusal);
    if (!(await setClaimStatus(tx, claim.id, 'pending', 'withdrawn', now))) throw refused('claim_not_pending');
    return answer(ctx, tx, row);
  });
}

/** Cancels an open shift (admins of its company); pending claims are rejected and their claimants told. */
export async function cancelOpenShift(ctx: RequestContext, id: string): Promise<OpenShiftOffer> {
  const { db, actor, now, live } = ctx;
  return db.transaction(async (tx) => {
    const row = await requireAccess({ ...ctx, db: tx }, 'open_shift.manage', id);
    if (row.offer.status !== 'open') throw refused('open_shift_closed');
    if (!(await cancelOpen(tx, id, now))) throw refused('open_shift_closed');
    const rejected = await rejectPending(tx, id, actor.id, now);
    const by = (await peopleById(tx, [actor.id])).get(actor.id) ?? null;
    const facts = { ...row.offer, departmentName: row.departmentName };
    await notify(tx, rejected.map((c) => decidedNotification(facts, c.userId, false, by)), now, live);
    return answer(ctx, tx, (await findOpenShift(tx, id))!);
  });
}

/**
 * Approves or rejects a pending claim (admins of the company, never their own claim). Approving
 * plans the claimant's day shift from the open shift, takes a place (the last one fills the open
 * shift and rejects the other pending claims), and tells the people concerned, all in one write
 * transaction. A second approval of the last place finds none left: 409.
 */
export async function decideClaim(ctx: RequestContext, claimId: string, approve: boolean): Promise<OpenShiftDecision> {
  const { db, actor, now, live } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const claim = await findClaim(tx, claimId);
      if (!claim) throw notFound('shift_market.claim_not_found');
      const row = await requireAccess({ ...ctx, db: tx }, 'open_shift.manage', claim.openShiftId);
      const offer = row.offer;
      const { timezone } = await companyClock(tx, offer.companyId);
      const existing = approve ? await shiftOn(tx, claim.userId, offer.date) : null;
      const absent = approve ? await absentOn(tx, [{ userId: claim.userId, date: offer.date }]) : null;
      const people = await peopleById(tx, [claim.userId, actor.id]);
      const refusal = decideClaimRefusal({
        approve,
        claimant: claim.userId,
        actor: actor.id,
        status: claim.status,
        shift: offer,
        today: localDate(now, timezone),
        claimantHasShift: existing !== null,
        claimantAbsent: absent !== null,
      });
      if (refusal) throw refused(refusal, { name: nameOf(people.get(claim.userId)), date: offer.date });
      const facts = { ...offer, departmentName: row.departmentName };
      const by = people.get(actor.id) ?? null;
      const notifications: NewNotification[] = [];
      let conflicts: PlanConflict[] = [];

      if (!approve) {
        if (!(await setClaimStatus(tx, claim.id, 'pending', 'rejected', now, { decidedBy: actor.id }))) throw refused('claim_not_pending');
        notifications.push(decidedNotification(facts, claim.userId, false, by));
      } else {
        // The claimant's new day shift, judged by the labour-law rules of the company before any
        // write (a rule set to block refuses with 422 labour_law.breach; warnings show on the
        // schedules' breach markers).
        const proposed = [
          {
            userId: claim.userId,
            companyId: offer.companyId,
            date: offer.date,
            type: offer.type,
            color: offer.color,
            plannedStart: offer.plannedStart,
            plannedEnd: offer.plannedEnd,
            plannedMinutes: offer.plannedMinutes,
            plannedStartAt: offer.plannedStartAt,
            plannedEndAt: offer.plannedEndAt,
          },
        ];
        await enforceLabourLaw(tx, now, {
          companyId: offer.companyId,
          proposed: proposed.map((p) => ({
            userId: p.userId,
            date: p.date,
            startAt: p.plannedStartAt.getTime(),
            endAt: p.plannedEndAt.getTime(),
          })),
        });
        // Availability and skills (lib/plan-conflicts.ts): a conflict the company blocks refuses,
        // one it lets through is in the answer.
        conflicts = await enforcePlanConflicts(tx, {
          companyId: offer.companyId,
          now,
          shifts: proposed.map((p) => ({
            userId: p.userId,
            companyId: p.companyId,
            date: p.date,
            type: p.type,
            startsAt: p.plannedStartAt,
            endsAt: p.plannedEndAt,
            openShiftId: offer.id,
          })),
        });
        const place = await takePlace(tx, offer.id, now);
        if (!place) throw refused('open_shift_full');
        const shiftId = timeOrderedId(now.getTime());
        await insertDayShifts(tx, proposed.map((p) => ({ ...p, id: shiftId, createdAt: now })));
        // The plan's change log (docs/plan-edits.md): added from the open shift.
        const added = snapshotOf(proposed[0]!);
        await insertPlanChange(tx, {
          shiftId,
          userId: added.user_id,
          date: added.date,
          action: 'add',
          before: null,
          after: added,
          changedBy: actor.id,
          note: 'open_shift',
        }, now);
        if (!(await setClaimStatus(tx, claim.id, 'pending', 'approved', now, { decidedBy: actor.id, shiftId }))) {
          throw refused('claim_not_pending');
        }
        notifications.push(decidedNotification(facts, claim.userId, true, by));
        if (place.filled >= place.places) {
          for (const other of await rejectPending(tx, offer.id, actor.id, now)) {
            notifications.push(decidedNotification(facts, other.userId, false, by));
          }
        }
      }
      await notify(tx, notifications, now, live);
      return { ...(await answer(ctx, tx, (await findOpenShift(tx, offer.id))!)), conflicts };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'day_shifts.user_id, day_shifts.date')) {
      const claim = await findClaim(db, claimId);
      const offer = claim && (await findOpenShift(db, claim.openShiftId));
      throw refused('day_taken', {
        name: claim ? ((await peopleById(db, [claim.userId])).get(claim.userId)?.email ?? '') : '',
        date: offer?.offer.date ?? '',
      });
    }
    throw error;
  }
}
