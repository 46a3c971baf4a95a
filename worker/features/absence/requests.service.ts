// Requesting an absence (docs/absence.md "A request's days and hours", "Overlaps and the
// allowance"): the preview of what a request would take, and the request itself. The checks and
// the insert are one transaction, so a double click cannot file two requests.
import { requestDeciders } from '../../access/deciders';
import { requireAccess } from '../../access';
import { badRequest } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { notify } from '../notifications/public';
import { requestedNotifications, toAbsencePublic, viewerOf } from './answers';
import { daysOfRange, refreshRecordHours } from './balance.service';
import { countingRequests, currentEmployment, employmentSpans, findJoined, insertRequest, overlappingRequest } from './queries';
import { requestRefusal, yearBalance } from './rules/balance';
import { hoursOf, totalMinutes } from './rules/days';
import type { AbsenceCreate, AbsencePreview, AbsencePreviewQuery, AbsencePublic } from './schemas';

export async function previewAbsence(ctx: RequestContext, query: AbsencePreviewQuery): Promise<AbsencePreview> {
  const { db, orgToday } = ctx;
  const person = await requireAccess(ctx, 'absence.person', query.user_id);
  const employment = await currentEmployment(db, person.id, orgToday);
  if (!employment) throw badRequest('absence.no_employment');
  const [days, spans, requests] = await Promise.all([
    daysOfRange(db, person.id, employment, query.start_date, query.end_date),
    employmentSpans(db, person.id, employment.companyId),
    countingRequests(db, person.id),
  ]);
  const balance = yearBalance(spans, requests, Number(query.start_date.slice(0, 4)));
  return {
    hours: hoursOf(totalMinutes(days)),
    days,
    available_hours: balance.available_hours,
    force_majeure_shifts_left: Math.max(
      0,
      balance.force_majeure_shifts_limit - balance.force_majeure_shifts_used - balance.force_majeure_shifts_pending,
    ),
  };
}

export async function createAbsence(ctx: RequestContext, input: AbsenceCreate): Promise<AbsencePublic> {
  const { db, actor, now, orgToday } = ctx;
  const person = await requireAccess(ctx, 'absence.create', input.user_id);
  const viewer = await viewerOf(ctx);
  const id = await db.transaction(async (tx) => {
    const employment = await currentEmployment(tx, person.id, orgToday);
    if (!employment) throw badRequest('absence.no_employment');
    const days = await daysOfRange(tx, person.id, employment, input.start_date, input.end_date);
    if (!days.length) throw badRequest('absence.no_workday');

    const overlap = await overlappingRequest(tx, person.id, input.start_date, input.end_date);
    if (overlap) {
      throw badRequest('absence.overlap', { status: overlap.status, start_date: overlap.startDate, end_date: overlap.endDate });
    }

    const spans = await employmentSpans(tx, person.id, employment.companyId);
    const refusal = requestRefusal(spans, await countingRequests(tx, person.id), { type: input.type, status: 'pending', days });
    if (refusal) {
      throw badRequest(input.type === 'vacation' ? 'absence.balance_exceeded' : 'absence.force_majeure_exceeded', refusal);
    }

    const row = await insertRequest(tx, {
      id: timeOrderedId(now.getTime()),
      userId: person.id,
      companyId: employment.companyId,
      departmentId: employment.departmentId,
      type: input.type,
      startDate: input.start_date,
      endDate: input.end_date,
      hours: hoursOf(totalMinutes(days)),
      days,
      reason: input.reason || null,
      status: 'pending',
      createdAt: now,
    });
    const recipients = (await requestDeciders(tx, person, employment.companyId, orgToday)).filter((
      userId,
    ) => userId !== actor.id);
    await notify(tx, requestedNotifications(row, person, recipients), now, ctx.live);
    if (input.type === 'vacation') await refreshRecordHours(tx, person.id, employment, now, orgToday);
    return row.id;
  });
  return toAbsencePublic((await findJoined(db, id))!, viewer);
}
