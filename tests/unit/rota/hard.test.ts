// The rota's hard rules on small hand-built cases (docs/rota.md "Hard rules"): each candidate
// ruled out with the right reason, and the independent checker finding each violation.
import { describe, expect, it } from 'vitest';
import { checkProposal } from '../../../worker/features/rota/engine/check';
import { solveRota } from '../../../worker/features/rota/engine/solve';
import { shiftIntervalMs, addDays } from '../../../worker/lib/time';
import { budget, FROM, MORNING, need, NIGHT, onDates, person, problem, ZONE } from './support';

const reasons = (p: ReturnType<typeof problem>) => solveRota(p, budget(500)).needs[0]!.unfilled!.ruledOut;
const night = (date: string) => {
  const [startAt, endAt] = shiftIntervalMs(date, '22:00', '06:00', ZONE);
  return { date, startAt, endAt, plannedMinutes: 480, worked: false, needId: null };
};

describe('a candidate ruled out', () => {
  it('for each static reason', () => {
    const p = problem({
      needs: [need('n', FROM, MORNING, { skills: ['forklift'], ideal: 2 })],
      people: [
        person('gone', { employment: { from: '2020-01-01', to: addDays(FROM, -1) } }),
        person('sick', { absences: [FROM], skills: [{ id: 'forklift', from: null, to: null }] }),
        person('busy', { availability: onDates({ [FROM]: 'unavailable' }), skills: [{ id: 'forklift', from: null, to: null }] }),
        person('late', {
          availability: onDates({ [FROM]: [{ start: '10:00', end: '18:00' }] }),
          skills: [{ id: 'forklift', from: null, to: null }],
        }),
        person('untrained'),
        person('lapsed', { skills: [{ id: 'forklift', from: null, to: addDays(FROM, -1) }] }),
      ],
    });
    expect(reasons(p)).toEqual({ not_employed: 1, absent: 1, unavailable: 2, skill_missing: 1, skill_expired: 1 });
    expect(solveRota(p, budget(500)).assignments).toEqual([]);
  });

  it('for the 11 h daily rest in Poland', () => {
    const [startAt, endAt] = shiftIntervalMs(FROM, '14:00', '22:00', ZONE);
    const p = problem({
      needs: [need('n', addDays(FROM, 1), MORNING)],
      people: [person('a')],
      fixed: [{ personId: 'a', date: FROM, startAt, endAt, plannedMinutes: 480, worked: false, needId: null }],
    });
    expect(reasons(p)).toEqual({ 'labour_law:pl.daily_rest': 1 });
  });

  it('for one shift at a time across midnight', () => {
    const p = problem({
      needs: [need('n', addDays(FROM, 1), { name: 'early', start: '04:00', end: '12:00' })],
      people: [person('a')],
      fixed: [{ ...night(FROM), personId: 'a' }],
      law: { ...problem().law, block: [] },
    });
    expect(reasons(p)).toEqual({ already_working: 1 });
  });

  it('for a skill expiring mid-period: assigned before, not after', () => {
    const needs = [0, 1, 2, 3].map((d) => need(`n${d}`, addDays(FROM, d), MORNING, { skills: ['udt'] }));
    const p = problem({ needs, people: [person('a', { skills: [{ id: 'udt', from: null, to: addDays(FROM, 1) }] })] });
    const proposal = solveRota(p, budget(500));
    expect(proposal.assignments.map((a) => a.needId).sort()).toEqual(['n0', 'n1']);
    expect(proposal.needs[2]!.unfilled!.ruledOut).toEqual({ skill_expired: 1 });
    expect(checkProposal(p, proposal)).toEqual([]);
  });

  it("and counted as used elsewhere when only the engine's own shifts rule it out", () => {
    const p = problem({ needs: [need('a', FROM, MORNING), need('b', FROM, MORNING)], people: [person('x')] });
    const proposal = solveRota(p, budget(500));
    const open = proposal.needs.find((n) => n.unfilled)!;
    expect(open.unfilled).toEqual({ slots: 1, ruledOut: { already_working: 1 }, usedElsewhere: 1, legalFree: 0 });
  });
});

describe('the checker', () => {
  it('finds every violation of a hand-made bad proposal', () => {
    const [startAt, endAt] = shiftIntervalMs(FROM, '06:00', '14:00', ZONE);
    const [s2, e2] = shiftIntervalMs(addDays(FROM, 1), '06:00', '14:00', ZONE);
    const p = problem({
      needs: [need('m0', FROM, MORNING), need('x0', FROM, MORNING), need('m1', addDays(FROM, 1), MORNING), need('n0', FROM, NIGHT)],
      people: [person('a', { absences: [FROM] }), person('b')],
      fixed: [{ ...night(addDays(FROM, -1)), personId: 'b' }],
    });
    const [ns, ne] = shiftIntervalMs(FROM, '22:00', '06:00', ZONE);
    const violations = checkProposal(p, {
      assignments: [
        { needId: 'm0', personId: 'a', startAt, endAt },
        { needId: 'm0', personId: 'b', startAt, endAt },
        { needId: 'x0', personId: 'b', startAt, endAt },
        { needId: 'n0', personId: 'b', startAt: ns, endAt: ne },
        { needId: 'm1', personId: 'b', startAt: s2, endAt: e2 + 1 },
        { needId: 'zz', personId: 'b', startAt, endAt },
      ],
    }).map((v) => v.kind);
    expect(new Set(violations)).toEqual(new Set(['absent', 'labour_law:pl.daily_rest', 'overlap', 'over_ideal', 'times', 'unknown']));
  });

  it('finds nothing in a legal plan, and leaves breaches of the fixed shifts alone', () => {
    const p = problem({
      needs: [need('m3', addDays(FROM, 3), MORNING)],
      people: [person('b')],
      fixed: [{ ...night(FROM), personId: 'b' }, {
        ...night(addDays(FROM, 1)),
        personId: 'b',
        startAt: night(addDays(FROM, 1)).startAt - 3_600_000 * 10,
      }],
    });
    const proposal = solveRota(p, budget(200));
    expect(proposal.assignments).toHaveLength(1);
    expect(checkProposal(p, proposal)).toEqual([]);
  });
});

describe('in Ukraine', () => {
  it('the 40-hour week blocks a sixth shift of 8 hours', () => {
    const p = problem({
      law: {
        settings: { country: 'UA', timeZone: 'Europe/Kyiv', workingTimeSystem: 'basic', settlementMonths: 1, overtimeLimitHours: 120 },
        block: ['ua.weekly_hours'],
      },
      needs: [0, 1, 2, 3, 4, 5, 6].map((d) => need(`m${d}`, addDays(FROM, d), MORNING)),
      people: [person('a')],
    });
    const proposal = solveRota(p, budget(2_000));
    expect(proposal.assignments).toHaveLength(5);
    expect(proposal.needs.filter((n) => n.unfilled).map((n) => n.unfilled!.ruledOut)).toEqual([
      { 'labour_law:ua.weekly_hours': 1 },
      { 'labour_law:ua.weekly_hours': 1 },
    ]);
    expect(checkProposal(p, proposal)).toEqual([]);
  });
});

describe('the time budget', () => {
  it('stops when asked, keeping a legal plan, and reports progress', () => {
    const p = problem({ needs: [0, 1, 2].map((d) => need(`m${d}`, addDays(FROM, d), MORNING)), people: [person('a'), person('b')] });
    const reports: number[] = [];
    const proposal = solveRota(p, {
      timeLimitMs: 1_000,
      now: () => 0,
      shouldStop: () => true,
      onProgress: (r) => reports.push(r.fraction),
    });
    expect(proposal.assignments).toHaveLength(3);
    expect(checkProposal(p, proposal)).toEqual([]);
    expect(reports.at(-1)).toBe(1);
  });
});
