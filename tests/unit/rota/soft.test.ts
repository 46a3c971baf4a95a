// The rota's soft rules on small cases (docs/rota.md "Soft rules"): the running score equals the
// score from scratch, fairness spreads nights, contract hours, preferences, stability in fillGaps.
import { describe, expect, it } from 'vitest';
import { checkProposal } from '../../../worker/features/rota/engine/check';
import { prepare } from '../../../worker/features/rota/engine/hard';
import { fillGaps } from '../../../worker/features/rota/engine/replan';
import { RotaState } from '../../../worker/features/rota/engine/soft';
import { solveRota } from '../../../worker/features/rota/engine/solve';
import { addDays } from '../../../worker/lib/time';
import { AFTERNOON, budget, FROM, MORNING, need, needsFor, NIGHT, onDates, person, problem } from './support';

describe('the score', () => {
  it('kept move by move equals the score from scratch', () => {
    const p = problem({
      needs: needsFor(7, [MORNING, AFTERNOON, NIGHT], { min: 1, ideal: 2 }),
      people: ['a', 'b', 'c', 'd', 'e'].map((id, i) =>
        person(id, {
          hourlyCost: 30 + i,
          crewId: i < 3 ? 'x' : null,
          preferences: { preferredShiftTypes: ['morning'], avoidedShiftTypes: [], preferredWeekdays: [], avoidedWeekdays: [6] },
        })
      ),
      holidays: [addDays(FROM, 2)],
      currentPlan: [{ needId: 'morning-0', personId: 'a' }, { needId: 'night-3', personId: 'b' }],
    });
    const proposal = solveRota(p, budget(3_000));
    const instance = prepare(p);
    const state = new RotaState(instance);
    for (const a of proposal.assignments) state.change(instance.personIndex.get(a.personId)!, instance.needIndex.get(a.needId)!, 1);
    expect(state.score).toBeCloseTo(proposal.score.total, 6);
    const perPerson = proposal.people.reduce((s, x) => s + Object.values(x.penalties).reduce((t, v) => t + v, 0), 0);
    expect(perPerson + proposal.score.staffing).toBeCloseTo(proposal.score.total, 6);
  });
});

describe('fairness', () => {
  it('spreads the nights across people', () => {
    const p = problem({ needs: needsFor(7, [NIGHT]), people: ['a', 'b', 'c', 'd'].map((id) => person(id)) });
    const { people } = solveRota(p, budget(5_000));
    const nights = people.map((x) => x.nights);
    expect(nights.reduce((s, n) => s + n, 0)).toBe(7);
    expect(Math.max(...nights) - Math.min(...nights)).toBeLessThanOrEqual(1);
  });
});

describe('contract hours', () => {
  it('give each person about its contract', () => {
    const p = problem({
      period: { from: FROM, to: addDays(FROM, 13) },
      needs: [...needsFor(14, [MORNING]), ...needsFor(1, [AFTERNOON])],
      people: [person('full'), person('half', { contractMinutesPerWeek: 20 * 60 })],
    });
    const proposal = solveRota(p, budget(5_000));
    const byId = Object.fromEntries(proposal.people.map((x) => [x.personId, x.minutes / 60]));
    expect(byId).toEqual({ full: 80, half: 40 });
    expect(checkProposal(p, proposal)).toEqual([]);
  });
});

describe('preferences', () => {
  it('keep a person off the shift type it avoids when someone else can take it', () => {
    const p = problem({
      needs: needsFor(5, [MORNING, NIGHT]),
      people: [
        person('owl', {
          preferences: { preferredShiftTypes: [], avoidedShiftTypes: ['morning'], preferredWeekdays: [], avoidedWeekdays: [] },
        }),
        person('lark', {
          preferences: { preferredShiftTypes: [], avoidedShiftTypes: ['night'], preferredWeekdays: [], avoidedWeekdays: [] },
        }),
      ],
    });
    const proposal = solveRota(p, budget(5_000));
    expect(proposal.score.byRule.preference ?? 0).toBe(0);
    expect(proposal.assignments.filter((a) => a.personId === 'owl').every((a) => a.needId.startsWith('night'))).toBe(true);
  });
});

describe('fillGaps', () => {
  const people = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => person(id));
  const base = problem({ needs: needsFor(7, [MORNING, AFTERNOON], { min: 1, ideal: 1 }), people });

  it("fills an absent person's shifts without moving anybody else", () => {
    const plan = solveRota(base, budget(3_000)).assignments.map(({ needId, personId }) => ({ needId, personId }));
    const absent = plan[0]!.personId;
    const removed = plan.filter((a) => a.personId === absent);
    const p = { ...base, people: people.map((x) => (x.id === absent ? { ...x, absences: needsDates() } : x)) };
    const result = fillGaps(p, plan, removed);
    expect(result.changed).toEqual([]);
    expect(result.needs.every((n) => n.filled === 1)).toBe(true);
    expect(result.assignments.some((a) => a.personId === absent)).toBe(false);
    expect(checkProposal(p, result)).toEqual([]);
  });

  it('moves one person when only a one-hop swap reaches the min', () => {
    const p = problem({
      needs: [
        ...needsFor(1, [MORNING], { skills: ['udt'] }),
        ...needsFor(1, [AFTERNOON]),
      ],
      people: [
        person('sick', { skills: [{ id: 'udt', from: null, to: null }], absences: [FROM] }),
        person('trained', { skills: [{ id: 'udt', from: null, to: null }] }),
        person('free', { availability: onDates({ [FROM]: [{ start: '14:00', end: '22:00' }] }) }),
      ],
    });
    const plan = [{ needId: 'morning-0', personId: 'sick' }, { needId: 'afternoon-0', personId: 'trained' }];
    const result = fillGaps(p, plan, [plan[0]!]);
    expect(result.assignments.map((a) => `${a.needId} ${a.personId}`).sort()).toEqual(['afternoon-0 free', 'morning-0 trained']);
    expect(result.changed).toEqual([plan[1]]);
    expect(checkProposal(p, result)).toEqual([]);
  });
});

const needsDates = () => [0, 1, 2, 3, 4, 5, 6].map((d) => addDays(FROM, d));

describe('real time', () => {
  it('counts a night across the spring change at its real 7 hours', () => {
    const p = problem({ period: { from: '2026-03-23', to: '2026-03-29' }, needs: [need('n', '2026-03-28', NIGHT)], people: [person('a')] });
    const proposal = solveRota(p, budget(200));
    expect(proposal.assignments[0]!.endAt - proposal.assignments[0]!.startAt).toBe(7 * 3_600_000);
    expect(proposal.people[0]!.minutes).toBe(420);
    expect(proposal.people[0]!.weekends).toBe(1);
  });
});
