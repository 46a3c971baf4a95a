// A person's availability, exceptions and preferences (docs/availability.md): read by the person
// and the admins who manage them; written at once, or, when the person's company wants approval
// and the person writes it themselves, kept as a pending change that an admin approves or rejects.
import { decidersOf } from '../../access/deciders';
import { approvalsNeeded, requireAccess } from '../../access';
import { userScope } from '../../access/scope';
import { conflict, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { notify } from '../notifications/public';
import { findUserById } from '../users/public';
import { changeAnswer, decidedNotifications, exceptionAnswer, pendingNotifications, preferencesAnswer, versionAnswer } from './answers';
import type { CHANGE_KINDS } from './kinds';
import {
  currentFte,
  decideChange,
  deleteException,
  exceptionsOf,
  insertChange,
  insertException,
  pendingOf,
  pendingPage,
  preferencesOf,
  savePreferences,
  upsertVersion,
  versionsOf,
  type Reader,
} from './queries';
import type { Availability, Changes, ExceptionInput, PreferencesInput, VersionInput, WriteResult } from './schemas';
import { FULL_TIME_WEEKLY_HOURS } from './schemas';

type ChangeKind = (typeof CHANGE_KINDS)[number];

const nameOf = (user: { fullName: string | null; email: string } | null) => user?.fullName || user?.email || '';

export async function getAvailability(ctx: RequestContext, userId: string): Promise<Availability> {
  await requireAccess(ctx, 'schedule.user', userId);
  return read(ctx, userId);
}

async function read(ctx: RequestContext, userId: string): Promise<Availability> {
  const [versions, exceptions, preferences, pending, approvals] = await Promise.all([
    versionsOf(ctx.db, userId),
    exceptionsOf(ctx.db, userId),
    preferencesOf(ctx.db, userId),
    pendingOf(ctx.db, userId),
    approvalsNeeded({ ...ctx, actor: { id: userId, role: 'user' } }, userId),
  ]);
  return {
    user_id: userId,
    versions: versions.map(versionAnswer),
    exceptions: exceptions.map(exceptionAnswer),
    preferences: preferencesAnswer(preferences),
    pending: pending.map(changeAnswer),
    approval: approvals.length ? 'admin' : 'immediate',
  };
}

/** Writes a change of the person's availability now, or keeps it pending (and tells the admins). */
async function write(ctx: RequestContext, userId: string, kind: ChangeKind, payload: Record<string, unknown>): Promise<WriteResult> {
  const approvals = await approvalsNeeded(ctx, userId);
  let changeId: string | null = null;
  await ctx.db.transaction(async (tx) => {
    if (approvals.length) {
      changeId = timeOrderedId(ctx.now.getTime());
      await insertChange(tx, { id: changeId, userId, kind, payload, by: ctx.actor.id, now: ctx.now });
      const [person, admins] = await Promise.all([findUserById(tx, userId), decidersOf(tx, approvals, ctx.orgToday)]);
      await notify(tx, pendingNotifications({ id: changeId, kind }, nameOf(person ?? null), admins), ctx.now, ctx.live);
    } else {
      await apply(tx, ctx, userId, kind, payload);
    }
  });
  return { status: changeId ? 'pending' : 'applied', change_id: changeId, availability: await read(ctx, userId) };
}

/** Writes what a change says (its payload is the API's input, validated when it was made). */
async function apply(tx: Reader, ctx: RequestContext, userId: string, kind: ChangeKind, payload: Record<string, unknown>): Promise<void> {
  const by = ctx.actor.id;
  const now = ctx.now;
  switch (kind) {
    case 'version': {
      const input = payload as VersionInput;
      await upsertVersion(tx, { id: timeOrderedId(now.getTime()), userId, validFrom: input.valid_from, days: input.days, by, now });
      return;
    }
    case 'exception_add': {
      const input = payload as ExceptionInput;
      await insertException(tx, {
        id: timeOrderedId(now.getTime()),
        userId,
        startDate: input.start_date,
        endDate: input.end_date,
        kind: input.kind,
        windows: input.windows,
        reason: input.reason,
        by,
        now,
      });
      return;
    }
    case 'exception_delete':
      await deleteException(tx, String(payload.exception_id));
      return;
    case 'preferences': {
      const input = payload as PreferencesInput;
      await savePreferences(
        tx,
        userId,
        {
          shiftTypes: input.shift_types,
          weekendsOff: input.weekends_off,
          shiftsPerWeek: input.shifts_per_week,
          hoursPerWeek: input.hours_per_week,
        },
        by,
        now,
      );
      return;
    }
  }
}

export async function putVersion(ctx: RequestContext, userId: string, input: VersionInput): Promise<WriteResult> {
  await requireAccess(ctx, 'schedule.user', userId);
  return write(ctx, userId, 'version', input);
}

export async function addException(ctx: RequestContext, userId: string, input: ExceptionInput): Promise<WriteResult> {
  await requireAccess(ctx, 'schedule.user', userId);
  return write(ctx, userId, 'exception_add', input);
}

export async function removeException(ctx: RequestContext, id: string): Promise<WriteResult> {
  const row = await requireAccess(ctx, 'availability.exception', id);
  return write(ctx, row.userId, 'exception_delete', { exception_id: id, start_date: row.startDate, end_date: row.endDate });
}

export async function putPreferences(ctx: RequestContext, userId: string, input: PreferencesInput): Promise<WriteResult> {
  await requireAccess(ctx, 'schedule.user', userId);
  // Wished hours stay within the contract: full time's 40 h a week (PL art. 129, UA art. 50) times its working time.
  const fte = input.hours_per_week ? await currentFte(ctx.db, userId, ctx.orgToday) : null;
  const max = fte === null ? null : Math.floor(FULL_TIME_WEEKLY_HOURS * fte);
  if (max !== null && input.hours_per_week! > max) {
    throw ValidationError.field(['body', 'hours_per_week'], fieldMessage('availability.wish_over_contract', { max }));
  }
  return write(ctx, userId, 'preferences', input);
}

/** The pending changes of the people the admin manages (superadmins: everyone's), newest first. */
export async function listPending(ctx: RequestContext, page: { skip: number; limit: number }): Promise<Changes> {
  const { rows, count } = await pendingPage(ctx.db, userScope(ctx), page.skip, page.limit);
  return { data: rows.map(changeAnswer), count };
}

/** Approves (writes it) or rejects a pending change, once; tells the person. */
export async function decide(ctx: RequestContext, id: string, approve: boolean): Promise<Availability> {
  const change = await requireAccess(ctx, 'availability.change', id);
  await ctx.db.transaction(async (tx) => {
    if (!(await decideChange(tx, id, approve ? 'approved' : 'rejected', ctx.actor.id, ctx.now))) {
      throw conflict('availability.change_decided');
    }
    if (approve) await apply(tx, ctx, change.userId, change.kind, change.payload);
    const by = await findUserById(tx, ctx.actor.id);
    await notify(tx, decidedNotifications(change, approve, nameOf(by ?? null)), ctx.now, ctx.live);
  });
  return read(ctx, change.userId);
}
