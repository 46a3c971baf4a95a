import { describe, expect, it } from 'vitest';
import type { Db } from '../../../worker/db/client';
import { ApiError } from '../../../worker/lib/errors';
import {
  CONFLICTS_SHOWN,
  conflictsAnswer,
  enforcePlanConflicts,
  planConflicts,
  registerPlanCheck,
  type PlanConflict,
  type PlannedShift,
} from '../../../worker/lib/plan-conflicts';

// The checks never read the database here: they judge the shifts they are given.
const db = {} as Db;
const now = new Date('2026-03-02T08:00:00Z');
const shift = (userId: string, date: string, type = 'Ranna'): PlannedShift => ({
  userId,
  companyId: 'c1',
  date,
  type,
  startsAt: new Date(`${date}T05:00:00Z`),
  endsAt: new Date(`${date}T13:00:00Z`),
});

// Two checks of different kinds, as availability and skills register theirs in worker/app.ts.
const mornings = new Set<string>();
let blockNights = false;
registerPlanCheck(async (_db, { shifts }) =>
  shifts.filter((s) => mornings.has(s.userId) && s.type === 'Ranna').map((s): PlanConflict => ({
    kind: 'availability',
    user_id: s.userId,
    date: s.date,
    code: 'availability.outside_window',
    params: { window: '17:00-22:00' },
    blocking: false,
  }))
);
registerPlanCheck(async (_db, { shifts }) =>
  shifts.filter((s) => s.type === 'Nocna').map((s): PlanConflict => ({
    kind: 'skill',
    user_id: s.userId,
    date: s.date,
    code: 'skills.missing',
    params: { skill: 'UDT' },
    blocking: blockNights,
  }))
);

describe('plan conflicts', () => {
  it('gathers every registered check, earliest date first, then by person', async () => {
    mornings.add('u2');
    const found = await planConflicts(db, {
      companyId: 'c1',
      now,
      shifts: [shift('u1', '2026-03-05', 'Nocna'), shift('u2', '2026-03-04'), shift('u1', '2026-03-04', 'Nocna')],
    });
    expect(found.map((c) => [c.date, c.user_id, c.code])).toEqual([
      ['2026-03-04', 'u1', 'skills.missing'],
      ['2026-03-04', 'u2', 'availability.outside_window'],
      ['2026-03-05', 'u1', 'skills.missing'],
    ]);
  });

  it('lets warnings through and refuses with 422 plan.conflicts listing only the blocking ones', async () => {
    blockNights = false;
    const input = { companyId: 'c1', now, shifts: [shift('u2', '2026-03-04'), shift('u3', '2026-03-06', 'Nocna')] };
    expect(await enforcePlanConflicts(db, input)).toHaveLength(2);
    blockNights = true;
    const refusal = await enforcePlanConflicts(db, input).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    const error = refusal as ApiError;
    expect(error.status).toBe(422);
    expect(error.body()).toMatchObject({
      code: 'plan.conflicts',
      params: { count: 1 },
      conflicts_total: 1,
      conflicts: [{ user_id: 'u3', code: 'skills.missing', blocking: true }],
    });
  });

  it('answers no conflicts for no shifts, and a bulk answer lists the first ones with the total', async () => {
    expect(await planConflicts(db, { companyId: 'c1', now, shifts: [] })).toEqual([]);
    const many = Array.from({ length: CONFLICTS_SHOWN + 5 }, (_, i): PlanConflict => ({
      kind: 'skill',
      user_id: `u${i}`,
      date: '2026-03-04',
      code: 'skills.missing',
      params: {},
      blocking: false,
    }));
    const answer = conflictsAnswer(many);
    expect(answer.conflicts).toHaveLength(CONFLICTS_SHOWN);
    expect(answer.conflicts_total).toBe(CONFLICTS_SHOWN + 5);
  });
});
