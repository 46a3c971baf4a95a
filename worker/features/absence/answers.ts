// The absence feature's answers: a request as the API shows it to one reader (with the buttons
// they may use), and the notifications its changes send.
import { reachableCompanies } from '../../access/scope';
import type { VacationRequestRow } from '../../db/schema';
import type { Actor, RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import type { NewNotification } from '../notifications/public';
import type { AbsenceStatus, AbsenceType } from './kinds';
import type { Joined, Person } from './queries';
import { canCancel, canDecide, type RequestFacts } from './rules/transitions';
import type { AbsencePublic } from './schemas';

/** The reader of requests: who, the companies they act in (null: a superadmin, everywhere) and when. */
export type Viewer = { actor: Actor; companyIds: string[] | null; now: Date };

export async function viewerOf(ctx: RequestContext): Promise<Viewer> {
  return { actor: ctx.actor, companyIds: await reachableCompanies(ctx), now: ctx.now };
}

/** What the transition rules need to know of a request, for this viewer. */
export function factsOf(row: Joined, viewer: Viewer): RequestFacts {
  const { companyId } = row.request;
  return {
    ownerId: row.request.userId,
    ownerRole: row.ownerRole,
    status: row.request.status,
    startDate: row.request.startDate,
    inActorsCompany: viewer.companyIds === null || (companyId !== null && viewer.companyIds.includes(companyId)),
  };
}

/** The company-local date of the request's company (UTC when it has none any more). */
export const todayOf = (row: Joined, now: Date) => localDate(now, row.timezone ?? 'UTC');

export function toAbsencePublic(row: Joined, viewer: Viewer): AbsencePublic {
  const r = row.request;
  const facts = factsOf(row, viewer);
  return {
    id: r.id,
    user_id: r.userId,
    user: { id: r.userId, email: row.ownerEmail, full_name: row.ownerName },
    company_id: r.companyId,
    company_name: row.companyName,
    department_id: r.departmentId,
    department_name: row.departmentName,
    type: r.type,
    start_date: r.startDate,
    end_date: r.endDate,
    hours: r.hours,
    days: r.days,
    reason: r.reason,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_by: r.decidedBy && row.deciderEmail ? { id: r.decidedBy, email: row.deciderEmail, full_name: row.deciderName } : null,
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
    can_decide: canDecide(viewer.actor, facts),
    can_cancel: canCancel(viewer.actor, facts, todayOf(row, viewer.now)),
  };
}

// ---- notifications

const TYPE_NAMES: Record<AbsenceType, string> = {
  vacation: 'a vacation',
  free: 'unpaid leave',
  force_majeure: 'force-majeure leave',
  sick: 'sick leave',
};

const nameOf = (person: Pick<Person, 'email' | 'fullName'>) => person.fullName || person.email;

const period = (r: Pick<VacationRequestRow, 'startDate' | 'endDate'>) =>
  r.startDate === r.endDate ? r.startDate : `${r.startDate} – ${r.endDate}`;

// The API's notification data and the web app's path keep their names (vacation_id, /vacations).
const absenceData = (r: VacationRequestRow) => ({ vacation_id: r.id, type: r.type, start_date: r.startDate, end_date: r.endDate });
const absenceLink = (r: VacationRequestRow) => `/vacations?id=${r.id}`;

export function requestedNotifications(r: VacationRequestRow, person: Person, to: string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'vacation_requested',
    title: `${nameOf(person)} requested ${TYPE_NAMES[r.type]}`,
    body: `${period(r)}, ${r.hours} h`,
    link: absenceLink(r),
    data: { ...absenceData(r), hours: r.hours, user_name: nameOf(person) },
  }));
}

export function changedNotifications(r: VacationRequestRow, by: Person, to: string[]): NewNotification[] {
  const status = r.status as Exclude<AbsenceStatus, 'pending'>;
  const kind = status === 'approved' ? 'vacation_approved' : status === 'rejected' ? 'vacation_rejected' : 'vacation_canceled';
  const what = TYPE_NAMES[r.type];
  const title = kind === 'vacation_canceled' ? `${nameOf(by)} cancelled ${what}` : `Your request for ${what} was ${status}`;
  return to.map((userId) => ({
    userId,
    kind,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    body: `${period(r)}, ${r.hours} h`,
    link: absenceLink(r),
    data: { ...absenceData(r), by_name: nameOf(by) },
  }));
}
