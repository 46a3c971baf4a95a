// The pure rules of open shifts and swaps (worker/features/shift-market/rules/market.ts): who may
// claim, withdraw, approve, offer, accept and cancel what.
import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  cancelSwapRefusal,
  claimRefusal,
  decideClaimRefusal,
  decideSwapRefusal,
  isMovable,
  offerRefusal,
  withdrawRefusal,
  type ShiftFacts,
  type SwapFacts,
} from '../../../worker/features/shift-market/rules/market';

const TODAY = '2030-10-15';
const open = { status: 'open' as const, date: '2030-10-20', places: 2, filled: 0 };
const shift = (over: Partial<ShiftFacts> = {}): ShiftFacts => ({
  userId: 'ala',
  date: '2030-10-20',
  offSchedule: false,
  startedAt: null,
  confirmed: false,
  ...over,
});

describe('claiming an open shift', () => {
  it('is for the department, while open, dated today or later, with a place left, once', () => {
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: null, hasShift: false, absent: false })).toBeNull();
    expect(
      claimRefusal({ shift: { ...open, date: TODAY }, today: TODAY, inDepartment: true, existing: null, hasShift: false, absent: false }),
    ).toBeNull();
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: false, existing: null, hasShift: false, absent: false })).toBe(
      'not_your_department',
    );
    expect(
      claimRefusal({
        shift: { ...open, status: 'cancelled' },
        today: TODAY,
        inDepartment: true,
        existing: null,
        hasShift: false,
        absent: false,
      }),
    ).toBe('open_shift_closed');
    expect(
      claimRefusal({
        shift: { ...open, date: '2030-10-14' },
        today: TODAY,
        inDepartment: true,
        existing: null,
        hasShift: false,
        absent: false,
      }),
    ).toBe('open_shift_closed');
    expect(
      claimRefusal({ shift: { ...open, filled: 2 }, today: TODAY, inDepartment: true, existing: null, hasShift: false, absent: false }),
    ).toBe('open_shift_full');
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: 'pending', hasShift: false, absent: false })).toBe(
      'already_claimed',
    );
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: 'rejected', hasShift: false, absent: false })).toBe(
      'already_claimed',
    );
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: 'withdrawn', hasShift: false, absent: false }))
      .toBeNull();
    // A day the claimant works or is away: refused when claimed, not only when approved (issue 29).
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: null, hasShift: true, absent: false })).toBe(
      'day_taken',
    );
    expect(claimRefusal({ shift: open, today: TODAY, inDepartment: true, existing: 'withdrawn', hasShift: false, absent: true })).toBe(
      'absent',
    );
  });

  it('is withdrawn by the claimant only, while pending', () => {
    expect(withdrawRefusal({ claimant: 'ala', actor: 'ala', status: 'pending' })).toBeNull();
    expect(withdrawRefusal({ claimant: 'ala', actor: 'bob', status: 'pending' })).toBe('not_your_claim');
    expect(withdrawRefusal({ claimant: 'ala', actor: 'ala', status: 'approved' })).toBe('claim_not_pending');
  });
});

describe('deciding a claim', () => {
  const base = {
    approve: true,
    claimant: 'ala',
    actor: 'boss',
    status: 'pending' as const,
    shift: open,
    today: TODAY,
    claimantHasShift: false,
  };
  it('approves a pending claim of someone else while a place is left and the claimant is free that day', () => {
    expect(decideClaimRefusal(base)).toBeNull();
    expect(decideClaimRefusal({ ...base, actor: 'ala' })).toBe('own_request');
    expect(decideClaimRefusal({ ...base, status: 'withdrawn' })).toBe('claim_not_pending');
    expect(decideClaimRefusal({ ...base, shift: { ...open, filled: 2 } })).toBe('open_shift_full');
    expect(decideClaimRefusal({ ...base, shift: { ...open, status: 'filled', filled: 2 } })).toBe('open_shift_closed');
    expect(decideClaimRefusal({ ...base, claimantHasShift: true })).toBe('day_taken');
    expect(decideClaimRefusal({ ...base, claimantAbsent: true })).toBe('absent');
  });
  it('rejects a pending claim whatever the places and the plan', () => {
    expect(decideClaimRefusal({ ...base, approve: false, shift: { ...open, filled: 2 }, claimantHasShift: true })).toBeNull();
    expect(decideClaimRefusal({ ...base, approve: false, status: 'approved' })).toBe('claim_not_pending');
  });
});

describe('offering a shift', () => {
  it('offers one’s own planned shift of today or later, not started, not offered yet', () => {
    expect(offerRefusal({ shift: shift(), actor: 'ala', today: TODAY, liveOffer: false })).toBeNull();
    expect(offerRefusal({ shift: shift(), actor: 'bob', today: TODAY, liveOffer: false })).toBe('not_your_shift');
    expect(offerRefusal({ shift: shift({ startedAt: new Date() }), actor: 'ala', today: TODAY, liveOffer: false })).toBe(
      'shift_not_offerable',
    );
    expect(offerRefusal({ shift: shift({ offSchedule: true }), actor: 'ala', today: TODAY, liveOffer: false })).toBe('shift_not_offerable');
    expect(offerRefusal({ shift: shift({ date: '2030-10-14' }), actor: 'ala', today: TODAY, liveOffer: false })).toBe(
      'shift_not_offerable',
    );
    expect(offerRefusal({ shift: shift(), actor: 'ala', today: TODAY, liveOffer: true })).toBe('already_offered');
    expect(isMovable(shift({ confirmed: true }), TODAY)).toBe(false);
  });
});

describe('accepting, cancelling and deciding a swap', () => {
  const giveaway: SwapFacts = { status: 'offered', kind: 'giveaway', offeredBy: 'ala', acceptedBy: null };
  const swap: SwapFacts = { ...giveaway, kind: 'swap' };
  const accept = {
    swap: giveaway,
    actor: 'bob',
    colleague: true,
    offered: shift(),
    today: TODAY,
    takerHasShiftOnOfferedDate: false,
    counter: null,
    offererHasShiftOnCounterDate: false,
  };

  it('a colleague with a free day takes a giveaway', () => {
    expect(acceptRefusal(accept)).toBeNull();
    expect(acceptRefusal({ ...accept, actor: 'ala' })).toBe('own_offer');
    expect(acceptRefusal({ ...accept, colleague: false })).toBe('not_your_department');
    expect(acceptRefusal({ ...accept, swap: { ...giveaway, status: 'accepted', acceptedBy: 'cid' } })).toBe('swap_not_offered');
    expect(acceptRefusal({ ...accept, offered: shift({ startedAt: new Date() }) })).toBe('swap_changed');
    expect(acceptRefusal({ ...accept, takerHasShiftOnOfferedDate: true })).toBe('day_taken');
    expect(acceptRefusal({ ...accept, absent: true })).toBe('absent');
  });

  it('a swap needs the taker’s own movable shift back, and a free day for the offerer on its date', () => {
    const counter = shift({ userId: 'bob', date: '2030-10-21' });
    expect(acceptRefusal({ ...accept, swap, counter })).toBeNull();
    expect(acceptRefusal({ ...accept, swap, counter: null })).toBe('counter_not_yours');
    expect(acceptRefusal({ ...accept, swap, counter: shift({ userId: 'cid' }) })).toBe('counter_not_yours');
    expect(acceptRefusal({ ...accept, swap, counter, offererHasShiftOnCounterDate: true })).toBe('day_taken');
  });

  it('either side or a manager cancels before the decision', () => {
    expect(cancelSwapRefusal({ swap: giveaway, actor: 'ala', manages: false })).toBeNull();
    expect(cancelSwapRefusal({ swap: { ...giveaway, status: 'accepted', acceptedBy: 'bob' }, actor: 'bob', manages: false })).toBeNull();
    expect(cancelSwapRefusal({ swap: giveaway, actor: 'boss', manages: true })).toBeNull();
    expect(cancelSwapRefusal({ swap: giveaway, actor: 'cid', manages: false })).toBe('not_a_party');
    expect(cancelSwapRefusal({ swap: { ...giveaway, status: 'approved' }, actor: 'ala', manages: false })).toBe('swap_closed');
  });

  it('an admin who is no party approves an accepted swap whose shifts are still in place', () => {
    const accepted: SwapFacts = { status: 'accepted', kind: 'swap', offeredBy: 'ala', acceptedBy: 'bob' };
    const input = {
      approve: true,
      swap: accepted,
      actor: 'boss',
      offered: shift(),
      counter: shift({ userId: 'bob' }),
      today: TODAY,
      clash: false,
    };
    expect(decideSwapRefusal(input)).toBeNull();
    expect(decideSwapRefusal({ ...input, actor: 'bob' })).toBe('own_request');
    expect(decideSwapRefusal({ ...input, swap: { ...accepted, status: 'offered' } })).toBe('swap_not_accepted');
    expect(decideSwapRefusal({ ...input, offered: shift({ userId: 'cid' }) })).toBe('swap_changed');
    expect(decideSwapRefusal({ ...input, counter: null })).toBe('swap_changed');
    expect(decideSwapRefusal({ ...input, counter: shift({ userId: 'bob', startedAt: new Date() }) })).toBe('swap_changed');
    expect(decideSwapRefusal({ ...input, clash: true })).toBe('day_taken');
    expect(decideSwapRefusal({ ...input, absent: true })).toBe('absent');
    expect(decideSwapRefusal({ ...input, approve: false, clash: true, counter: null })).toBeNull();
  });
});
