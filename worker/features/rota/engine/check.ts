// The independent checker (docs/rota.md "The checker"): given the problem and a proposal, every hard
// rule recomputed from scratch, nothing taken from the engine's running state: unknown ids, a need
// over its ideal, static reasons (employment, absences, availability, skills), overlaps with fixed
// or proposed shifts, the proposed times against the need's, and the labour law through
// evaluatePerson on the whole period per person. The API runs it before showing and applying.
import { evaluatePerson, type LawShift } from '../../labour-law/public';
import { shiftIntervalMs } from '../../../lib/time';
import { breachKey, fixedLawShift, staticReason } from './hard';
import type { RotaProblem, RotaProposal } from './model';

export type Violation = { kind: string; personId: string; needId: string | null; detail: string };

export function checkProposal(problem: RotaProblem, proposal: Pick<RotaProposal, 'assignments'>): Violation[] {
  const out: Violation[] = [];
  const zone = problem.law.settings.timeZone;
  const needs = new Map(problem.needs.map((n) => [n.id, n]));
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const fixedOn = new Map<string, number>();
  for (const f of problem.fixed) if (f.needId !== null) fixedOn.set(f.needId, (fixedOn.get(f.needId) ?? 0) + 1);
  const perNeed = new Map<string, Set<string>>();
  const shiftsOf = new Map<string, { law: LawShift; needId: string | null }[]>();
  for (const f of problem.fixed) {
    const list = shiftsOf.get(f.personId) ?? [];
    list.push({ law: fixedLawShift(f), needId: null });
    shiftsOf.set(f.personId, list);
  }
  const fixedOnly = new Map([...shiftsOf].map(([id, list]) => [id, list.map((s) => s.law)]));
  for (const a of proposal.assignments) {
    const need = needs.get(a.needId);
    const person = people.get(a.personId);
    if (!need || !person) {
      out.push({ kind: 'unknown', personId: a.personId, needId: a.needId, detail: 'unknown need or person' });
      continue;
    }
    const seen = perNeed.get(a.needId) ?? new Set();
    if (seen.has(a.personId)) out.push({ kind: 'duplicate', personId: a.personId, needId: a.needId, detail: 'twice on one need' });
    seen.add(a.personId);
    perNeed.set(a.needId, seen);
    const [startAt, endAt] = shiftIntervalMs(need.date, need.shiftType.start, need.shiftType.end, zone);
    if (a.startAt !== startAt || a.endAt !== endAt) {
      out.push({ kind: 'times', personId: a.personId, needId: a.needId, detail: "not the need's times" });
    }
    const reason = staticReason(person, need, startAt, endAt, zone);
    if (reason) out.push({ kind: reason, personId: a.personId, needId: a.needId, detail: need.date });
    const list = shiftsOf.get(a.personId) ?? [];
    list.push({
      law: { date: need.date, startAt, endAt, plannedMinutes: Math.round((endAt - startAt) / 60_000), worked: false },
      needId: a.needId,
    });
    shiftsOf.set(a.personId, list);
  }
  for (const [needId, set] of perNeed) {
    const need = needs.get(needId)!;
    if (set.size + (fixedOn.get(needId) ?? 0) > need.ideal && set.size > 0) {
      out.push({ kind: 'over_ideal', personId: '', needId, detail: `${set.size} proposed over an ideal of ${need.ideal}` });
    }
  }
  const block = new Set<string>(problem.law.block);
  for (const [personId, list] of shiftsOf) {
    const sorted = [...list].sort((x, y) => x.law.startAt - y.law.startAt);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const next = sorted[i]!;
      if (next.law.startAt < prev.law.endAt && (prev.needId !== null || next.needId !== null)) {
        out.push({ kind: 'overlap', personId, needId: next.needId ?? prev.needId, detail: `${prev.law.date} ${next.law.date}` });
      }
    }
    if (!block.size || !list.some((s) => s.needId !== null)) continue;
    const before = new Set(evaluatePerson(personId, fixedOnly.get(personId) ?? [], problem.law.settings, problem.period).map(breachKey));
    for (const b of evaluatePerson(personId, list.map((s) => s.law), problem.law.settings, problem.period)) {
      if (block.has(b.rule) && !before.has(breachKey(b))) {
        out.push({ kind: `labour_law:${b.rule}`, personId, needId: null, detail: b.dates.join(',') });
      }
    }
  }
  return out;
}
