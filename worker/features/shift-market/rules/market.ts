// Who may claim, withdraw, approve, offer, accept and cancel what (docs/shift-market.md): pure
// functions over the facts a service reads inside its transaction. Each answers the reason of a
// refusal (an error code of the `shift_market` area, refusals.ts) or null when the step may go.
import type { LocalDate } from '../../../lib/time';
import type { ClaimStatus, OpenShiftStatus, SwapKind, SwapStatus } from '../kinds';

export type MarketRefusal =
  | 'not_your_department'
  | 'not_your_claim'
  | 'not_your_shift'
  | 'not_a_party'
  | 'own_request'
  | 'open_shift_closed'
  | 'open_shift_full'
  | 'already_claimed'
  | 'claim_not_pending'
  | 'day_taken'
  | 'absent'
  | 'shift_not_offerable'
  | 'already_offered'
  | 'own_offer'
  | 'swap_not_offered'
  | 'swap_not_accepted'
  | 'swap_closed'
  | 'swap_changed';

export type OpenShiftFacts = { status: OpenShiftStatus; date: LocalDate; places: number; filled: number };

/** A shift as far as offering and moving it go. */
export type ShiftFacts = {
  userId: string;
  date: LocalDate;
  /** Off-schedule work is no plan to hand over. */
  offSchedule: boolean;
  startedAt: Date | null;
  confirmed: boolean;
};

/** An open shift takes claims while open and not in the past (company-local today). */
export const isClaimable = (shift: OpenShiftFacts, today: LocalDate) => shift.status === 'open' && shift.date >= today;

/** A planned shift of today or later that has not started: what may be offered or moved. */
export const isMovable = (shift: ShiftFacts, today: LocalDate) =>
  !shift.offSchedule && !shift.startedAt && !shift.confirmed && shift.date >= today;

/**
 * An employee claims an open shift of a department they work in now, once (a withdrawn claim may
 * be renewed), on a day they have no shift and no approved absence: a claim the approval would
 * refuse anyway is refused when made (issue 29).
 */
export function claimRefusal(input: {
  shift: OpenShiftFacts;
  today: LocalDate;
  inDepartment: boolean;
  existing: ClaimStatus | null;
  hasShift: boolean;
  absent: boolean;
}): MarketRefusal | null {
  if (!input.inDepartment) return 'not_your_department';
  if (!isClaimable(input.shift, input.today)) return 'open_shift_closed';
  if (input.shift.filled >= input.shift.places) return 'open_shift_full';
  if (input.existing && input.existing !== 'withdrawn') return 'already_claimed';
  if (input.hasShift) return 'day_taken';
  if (input.absent) return 'absent';
  return null;
}

/** Only the claimant withdraws, and only a pending claim. */
export function withdrawRefusal(input: { claimant: string; actor: string; status: ClaimStatus }): MarketRefusal | null {
  if (input.claimant !== input.actor) return 'not_your_claim';
  if (input.status !== 'pending') return 'claim_not_pending';
  return null;
}

/**
 * An admin decides a pending claim, never their own. Approving also needs the open shift still
 * open with a free place, and a claimant with no shift on that day.
 */
export function decideClaimRefusal(input: {
  approve: boolean;
  claimant: string;
  actor: string;
  status: ClaimStatus;
  shift: OpenShiftFacts;
  today: LocalDate;
  claimantHasShift: boolean;
  /** An approved absence of the claimant covers the date. */
  claimantAbsent?: boolean;
}): MarketRefusal | null {
  if (input.claimant === input.actor) return 'own_request';
  if (input.status !== 'pending') return 'claim_not_pending';
  if (!input.approve) return null;
  if (!isClaimable(input.shift, input.today)) return 'open_shift_closed';
  if (input.shift.filled >= input.shift.places) return 'open_shift_full';
  if (input.claimantHasShift) return 'day_taken';
  if (input.claimantAbsent) return 'absent';
  return null;
}

/** One's own movable shift, not offered already. */
export function offerRefusal(input: { shift: ShiftFacts; actor: string; today: LocalDate; liveOffer: boolean }): MarketRefusal | null {
  if (input.shift.userId !== input.actor) return 'not_your_shift';
  if (!isMovable(input.shift, input.today)) return 'shift_not_offerable';
  if (input.liveOffer) return 'already_offered';
  return null;
}

export type SwapFacts = { status: SwapStatus; kind: SwapKind; offeredBy: string; acceptedBy: string | null };

/**
 * A colleague of the offer's department accepts an open offer: for a giveaway with a free day on
 * the offered date, for a swap giving back one of their own movable shifts, the offerer then
 * having a free day on its date (apart from the offered shift itself). A free day has no other
 * shift and no approved absence; the approval checks both again.
 */
export function acceptRefusal(input: {
  swap: SwapFacts;
  actor: string;
  colleague: boolean;
  offered: ShiftFacts;
  today: LocalDate;
  takerHasShiftOnOfferedDate: boolean;
  counter: ShiftFacts | null;
  offererHasShiftOnCounterDate: boolean;
  /** An approved absence of the taker on the offered date, or of the offerer on the counter shift's. */
  absent?: boolean;
}): MarketRefusal | 'counter_not_yours' | null {
  const { swap, actor } = input;
  if (swap.offeredBy === actor) return 'own_offer';
  if (!input.colleague) return 'not_your_department';
  if (swap.status !== 'offered') return 'swap_not_offered';
  if (input.offered.userId !== swap.offeredBy || !isMovable(input.offered, input.today)) return 'swap_changed';
  if (swap.kind === 'swap') {
    if (!input.counter || input.counter.userId !== actor || !isMovable(input.counter, input.today)) return 'counter_not_yours';
    if (input.offererHasShiftOnCounterDate) return 'day_taken';
  }
  if (input.takerHasShiftOnOfferedDate) return 'day_taken';
  if (input.absent) return 'absent';
  return null;
}

/** Either side (or an admin of the company) cancels an offer before an admin decides it. */
export function cancelSwapRefusal(input: { swap: SwapFacts; actor: string; manages: boolean }): MarketRefusal | null {
  const { swap, actor } = input;
  if (swap.offeredBy !== actor && swap.acceptedBy !== actor && !input.manages) return 'not_a_party';
  if (swap.status !== 'offered' && swap.status !== 'accepted') return 'swap_closed';
  return null;
}

/**
 * An admin decides an accepted swap, not one they are a party of. Approving needs both shifts
 * still where they were and movable, and free days for both people after the exchange.
 */
export function decideSwapRefusal(input: {
  approve: boolean;
  swap: SwapFacts;
  actor: string;
  offered: ShiftFacts | null;
  counter: ShiftFacts | null;
  today: LocalDate;
  clash: boolean;
  /** An approved absence of a person on the date they would take. */
  absent?: boolean;
}): MarketRefusal | null {
  const { swap, actor } = input;
  if (swap.offeredBy === actor || swap.acceptedBy === actor) return 'own_request';
  if (swap.status !== 'accepted') return 'swap_not_accepted';
  if (!input.approve) return null;
  const { offered, counter } = input;
  if (!offered || offered.userId !== swap.offeredBy || !isMovable(offered, input.today)) return 'swap_changed';
  if (swap.kind === 'swap' && (!counter || counter.userId !== swap.acceptedBy || !isMovable(counter, input.today))) return 'swap_changed';
  if (input.clash) return 'day_taken';
  if (input.absent) return 'absent';
  return null;
}
