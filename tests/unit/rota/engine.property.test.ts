// Properties of the rota engine on random small instances (docs/rota.md "Tests"): every proposal
// passes the independent checker, the same seed gives the same proposal, no need stays below its
// min while a free candidate could legally take it, and fillGaps breaks nothing either. The seed
// comes from the commit as in tests/unit/properties (FC_SEED=random draws one; FC_RUNS the cases).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProposal } from '../../../worker/features/rota/engine/check';
import type { FixedShift, Need, Person, RotaProblem } from '../../../worker/features/rota/engine/model';
import { fillGaps } from '../../../worker/features/rota/engine/replan';
import { solveRota } from '../../../worker/features/rota/engine/solve';
import { addDays, shiftIntervalMs } from '../../../worker/lib/time';
import '../properties/support';
import { AFTERNOON, budget, FROM, MORNING, need, NIGHT, onDates, person, problem, ZONE } from './support';

const RUNS = Math.min(Number(process.env.FC_RUNS) || 25, 200);
const TYPES = [MORNING, AFTERNOON, NIGHT];
const SKILLS = ['udt', 'sep'];

const personArb = (id: string, days: number) =>
  fc.record({
    fte: fc.constantFrom(0.5, 0.75, 1),
    skills: fc.subarray(SKILLS).chain((held) =>
      fc.tuple(...held.map((s) => fc.record({ id: fc.constant(s), to: fc.option(fc.integer({ min: 0, max: days }), { nil: null }) })))
    ),
    unavailable: fc.subarray([...Array(days).keys()], { maxLength: Math.min(3, days) }),
    absent: fc.subarray([...Array(days).keys()], { maxLength: Math.min(2, days) }),
    late: fc.subarray([...Array(days).keys()], { maxLength: Math.min(2, days) }),
    avoid: fc.subarray(TYPES.map((t) => t.name), { maxLength: 1 }),
    cost: fc.option(fc.integer({ min: 25, max: 60 }), { nil: null }),
    crew: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
    employedFrom: fc.integer({ min: -3, max: 2 }),
  }).map((r): Person => {
    const dated: Parameters<typeof onDates>[0] = {};
    for (const d of r.late) dated[addDays(FROM, d)] = [{ start: '12:00', end: '23:00' }];
    for (const d of r.unavailable) dated[addDays(FROM, d)] = 'unavailable';
    const availability = onDates(dated);
    return person(id, {
      contractMinutesPerWeek: Math.round(2400 * r.fte),
      employment: { from: addDays(FROM, r.employedFrom), to: null },
      skills: r.skills.map((s) => ({ id: s.id, from: null, to: s.to === null ? null : addDays(FROM, s.to) })),
      availability,
      absences: r.absent.map((d) => addDays(FROM, d)),
      preferences: { preferredShiftTypes: [], avoidedShiftTypes: r.avoid, preferredWeekdays: [], avoidedWeekdays: [] },
      hourlyCost: r.cost,
      crewId: r.crew,
    });
  });

const instanceArb = fc.record({ days: fc.integer({ min: 1, max: 7 }), people: fc.integer({ min: 1, max: 6 }) }).chain(({ days, people }) =>
  fc.record({
    days: fc.constant(days),
    people: fc.tuple(...[...Array(people).keys()].map((i) => personArb(`p${i}`, days))),
    needs: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: days - 1 }),
        type: fc.integer({ min: 0, max: 2 }),
        skills: fc.subarray(SKILLS, { maxLength: 1 }),
        min: fc.integer({ min: 0, max: 2 }),
        extra: fc.integer({ min: 0, max: 1 }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    fixed: fc.array(
      fc.record({
        person: fc.integer({ min: 0, max: people - 1 }),
        day: fc.integer({ min: -1, max: days - 1 }),
        type: fc.integer({ min: 0, max: 2 }),
      }),
      { maxLength: Math.min(3, days) },
    ),
    seed: fc.integer(),
  })
).map(({ days, people, needs, fixed, seed }): RotaProblem => {
  const list: Need[] = needs.map((n, i) =>
    need(`n${i}`, addDays(FROM, n.day), TYPES[n.type]!, { skills: n.skills, min: n.min, ideal: n.min + n.extra })
  );
  const fixedShifts: FixedShift[] = fixed.map((f) => {
    const t = TYPES[f.type]!;
    const date = addDays(FROM, f.day);
    const [startAt, endAt] = shiftIntervalMs(date, t.start, t.end, ZONE);
    return { personId: `p${f.person}`, date, startAt, endAt, plannedMinutes: 480, worked: false, needId: null };
  });
  return problem({ period: { from: FROM, to: addDays(FROM, days - 1) }, needs: list, people, fixed: fixedShifts, seed });
});

describe('the rota engine on random instances', () => {
  it('proposes nothing the checker refuses, fills every min it legally can, and repeats itself for a seed', () => {
    fc.assert(
      fc.property(instanceArb, (p) => {
        const proposal = solveRota(p, budget(1_000));
        expect(checkProposal(p, proposal)).toEqual([]);
        for (const n of proposal.needs) if (n.filled < n.min) expect(n.unfilled!.legalFree).toBe(0);
        expect(solveRota(p, budget(1_000))).toEqual(proposal);
      }),
      { numRuns: RUNS },
    );
  });

  it('fills gaps after an absence without breaking a hard rule', () => {
    fc.assert(
      fc.property(instanceArb, fc.nat(), (p, pick) => {
        const plan = solveRota(p, budget(800)).assignments.map(({ needId, personId }) => ({ needId, personId }));
        if (!plan.length) return;
        const absent = plan[pick % plan.length]!.personId;
        const removed = plan.filter((a) => a.personId === absent);
        const dates = removed.map((r) => p.needs.find((n) => n.id === r.needId)!.date);
        const after = { ...p, people: p.people.map((x) => (x.id === absent ? { ...x, absences: [...x.absences, ...dates] } : x)) };
        const result = fillGaps(after, plan, removed);
        expect(checkProposal(after, result)).toEqual([]);
        // Only the needs that lost someone are open: those reach their min whenever a free person legally can.
        const open = new Set(removed.map((r) => r.needId));
        for (const n of result.needs) if (open.has(n.needId) && n.filled < n.min) expect(n.unfilled!.legalFree).toBe(0);
        // Nobody else's shift changes but by one-hop swaps into an open need.
        expect(result.changed.length).toBeLessThanOrEqual(removed.length);
      }),
      { numRuns: RUNS },
    );
  });
});
