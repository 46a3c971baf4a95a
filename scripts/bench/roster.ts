// Automatic rota benchmark (issue 33), printed as figures against the issue's goals; not a test.
//   npx tsx scripts/bench/roster.ts [seed]
// Generates from a seed 200 people, 31 days (March 2026, Europe/Warsaw, Polish law with daily rest,
// weekly rest and the daily norm set to block), 3 shift types (morning 6-14, afternoon 14-22,
// night 22-6), 2 skills (some expiring mid-month), availability (days off, late-only days),
// absences, preferences, costs and crews; solves it with solveRota, checks the proposal with the
// independent checker, and prints side by side: hard violations, needs filled / fillable, time,
// peak RSS, the spread of nights; then fillGaps after one person's sick week.
// Fillable: needs below min that still had a free legal candidate count as missed (explain's legalFree).
import { checkProposal } from '../../worker/features/rota/engine/check';
import { DEFAULT_WEIGHTS, type Need, type Person, type RotaProblem, type ShiftType } from '../../worker/features/rota/engine/model';
import { onDates } from '../../tests/unit/rota/support';
import { fillGaps } from '../../worker/features/rota/engine/replan';
import { mulberry32, solveRota } from '../../worker/features/rota/engine/solve';
import { datesInRange } from '../../worker/lib/time';

const SEED = Number(process.argv[2] ?? 33);
const PEOPLE = 200;
const FROM = '2026-03-01';
const TO = '2026-03-31';
const TYPES: ShiftType[] = [
  { name: 'morning', start: '06:00', end: '14:00' },
  { name: 'afternoon', start: '14:00', end: '22:00' },
  { name: 'night', start: '22:00', end: '06:00' },
];
/** Per shift type: a general need and one for a skill, [min, ideal] each. */
const DEMAND: [[number, number], [number, number]][] = [
  [[30, 34], [6, 8]],
  [[26, 30], [6, 7]],
  [[20, 22], [4, 5]],
];
const SKILLS = ['udt', 'sep'];

function generate(seed: number): RotaProblem {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const dates = datesInRange(FROM, TO);
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const dated: Parameters<typeof onDates>[0] = {};
    for (const date of dates) {
      const r = random();
      if (r < 0.08) dated[date] = 'unavailable';
      else if (r < 0.11) dated[date] = [{ start: '12:00', end: '23:00' }];
    }
    const availability = onDates(dated);
    const skills = SKILLS.filter(() => random() < 0.35).map((id) => ({ id, from: null, to: random() < 0.1 ? pick(dates) : null }));
    const absentFrom = random() < 0.1 ? Math.floor(random() * 25) : -1;
    people.push({
      id: `p${String(i).padStart(3, '0')}`,
      contractMinutesPerWeek: pick([2400, 2400, 2400, 1800, 1200]),
      employment: { from: random() < 0.03 ? pick(dates) : '2020-01-01', to: random() < 0.03 ? pick(dates) : null },
      skills,
      availability,
      absences: absentFrom < 0 ? [] : dates.slice(absentFrom, absentFrom + 1 + Math.floor(random() * 5)),
      preferences: {
        preferredShiftTypes: random() < 0.3 ? [pick(TYPES).name] : [],
        avoidedShiftTypes: random() < 0.3 ? [pick(TYPES).name] : [],
        preferredWeekdays: [],
        avoidedWeekdays: random() < 0.2 ? [pick([6, 7])] : [],
      },
      hourlyCost: random() < 0.9 ? 28 + Math.floor(random() * 30) : null,
      crewId: random() < 0.3 ? `crew${Math.floor(random() * 8)}` : null,
    });
  }
  const needs: Need[] = [];
  for (const date of dates) {
    TYPES.forEach((shiftType, t) => {
      const [[min, ideal], [smin, sideal]] = DEMAND[t]!;
      needs.push({ id: `${date}-${shiftType.name}`, date, shiftType, skills: [], min, ideal });
      needs.push({ id: `${date}-${shiftType.name}-${SKILLS[t % 2]}`, date, shiftType, skills: [SKILLS[t % 2]!], min: smin, ideal: sideal });
    });
  }
  return {
    law: {
      settings: { country: 'PL', timeZone: 'Europe/Warsaw', workingTimeSystem: 'basic', settlementMonths: 1, overtimeLimitHours: 150 },
      block: ['pl.daily_rest', 'pl.weekly_rest', 'pl.daily_norm'],
    },
    period: { from: FROM, to: TO },
    holidays: [],
    needs,
    people,
    fixed: [],
    currentPlan: [],
    weights: DEFAULT_WEIGHTS,
    seed,
  };
}

const problem = generate(SEED);
const started = performance.now();
let progressCalls = 0;
const proposal = solveRota(problem, { timeLimitMs: 8_000, now: () => performance.now(), onProgress: () => progressCalls++ });
const solveMs = performance.now() - started;
const checkStarted = performance.now();
const violations = checkProposal(problem, proposal);
const checkMs = performance.now() - checkStarted;

const belowMin = proposal.needs.filter((n) => n.filled < n.min);
const missed = belowMin.filter((n) => (n.unfilled?.legalFree ?? 0) > 0).length;
const slotsMin = proposal.needs.reduce((s, n) => s + n.min, 0);
const slotsIdeal = proposal.needs.reduce((s, n) => s + n.ideal, 0);
const filledMin = proposal.needs.reduce((s, n) => s + Math.min(n.filled, n.min), 0);
const filledIdeal = proposal.needs.reduce((s, n) => s + Math.min(n.filled, n.ideal), 0);
// Nights spread: over everyone, and over the people the needs treat alike (full-time, employed the
// whole month, no absence, not avoiding nights), where an even spread is possible.
const alike = new Set(
  problem.people
    .filter((p) => p.contractMinutesPerWeek === 2400 && !p.absences.length && p.employment.from <= FROM && p.employment.to === null)
    .filter((p) => !p.preferences.avoidedShiftTypes.includes('night'))
    .map((p) => p.id),
);
const allNights = proposal.people.map((p) => p.nights);
const nights = proposal.people.filter((p) => alike.has(p.personId)).map((p) => p.nights);
const spread = Math.max(...nights) - Math.min(...nights);
const contractOff = proposal.people.map((p) => Math.abs(p.minutes - p.contractMinutes) / 60);

// The sick week: the person with the most assignments falls ill from the 10th to the 16th.
const plan = proposal.assignments.map(({ needId, personId }) => ({ needId, personId }));
const counts = new Map<string, number>();
for (const a of plan) counts.set(a.personId, (counts.get(a.personId) ?? 0) + 1);
const sick = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
const sickDates = datesInRange('2026-03-10', '2026-03-16');
const removed = plan.filter((a) => a.personId === sick && sickDates.includes(a.needId.slice(0, 10)));
const after = { ...problem, people: problem.people.map((p) => (p.id === sick ? { ...p, absences: [...p.absences, ...sickDates] } : p)) };
const replanStarted = performance.now();
const gaps = fillGaps(after, plan, removed);
const replanMs = performance.now() - replanStarted;
const replanViolations = checkProposal(after, gaps).length;
const others = plan.length - removed.length;
const rssMb = process.resourceUsage().maxRSS / 1024;

const rows: [string, string, string, boolean][] = [
  ['hard violations (checker)', String(violations.length), '0', violations.length === 0],
  ['needs below min with a free legal candidate', String(missed), '0', missed === 0],
  ['slots filled to min', `${filledMin} / ${slotsMin}`, 'all fillable', missed === 0],
  ['slots filled to ideal', `${filledIdeal} / ${slotsIdeal}`, '-', true],
  ['solve time', `${(solveMs / 1000).toFixed(2)} s`, '< 10 s', solveMs < 10_000],
  ['peak RSS (whole process)', `${rssMb.toFixed(0)} MB`, '< 300 MB', rssMb < 300],
  [
    'nights spread (people alike)',
    `${spread} (${Math.min(...nights)}..${Math.max(...nights)}, ${nights.length} people)`,
    '<= 1',
    spread <= 1,
  ],
  [
    'nights spread (everyone)',
    `${Math.max(...allNights) - Math.min(...allNights)} (${Math.min(...allNights)}..${Math.max(...allNights)})`,
    '-',
    true,
  ],
  ['re-plan of a sick week', `${replanMs.toFixed(0)} ms, ${removed.length} open`, '< 2 s', replanMs < 2_000],
  [
    'other assignments changed',
    `${gaps.changed.length} / ${others} (${((100 * gaps.changed.length) / others).toFixed(1)} %)`,
    '<= 5 %',
    gaps.changed.length <= 0.05 * others,
  ],
  ['re-plan hard violations', String(replanViolations), '0', replanViolations === 0],
];
console.log(
  `rota benchmark, seed ${SEED}: ${PEOPLE} people, ${problem.needs.length} needs (31 days x 3 shift types x 2), ${proposal.assignments.length} assignments`,
);
console.log(
  `score ${proposal.score.total.toFixed(0)} (staffing ${proposal.score.staffing.toFixed(0)}); by rule: ${
    Object.entries(proposal.score.byRule).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')
  }`,
);
console.log(
  `check ${checkMs.toFixed(0)} ms; progress reports ${progressCalls}; contract deviation median ${median(contractOff).toFixed(1)} h, max ${
    Math.max(...contractOff).toFixed(1)
  } h`,
);
const width = Math.max(...rows.map((r) => r[0].length));
for (const [what, got, goal, ok] of rows) {
  console.log(`${what.padEnd(width)}  ${got.padEnd(34)} goal ${goal.padEnd(13)} ${ok ? 'ok' : 'MISSED'}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
