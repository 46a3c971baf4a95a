// Who may do what with a request (product-rules.md "Absence" and "Roles"):
//   pending  -> approved | rejected   an admin who manages the requester;
//   pending  -> canceled              the requester or an admin who manages them (irreversible);
//   approved -> canceled              only as the cancellation of an approved absence (its own
//                                     action): an admin who manages the requester, or the
//                                     requester before the first day.
// No other transition exists. An admin manages the users (role user) of the companies they work
// in, as with shift confirmation; requests of admins and superadmins are decided by a superadmin,
// who manages everyone (their own requests included). A refusal is a reason; what the API answers
// for it is refusals.ts's business.
import type { Role } from '../../users/schemas';
import type { AbsenceStatus } from '../kinds';

export type RequestFacts = {
  ownerId: string;
  ownerRole: Role;
  status: AbsenceStatus;
  startDate: string;
  /** Whether the request's company is one the actor works in now. */
  inActorsCompany: boolean;
};

export type ActorFacts = { id: string; role: Role };

export function manages(actor: ActorFacts, request: RequestFacts): boolean {
  if (actor.role === 'superadmin') return true;
  return actor.role === 'admin' && request.inActorsCompany && request.ownerRole === 'user' && actor.id !== request.ownerId;
}

/** Why a change of status is refused. */
export type TransitionRefusal = 'notManager' | 'notOwner' | 'startedAlready' | 'notPending' | 'approvedCancel' | 'notApproved';

/** Deciding a pending request: approve, reject, or cancel it. */
export function updateRefusalReason(
  actor: ActorFacts,
  request: RequestFacts,
  to: 'approved' | 'rejected' | 'canceled',
): TransitionRefusal | null {
  const isOwner = actor.id === request.ownerId;
  if (to === 'canceled') {
    if (!isOwner && !manages(actor, request)) return 'notOwner';
    if (request.status === 'approved') return 'approvedCancel';
  } else if (!manages(actor, request)) {
    return 'notManager';
  }
  return request.status === 'pending' ? null : 'notPending';
}

/** Cancelling an approved request. `today` is the company-local date. */
export function cancelApprovedRefusalReason(actor: ActorFacts, request: RequestFacts, today: string): TransitionRefusal | null {
  const isOwner = actor.id === request.ownerId;
  if (!isOwner && !manages(actor, request)) return 'notOwner';
  if (request.status !== 'approved') return 'notApproved';
  if (!manages(actor, request) && today >= request.startDate) return 'startedAlready';
  return null;
}

export const canDecide = (actor: ActorFacts, request: RequestFacts): boolean => updateRefusalReason(actor, request, 'approved') === null;

export const canCancel = (actor: ActorFacts, request: RequestFacts, today: string): boolean =>
  request.status === 'pending'
    ? updateRefusalReason(actor, request, 'canceled') === null
    : cancelApprovedRefusalReason(actor, request, today) === null;
