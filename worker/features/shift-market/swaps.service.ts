// Shift swaps (docs/shift-market.md "Swaps"): an employee offers one of their planned shifts as a
// giveaway or a swap to the colleagues of their department; a colleague accepts (for a swap,
// choosing one of their own shifts to give back); an admin approves, and both plans change in one
// write transaction. The conditional updates of the swap's status decide between two accepts.
import { decidersOf } from '../../access/deciders';
import { visibleSwaps, type Reader } from '../../access/scope';
import type { DayShiftRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { checkAccess, requireAccess } from '../../access';
import { enforcePlanConflicts, type PlanConflict } from '../../lib/plan-conflicts';
import { enforceLabourLaw } from '../labour-law/public';
import { notify } from '../notifications/public';
import { companyClock, insertPlanChange, snapshotOf } from '../schedule/public';
import { acceptedNotifications, swapDecidedNotifications, toShiftSwap } from './answers';
import {
  absentOn,
  clashes,
  currentDepartmentIn,
  findShiftRow,
  findSwap,
  insertSwap,
  liveOfferOf,
  markAccepted,
  markCancelled,
  markDecided,
  moveUntouchedShift,
  nameOf,
  peopleById,
  setShiftDate,
  shiftsById,
  swapsPage,
  worksIn,
  type SwapJoined,
} from './queries';
import { refused } from './refusals';
import { acceptRefusal, cancelSwapRefusal, decideSwapRefusal, offerRefusal, type ShiftFacts } from './rules/market';
import type { ShiftSwap, ShiftSwapCreate, ShiftSwapDecision, ShiftSwapListQuery, ShiftSwaps } from './schemas';

const facts = (row: DayShiftRow): ShiftFacts => ({
  userId: row.userId,
  date: row.date,
  offSchedule: row.offSchedule || row.type === null,
  startedAt: row.startedAt,
  confirmed: row.confirmed,
});

/** The swaps as the caller sees them, with what they may do with each. */
async function answers(ctx: RequestContext, db: Reader, rows: SwapJoined[]): Promise<ShiftSwap[]> {
  const people = await peopleById(db, rows.flatMap((r) => [r.swap.offeredBy, ...(r.swap.acceptedBy ? [r.swap.acceptedBy] : [])]));
  const shifts = await shiftsById(db, rows.flatMap((r) => [r.swap.shiftId, r.swap.counterShiftId]));
  const ids = rows.map((r) => r.swap.id);
  // One after the other: inside a transaction the handle runs one statement at a time.
  const managed = await checkAccess({ ...ctx, db }, 'swap.manage', ids);
  const colleague = await checkAccess({ ...ctx, db }, 'swap.colleague', ids);
  const me = ctx.actor.id;
  return rows.map((row) => {
    const s = row.swap;
    const manages = managed.has(s.id);
    return toShiftSwap(row, people, shifts, {
      can_accept: s.status === 'offered' && s.offeredBy !== me && colleague.has(s.id),
      can_cancel: (s.status === 'offered' || s.status === 'accepted') && (s.offeredBy === me || s.acceptedBy === me || manages),
      can_decide: s.status === 'accepted' && manages && s.offeredBy !== me && s.acceptedBy !== me,
    });
  });
}

async function one(ctx: RequestContext, db: Reader, id: string): Promise<ShiftSwap> {
  return (await answers(ctx, db, [(await findSwap(db, id))!]))[0]!;
}

/** Offers one of the caller's own planned shifts of today or later to their department's colleagues. */
export async function offerShift(ctx: RequestContext, input: ShiftSwapCreate): Promise<ShiftSwap> {
  const { db, actor, now, orgToday } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const shift = await requireAccess({ ...ctx, db: tx }, 'shift.read', input.shift_id);
      const { timezone } = await companyClock(tx, shift.companyId);
      const refusal = offerRefusal({
        shift: facts(shift),
        actor: actor.id,
        today: localDate(now, timezone),
        liveOffer: await liveOfferOf(tx, shift.id),
      });
      if (refusal) throw refused(refusal);
      const departmentId = await currentDepartmentIn(tx, actor.id, shift.companyId, orgToday);
      if (!departmentId) throw conflict('shift_market.no_department');
      const id = timeOrderedId(now.getTime());
      await insertSwap(tx, {
        id,
        companyId: shift.companyId,
        departmentId,
        shiftId: shift.id,
        shiftDate: shift.date,
        offeredBy: actor.id,
        kind: input.kind,
        status: 'offered',
        createdAt: now,
      });
      return one(ctx, tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('already_offered');
    throw error;
  }
}

/**
 * Swaps the caller sees: users the offers of the departments they work in now and those they
 * offered or accepted; admins their companies' and their own; superadmins all.
 */
export async function listSwaps(ctx: RequestContext, query: ShiftSwapListQuery): Promise<ShiftSwaps> {
  const { db, actor, orgToday } = ctx;
  const page = await swapsPage(db, visibleSwaps(ctx), { id: actor.id, today: orgToday }, query);
  return { data: await answers(ctx, db, page.rows), count: page.count };
}

export async function getSwap(ctx: RequestContext, id: string): Promise<ShiftSwap> {
  await requireAccess(ctx, 'swap.read', id);
  return one(ctx, ctx.db, id);
}

/** A colleague takes the offer (for a swap, giving back `counterId`); the admins and the offerer hear of it. */
export async function acceptSwap(ctx: RequestContext, id: string, counterId: string | null | undefined): Promise<ShiftSwap> {
  const { db, actor, now, orgToday, live } = ctx;
  return db.transaction(async (tx) => {
    const { row } = await requireAccess({ ...ctx, db: tx }, 'swap.read', id);
    const s = row.swap;
    if (s.kind === 'giveaway' && counterId) {
      throw ValidationError.field(['body', 'shift_id'], fieldMessage('shift_swap.counter_not_allowed'));
    }
    if (s.kind === 'swap' && !counterId) throw ValidationError.field(['body', 'shift_id'], fieldMessage('shift_swap.counter_required'));
    const offered = await findShiftRow(tx, s.shiftId);
    const counter = counterId ? await findShiftRow(tx, counterId) : null;
    if (counterId && (!counter || counter.userId !== actor.id)) throw refused('counter_not_yours');
    const { timezone } = await companyClock(tx, s.companyId);
    const today = localDate(now, timezone);
    const excluded = [s.shiftId, ...(counter ? [counter.id] : [])];
    const takerClash = offered ? await clashes(tx, [{ userId: actor.id, date: offered.date }], excluded) : [];
    const offererClash = counter ? await clashes(tx, [{ userId: s.offeredBy, date: counter.date }], excluded) : [];
    if (!offered) throw refused('swap_changed');
    // Approved absences of the person taking each day: the taker on the offered date, the offerer on the counter shift's.
    const absent = await absentOn(tx, [
      { userId: actor.id, date: offered.date },
      ...(counter ? [{ userId: s.offeredBy, date: counter.date }] : []),
    ]);
    const refusal = acceptRefusal({
      swap: s,
      actor: actor.id,
      colleague: await worksIn(tx, actor.id, s.departmentId, orgToday),
      offered: facts(offered),
      today,
      takerHasShiftOnOfferedDate: takerClash.length > 0,
      counter: counter ? facts(counter) : null,
      offererHasShiftOnCounterDate: offererClash.length > 0,
      absent: absent !== null,
    });
    const people = await peopleById(tx, [actor.id, s.offeredBy]);
    if (refusal === 'absent') throw refused(refusal, { name: nameOf(people.get(absent!.userId)), date: absent!.date });
    if (refusal) {
      const who = offererClash.length ? people.get(s.offeredBy) : people.get(actor.id);
      throw refused(refusal, { name: nameOf(who), date: offererClash.length ? counter!.date : offered.date });
    }
    if (counter && counter.companyId !== s.companyId) throw refused('counter_not_yours');
    const accepted = await markAccepted(tx, id, {
      acceptedBy: actor.id,
      counterShiftId: counter?.id ?? null,
      counterShiftDate: counter?.date ?? null,
    }, now);
    if (!accepted) throw refused('swap_not_offered');
    const deciders = await decidersOf(tx, [s.companyId], orgToday, [actor.id, s.offeredBy]);
    await notify(tx, acceptedNotifications(accepted, people.get(actor.id)!, [...deciders, s.offeredBy]), now, live);
    return one(ctx, tx, id);
  });
}

/** Either side, or an admin of the company, cancels before the decision. */
export async function cancelSwap(ctx: RequestContext, id: string): Promise<ShiftSwap> {
  const { db, actor, now } = ctx;
  return db.transaction(async (tx) => {
    const { row, manages } = await requireAccess({ ...ctx, db: tx }, 'swap.read', id);
    const refusal = cancelSwapRefusal({ swap: row.swap, actor: actor.id, manages });
    if (refusal) throw refused(refusal);
    if (!(await markCancelled(tx, id, now))) throw refused('swap_closed');
    return one(ctx, tx, id);
  });
}

/**
 * An admin of the company (not a party of it) approves or rejects an accepted swap. Approving moves
 * the offered shift to the taker and, for a swap, the taker's shift to the offerer, in one write
 * transaction; 409 when a shift started, moved or went meanwhile, or a day is no longer free.
 */
export async function decideSwap(ctx: RequestContext, id: string, approve: boolean): Promise<ShiftSwapDecision> {
  const { db, actor, now, live } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const { row } = await requireAccess({ ...ctx, db: tx }, 'swap.manage', id);
      const s = row.swap;
      const offered = await findShiftRow(tx, s.shiftId);
      const counter = s.counterShiftId ? await findShiftRow(tx, s.counterShiftId) : null;
      const { timezone } = await companyClock(tx, s.companyId);
      // After the exchange: the taker on the offered date, the offerer on the counter shift's date.
      const moves = [
        ...(offered && s.acceptedBy ? [{ shift: offered, to: s.acceptedBy }] : []),
        ...(counter ? [{ shift: counter, to: s.offeredBy }] : []),
      ];
      const clash = approve
        ? await clashes(tx, moves.map((m) => ({ userId: m.to, date: m.shift.date })), moves.map((m) => m.shift.id))
        : [];
      const absent = approve ? await absentOn(tx, moves.map((m) => ({ userId: m.to, date: m.shift.date }))) : null;
      const sameDay = moves.length === 2 && moves[0]!.shift.date === moves[1]!.shift.date;
      const refusal = decideSwapRefusal({
        approve,
        swap: s,
        actor: actor.id,
        offered: offered ? facts(offered) : null,
        counter: counter ? facts(counter) : null,
        today: localDate(now, timezone),
        clash: clash.length > 0,
        absent: absent !== null,
      });
      const people = await peopleById(tx, [actor.id, ...clash.map((c) => c.userId), ...(absent ? [absent.userId] : [])]);
      if (refusal) {
        const whoId = refusal === 'absent' ? absent?.userId : clash[0]?.userId;
        const who = whoId ? people.get(whoId) : undefined;
        throw refused(refusal, { name: nameOf(who), date: refusal === 'absent' ? absent?.date : clash[0]?.date });
      }
      let conflicts: PlanConflict[] = [];
      const decided = await markDecided(tx, id, approve ? 'approved' : 'rejected', actor.id, now);
      if (!decided) throw refused('swap_not_accepted');
      if (approve) {
        // The plan change, shift by shift, judged by the labour-law rules of the company for both
        // people before the writes (a rule set to block refuses with 422 labour_law.breach).
        const proposed = moves.map((m) => ({ ...m.shift, userId: m.to }));
        await enforceLabourLaw(tx, now, {
          companyId: s.companyId,
          proposed: proposed.flatMap((
            p,
          ) => (p.plannedStartAt && p.plannedEndAt
            ? [{ userId: p.userId, date: p.date, startAt: p.plannedStartAt.getTime(), endAt: p.plannedEndAt.getTime() }]
            : [])
          ),
          removed: proposed.map((p) => p.id),
        });
        // Availability and skills of both people (lib/plan-conflicts.ts): a blocked conflict refuses,
        // one let through is in the answer.
        conflicts = await enforcePlanConflicts(tx, {
          companyId: s.companyId,
          now,
          shifts: proposed.flatMap((p) =>
            p.plannedStartAt && p.plannedEndAt
              ? [{
                userId: p.userId,
                companyId: s.companyId,
                date: p.date,
                type: p.type,
                startsAt: p.plannedStartAt,
                endsAt: p.plannedEndAt,
                patternId: p.patternId,
              }]
              : []
          ),
        });
        // Each move only while the shift is still planned, untouched and its owner's: else 409.
        // Two shifts of one date change owners through a free moment (the unique (user_id, date)).
        for (const [index, p] of proposed.entries()) {
          const from = moves[index]!.shift.userId;
          const parked = sameDay && index === 0 ? `${p.date}#swap` : p.date;
          if (!(await moveUntouchedShift(tx, p.id, from, { userId: p.userId, date: parked }, now))) throw refused('swap_changed');
        }
        if (sameDay) await setShiftDate(tx, proposed[0]!.id, proposed[0]!.date);
        // The plan's change log (docs/plan-edits.md): each shift moved to its new owner.
        for (const [index, p] of proposed.entries()) {
          const before = snapshotOf(moves[index]!.shift);
          await insertPlanChange(tx, {
            shiftId: p.id,
            userId: p.userId,
            date: p.date,
            action: 'move',
            before,
            after: { ...before, user_id: p.userId },
            changedBy: actor.id,
            note: 'swap',
          }, now);
        }
      }
      await notify(tx, swapDecidedNotifications(decided, approve, people.get(actor.id) ?? null), now, live);
      return { ...(await one(ctx, tx, id)), conflicts };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'day_shifts.user_id, day_shifts.date')) throw refused('swap_changed');
    throw error;
  }
}
