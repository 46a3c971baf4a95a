// Who may move a request from which state to which (product-rules.md "Absence").
import { describe, expect, it } from 'vitest';
import { cancelApprovedRefusal, REFUSALS, updateRefusal } from '../../../worker/features/absence/refusals';
import { canCancel, canDecide, type RequestFacts } from '../../../worker/features/absence/rules/transitions';

const owner = { id: 'u1', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };
const superadmin = { id: 's1', role: 'superadmin' as const };
const stranger = { id: 'u2', role: 'user' as const };
const request = (extra: Partial<RequestFacts> = {}): RequestFacts => ({
  ownerId: 'u1',
  ownerRole: 'user',
  status: 'pending',
  startDate: '2030-11-18',
  inActorsCompany: true,
  ...extra,
});

describe('updateRefusal', () => {
  it('lets an admin of the company approve or reject a pending request, and nobody else', () => {
    expect(updateRefusal(admin, request(), 'approved')).toBeNull();
    expect(updateRefusal(admin, request(), 'rejected')).toBeNull();
    expect(updateRefusal(superadmin, request({ inActorsCompany: false }), 'approved')).toBeNull();
    expect(updateRefusal(owner, request(), 'approved')).toBe(REFUSALS.notManager);
    expect(updateRefusal(admin, request({ inActorsCompany: false }), 'approved')).toBe(REFUSALS.notManager);
  });

  it("sends admins' requests to a superadmin; a superadmin decides their own", () => {
    const adminsOwn = request({ ownerId: 'a1', ownerRole: 'admin' });
    expect(updateRefusal(admin, adminsOwn, 'approved')).toBe(REFUSALS.notManager);
    expect(updateRefusal({ id: 'a2', role: 'admin' }, adminsOwn, 'approved')).toBe(REFUSALS.notManager);
    expect(updateRefusal(superadmin, adminsOwn, 'approved')).toBeNull();
    expect(updateRefusal(superadmin, request({ ownerId: 's1', ownerRole: 'superadmin' }), 'approved')).toBeNull();
  });

  it('lets the owner or a managing admin cancel a pending request', () => {
    expect(updateRefusal(owner, request(), 'canceled')).toBeNull();
    expect(updateRefusal(admin, request(), 'canceled')).toBeNull();
    expect(updateRefusal(stranger, request(), 'canceled')).toBe(REFUSALS.notOwner);
  });

  it('refuses every transition out of a decided request with 409', () => {
    for (const status of ['approved', 'rejected', 'canceled'] as const) {
      for (const to of ['approved', 'rejected'] as const) expect(updateRefusal(admin, request({ status }), to)?.status).toBe(409);
      expect(updateRefusal(owner, request({ status }), 'canceled')?.status).toBe(409);
    }
    expect(updateRefusal(owner, request({ status: 'approved' }), 'canceled')).toBe(REFUSALS.approvedCancel);
  });
});

describe('cancelApprovedRefusal', () => {
  const approved = request({ status: 'approved' });
  it('lets the owner cancel before the first day, an admin any time', () => {
    expect(cancelApprovedRefusal(owner, approved, '2030-11-17')).toBeNull();
    expect(cancelApprovedRefusal(owner, approved, '2030-11-18')).toBe(REFUSALS.startedAlready);
    expect(cancelApprovedRefusal(admin, approved, '2030-11-25')).toBeNull();
    expect(cancelApprovedRefusal(stranger, approved, '2030-11-01')).toBe(REFUSALS.notOwner);
  });

  it('cancels only approved requests', () => {
    for (const status of ['pending', 'rejected', 'canceled'] as const) {
      expect(cancelApprovedRefusal(admin, request({ status }), '2030-11-01')).toBe(REFUSALS.notApproved);
    }
  });
});

describe('canDecide and canCancel', () => {
  it('tell the interface which buttons to show', () => {
    expect(canDecide(admin, request())).toBe(true);
    expect(canDecide(owner, request())).toBe(false);
    expect(canCancel(owner, request(), '2030-11-20')).toBe(true);
    expect(canCancel(owner, request({ status: 'approved' }), '2030-11-20')).toBe(false);
    expect(canCancel(owner, request({ status: 'rejected' }), '2030-11-01')).toBe(false);
  });
});
