// What the API answers for open shifts and swaps, and the notifications of each step (English
// fallback texts; the web app words each kind from `data` in the reader's language).
import type { DayShiftRow, OpenShiftClaimRow, ShiftSwapRow } from '../../db/schema';
import type { NewNotification } from '../notifications/public';
import type { OpenShiftJoined, Person, SwapJoined } from './queries';
import { nameOf } from './queries';
import type { OpenShiftClaim, OpenShiftOffer, ShiftSwap } from './schemas';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const unknownPerson = (id: string): Person => ({ id, full_name: null, email: '' });

export function toClaim(row: OpenShiftClaimRow, people: Map<string, Person>): OpenShiftClaim {
  return {
    id: row.id,
    open_shift_id: row.openShiftId,
    user: people.get(row.userId) ?? unknownPerson(row.userId),
    status: row.status,
    shift_id: row.shiftId,
    decided_by: row.decidedBy,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function toOpenShiftOffer(row: OpenShiftJoined, claims: OpenShiftClaim[], me: string, canManage: boolean): OpenShiftOffer {
  const o = row.offer;
  return {
    id: o.id,
    company_id: o.companyId,
    department: { id: o.departmentId, name: row.departmentName },
    date: o.date,
    type: o.type,
    start: o.plannedStart,
    end: o.plannedEnd,
    color: o.color,
    planned_minutes: o.plannedMinutes,
    planned_start_at: o.plannedStartAt.toISOString(),
    planned_end_at: o.plannedEndAt.toISOString(),
    places: o.places,
    filled: o.filled,
    status: o.status,
    note: o.note,
    required_skill_id: o.requiredSkillId,
    created_by: o.createdBy,
    created_at: o.createdAt.toISOString(),
    my_claim: claims.find((c) => c.user.id === me) ?? null,
    claims: canManage ? claims : claims.filter((c) => c.user.id === me),
    can_manage: canManage,
  };
}

const swapShift = (row: DayShiftRow | undefined) =>
  row ? { id: row.id, date: row.date, type: row.type, start: row.plannedStart, end: row.plannedEnd, color: row.color } : null;

export function toShiftSwap(
  row: SwapJoined,
  people: Map<string, Person>,
  shifts: Map<string, DayShiftRow>,
  rights: { can_accept: boolean; can_cancel: boolean; can_decide: boolean },
): ShiftSwap {
  const s = row.swap;
  return {
    id: s.id,
    company_id: s.companyId,
    department: { id: s.departmentId, name: row.departmentName },
    kind: s.kind,
    status: s.status,
    shift_date: s.shiftDate,
    shift: swapShift(shifts.get(s.shiftId)),
    offered_by: people.get(s.offeredBy) ?? unknownPerson(s.offeredBy),
    counter_shift_date: s.counterShiftDate,
    counter_shift: s.counterShiftId ? swapShift(shifts.get(s.counterShiftId)) : null,
    accepted_by: s.acceptedBy ? (people.get(s.acceptedBy) ?? unknownPerson(s.acceptedBy)) : null,
    accepted_at: iso(s.acceptedAt),
    decided_by: s.decidedBy,
    decided_at: iso(s.decidedAt),
    created_at: s.createdAt.toISOString(),
    ...rights,
  };
}

// ------------------------------------------------------------------------------ notifications

type OfferFacts = Pick<OpenShiftJoined['offer'], 'id' | 'date' | 'type' | 'plannedStart' | 'plannedEnd'> & { departmentName: string };
const offerData = (o: OfferFacts) => ({
  open_shift_id: o.id,
  date: o.date,
  type: o.type,
  start: o.plannedStart,
  end: o.plannedEnd,
  department_name: o.departmentName,
});
const offerLink = (o: OfferFacts) => `/open-shifts?id=${o.id}`;
const when = (o: OfferFacts) => `${o.date}, ${o.plannedStart}–${o.plannedEnd}`;

/** A new open shift, to the people of its department. */
export function publishedNotifications(o: OfferFacts, to: string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'open_shift_published',
    title: `Open shift in ${o.departmentName}: ${o.type}`,
    body: when(o),
    link: offerLink(o),
    data: offerData(o),
  }));
}

/** A claim, to the admins who decide it. */
export function claimedNotifications(o: OfferFacts, claimant: Person, to: string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'open_shift_claimed',
    title: `${nameOf(claimant)} claimed the open shift ${o.type}`,
    body: when(o),
    link: offerLink(o),
    data: { ...offerData(o), user_name: nameOf(claimant) },
  }));
}

/** A decision, to the claimant. */
export function decidedNotification(o: OfferFacts, claimant: string, approved: boolean, by: Person | null): NewNotification {
  return {
    userId: claimant,
    kind: approved ? 'open_shift_approved' : 'open_shift_rejected',
    title: `Your claim of the open shift ${o.type} was ${approved ? 'approved' : 'rejected'}`,
    body: `${when(o)}${by ? ` · ${nameOf(by)}` : ''}`,
    link: approved ? `/work-schedule?month=${o.date.slice(0, 7)}` : offerLink(o),
    data: { ...offerData(o), by_name: by ? nameOf(by) : null },
  };
}

const swapData = (s: ShiftSwapRow) => ({ swap_id: s.id, kind: s.kind, date: s.shiftDate, counter_date: s.counterShiftDate });
const swapLink = (s: ShiftSwapRow) => `/open-shifts?tab=swaps&swap=${s.id}`;

/** An accepted offer, to the admins who decide it and to the offerer. */
export function acceptedNotifications(s: ShiftSwapRow, taker: Person, to: string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'shift_swap_accepted',
    title: `${nameOf(taker)} accepted the ${s.kind === 'swap' ? 'swap' : 'giveaway'} of the shift of ${s.shiftDate}`,
    body: s.kind === 'swap' ? `In return: the shift of ${s.counterShiftDate}` : 'Awaiting approval',
    link: swapLink(s),
    data: { ...swapData(s), user_name: nameOf(taker) },
  }));
}

/** A decided swap, to both people. */
export function swapDecidedNotifications(s: ShiftSwapRow, approved: boolean, by: Person | null): NewNotification[] {
  return [s.offeredBy, s.acceptedBy].filter((id): id is string => Boolean(id)).map((userId) => ({
    userId,
    kind: approved ? 'shift_swap_approved' : 'shift_swap_rejected',
    title: `The ${s.kind === 'swap' ? 'swap' : 'giveaway'} of the shift of ${s.shiftDate} was ${approved ? 'approved' : 'rejected'}`,
    body: by ? nameOf(by) : '',
    link: approved ? `/work-schedule?month=${s.shiftDate.slice(0, 7)}` : swapLink(s),
    data: { ...swapData(s), by_name: by ? nameOf(by) : null },
  }));
}
