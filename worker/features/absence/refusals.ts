// What the API answers when a rule of rules/transitions.ts refuses a change: each reason's error
// code, whose status and detail are the catalog's (lib/error-codes.ts).
import { statusOf, type CodeWithStatus } from '../../lib/error-codes';
import { ApiError } from '../../lib/errors';
import {
  cancelApprovedRefusalReason,
  updateRefusalReason,
  type ActorFacts,
  type RequestFacts,
  type TransitionRefusal,
} from './rules/transitions';

export type Refusal = { code: CodeWithStatus<403 | 409>; status: number };

const refusal = (code: CodeWithStatus<403 | 409>): Refusal => ({ code, status: statusOf(code) });

export const REFUSALS = {
  notManager: refusal('absence.not_manager'),
  notOwner: refusal('absence.not_owner'),
  startedAlready: refusal('absence.started_already'),
  notPending: refusal('absence.not_pending'),
  approvedCancel: refusal('absence.approved_cancel'),
  notApproved: refusal('absence.not_approved'),
} as const satisfies Record<TransitionRefusal, Refusal>;

const answer = (reason: TransitionRefusal | null): Refusal | null => (reason ? REFUSALS[reason] : null);

/** The answer to deciding (or cancelling) a pending request, null when allowed. */
export const updateRefusal = (actor: ActorFacts, request: RequestFacts, to: 'approved' | 'rejected' | 'canceled') =>
  answer(updateRefusalReason(actor, request, to));

/** The answer to cancelling an approved request, null when allowed. */
export const cancelApprovedRefusal = (actor: ActorFacts, request: RequestFacts, today: string) =>
  answer(cancelApprovedRefusalReason(actor, request, today));

export const refused = (refusal: Refusal): ApiError => new ApiError(refusal.code);
