// A scan into a shift entry (docs/shift-entries.md): the code names a person employed now in the
// entry's company; with no open row of theirs a row starts now, with one it ends now. The same
// person again within SHIFT_ENTRY_REPEAT_MS is the same scan (nothing changes), and the partial
// unique index (one open row per person and entry) settles two scans at the same instant.
// In a clock-in entry the first scan also starts the person's day shift and the second stops it,
// through the schedule's own startShift / stopShift (each its own write transaction, after the
// row's); their refusal is reported in the answer and the row stays recorded.
import { requireAccess } from '../../access';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, conflict, notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { resolveCode, type CodeSigner } from '../qr/public';
import { startShift, stopShift } from '../schedule/public';
import type { ShiftEntryPersonRow } from '../../db/schema';
import { toPerson, toRow } from './answers';
import { SHIFT_ENTRY_REPEAT_MS } from './kinds';
import {
  activePerson,
  companyFacts,
  departmentName,
  employmentIn,
  endRow,
  entryStatus,
  insertRow,
  lastEndedRowOf,
  openRowOf,
  plannedShiftOn,
  runningShiftOf,
  setRowShift,
  type EntryJoined,
  type PersonFacts,
} from './queries';
import type { ShiftEntryClock, ShiftEntryScan, ShiftEntryScanResult } from './schemas';

type Outcome = { action: 'started' | 'ended'; repeat: boolean; row: ShiftEntryPersonRow };

const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < SHIFT_ENTRY_REPEAT_MS;

export async function scanIntoEntry(
  ctx: RequestContext,
  signer: CodeSigner,
  entryId: string,
  input: ShiftEntryScan,
): Promise<ShiftEntryScanResult> {
  const entry = await requireAccess(ctx, 'shift_entry.manage', entryId);
  if (entry.status !== 'opened') throw conflict('shift_entries.closed');
  const person = await whoIs(ctx, signer, input);
  const employment = await employmentIn(ctx.db, person.id, entry.companyId, ctx.orgToday);
  if (!employment) {
    throw ValidationError.field(['body', input.code !== undefined ? 'code' : 'user_id'], fieldMessage('shift_entries.not_employed'));
  }

  const outcome = await record(ctx, entry, person.id, employment.departmentId);
  let row = outcome.row;
  const clock = entry.clockIn && !outcome.repeat ? await clockIn(ctx, entry, person, outcome) : null;
  if (clock?.result === 'started' && clock.shift) {
    await setRowShift(ctx.db, row.id, clock.shift.id);
    row = { ...row, shiftId: clock.shift.id };
  }
  return {
    action: outcome.action,
    repeat: outcome.repeat,
    row: toRow(row, person, await departmentName(ctx.db, row.departmentId)),
    person: toPerson(person),
    clock: entry.clockIn ? clock ?? { result: 'none', shift: null, code: null, detail: null } : null,
  };
}

/** The person a code (or an id chosen by hand) names: 404 for an unknown or expired code (the QR feature's codes: one resolver, one answer). */
async function whoIs(ctx: RequestContext, signer: CodeSigner, input: ShiftEntryScan): Promise<PersonFacts> {
  if (input.user_id !== undefined) {
    const person = await activePerson(ctx.db, input.user_id);
    if (!person) throw notFound('shift_entries.person_not_found');
    return person;
  }
  const resolved = await resolveCode(ctx.db, signer, input.code!, ctx.now);
  if (!resolved.found) throw notFound(resolved.reason === 'expired' ? 'qr.code_expired' : 'qr.code_unknown');
  const { user } = resolved;
  return { id: user.id, fullName: user.fullName, email: user.email, avatar: user.avatar, role: user.role };
}

/** Starts or ends the person's row in one write transaction; a repeat changes nothing. */
async function record(ctx: RequestContext, entry: EntryJoined, userId: string, departmentId: string | null): Promise<Outcome> {
  const { now } = ctx;
  try {
    return await ctx.db.transaction(async (tx): Promise<Outcome> => {
      // Closed meanwhile? The close and this scan are serialised by the write lock.
      if ((await entryStatus(tx, entry.id)) !== 'opened') throw conflict('shift_entries.closed');
      const open = await openRowOf(tx, entry.id, userId);
      if (open) {
        if (near(open.startAt, now)) return { action: 'started', repeat: true, row: open };
        const ended = await endRow(tx, open.id, open.startAt > now ? open.startAt : now);
        return ended ? { action: 'ended', repeat: false, row: ended } : { action: 'ended', repeat: true, row: open };
      }
      const last = await lastEndedRowOf(tx, entry.id, userId);
      if (last?.endAt && near(last.endAt, now)) return { action: 'ended', repeat: true, row: last };
      const row = await insertRow(tx, {
        id: timeOrderedId(now.getTime()),
        entryId: entry.id,
        userId,
        departmentId,
        startAt: now,
        addedBy: ctx.actor.id,
      });
      return { action: 'started', repeat: false, row };
    });
  } catch (error) {
    // Another scan of the same person opened their row first: this one is its repeat.
    if (!isUniqueViolation(error)) throw error;
    const open = await openRowOf(ctx.db, entry.id, userId);
    if (!open) throw conflict('shift_entries.closed');
    return { action: 'started', repeat: true, row: open };
  }
}

/**
 * Clock-in: the first scan starts the person's planned shift of today in the entry's company (or,
 * with none, off-schedule work), the second stops the shift the first one started (else their
 * running shift), by the rules of POST /work-schedule/start and /stop acting as that person.
 */
async function clockIn(ctx: RequestContext, entry: EntryJoined, person: PersonFacts, outcome: Outcome): Promise<ShiftEntryClock> {
  const asPerson: RequestContext = { ...ctx, actor: { id: person.id, role: person.role } };
  try {
    if (outcome.action === 'started') {
      const company = (await companyFacts(ctx.db, entry.companyId))!;
      const planned = await plannedShiftOn(ctx.db, person.id, company.id, localDate(ctx.now, company.timezone));
      const shift = await startShift(asPerson, planned);
      return { result: 'started', shift, code: null, detail: null };
    }
    const shiftId = outcome.row.shiftId ?? (await runningShiftOf(ctx.db, person.id));
    if (!shiftId) return { result: 'none', shift: null, code: null, detail: null };
    return { result: 'stopped', shift: await stopShift(asPerson, shiftId), code: null, detail: null };
  } catch (error) {
    if (error instanceof ApiError) return { result: 'refused', shift: null, code: error.code, detail: error.detail };
    if (error instanceof ValidationError) {
      return { result: 'refused', shift: null, code: null, detail: error.issues[0]?.msg ?? 'Validation Error' };
    }
    throw error;
  }
}
