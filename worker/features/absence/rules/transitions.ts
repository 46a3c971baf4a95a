// Who may do what with a request (product-rules.md "Absence" and "Roles"):
//   pending  -> approved | rejected   an admin who manages the requester;
//   pending  -> canceled              the requester or an admin who manages them (irreversible);
//   approved -> canceled              only through PATCH /vacation-sick/canceled: an admin who
//                                     manages the requester, or the requester before the first day.
// No other transition exists (409). An admin manages the users (role user) of the companies they
// work in, as with shift confirmation; requests of admins and superadmins are decided by a
// superadmin, who manages everyone (their own requests included).
import { statusOf, type CodeWithStatus } from '../../../lib/error-codes';
import type { Role } from '../../users/roles';
import type { VacationStatus } from '../kinds';

export type RequestFacts = {
  ownerId: string;
  ownerRole: Role;
  status: VacationStatus;
  startDate: string;
  /** Whether the request's company is one the actor works in now. */
  inActorsCompany: boolean;
};

export type ActorFacts = { id: string; role: Role };

export function manages(actor: ActorFacts, request: RequestFacts): boolean {
  if (actor.role === 'superadmin') return true;
  return actor.role === 'admin' && request.inActorsCompany && request.ownerRole === 'user' && actor.id !== request.ownerId;
}

/** A refusal names its error code; the status and the detail are the catalog's (lib/error-codes.ts). */
export type Refusal = { code: CodeWithStatus<403 | 409>; status: number };

const refusal = (code: CodeWithStatus<403 | 409>): Refusal => ({ code, status: statusOf(code) });

export const REFUSALS = {
  notManager: refusal('absence.not_manager'),
  notOwner: refusal('absence.not_owner'),
  startedAlready: refusal('absence.started_already'),
  notPending: refusal('absence.not_pending'),
  approvedCancel: refusal('absence.approved_cancel'),
  notApproved: refusal('absence.not_approved'),
} as const;

/** PATCH /vacation-sick/update: approve, reject or cancel a pending request. */
export function updateRefusal(actor: ActorFacts, request: RequestFacts, to: 'approved' | 'rejected' | 'canceled'): Refusal | null {
  const isOwner = actor.id === request.ownerId;
  if (to === 'canceled') {
    if (!isOwner && !manages(actor, request)) return REFUSALS.notOwner;
    if (request.status === 'approved') return REFUSALS.approvedCancel;
  } else if (!manages(actor, request)) {
    return REFUSALS.notManager;
  }
  return request.status === 'pending' ? null : REFUSALS.notPending;
}

/** PATCH /vacation-sick/canceled: cancel an approved request. `today` is the company-local date. */
export function cancelApprovedRefusal(actor: ActorFacts, request: RequestFacts, today: string): Refusal | null {
  const isOwner = actor.id === request.ownerId;
  if (!isOwner && !manages(actor, request)) return REFUSALS.notOwner;
  if (request.status !== 'approved') return REFUSALS.notApproved;
  if (!manages(actor, request) && today >= request.startDate) return REFUSALS.startedAlready;
  return null;
}

export const canDecide = (actor: ActorFacts, request: RequestFacts): boolean => updateRefusal(actor, request, 'approved') === null;

export const canCancel = (actor: ActorFacts, request: RequestFacts, today: string): boolean =>
  request.status === 'pending' ? updateRefusal(actor, request, 'canceled') === null : cancelApprovedRefusal(actor, request, today) === null;
