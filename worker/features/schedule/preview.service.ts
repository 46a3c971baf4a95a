// The preview of applying a pattern (docs/crews.md "Preview"): the same body, permissions and
// plans as POST /work-schedule/patterns/apply (apply.service.ts), over at most the first
// PREVIEW_MONTHS_MAX months, answered day by day per person with the coverage per shift type,
// and nothing written.
import type { RequestContext } from '../../lib/request-context';
import { dayNumber, inRanges, type LocalDate } from '../../lib/time';
import type { NewDayShift } from './rules/apply';
import { applySetup, checkPlan, conflictsOfPlan, planTarget, readTargetDays, type Target } from './apply.service';
import { userNames } from './queries';
import { coverage, previewDays, type PreviewDay } from './rules/preview';
import { PREVIEW_MONTHS_MAX, type ApplyPattern, type PatternPreview } from './schemas';

export async function previewPattern(ctx: RequestContext, input: ApplyPattern): Promise<PatternPreview> {
  const setup = await applySetup(ctx, input, Math.min(input.months, PREVIEW_MONTHS_MAX));
  const { from, to, targets, pattern } = setup;
  const answer: PatternPreview = {
    from,
    to,
    counts: { created: 0, replaced: 0, skipped: 0 },
    warnings: [],
    blocks: [],
    conflicts: [],
    people: [],
    coverage: [],
  };
  if (!targets.length) return answer;

  const names = await userNames(ctx.db, targets.map((t) => t.userId));
  // Read in one transaction, as applying does, so that the days and the labour-law check see one
  // consistent state; nothing is written.
  const inserts: NewDayShift[] = [];
  const owners: Target[] = [];
  const deletes: string[] = [];
  const planned = await ctx.db.transaction(async (tx) => {
    const read = (await readTargetDays(tx, setup)).map((days) => ({ days, plan: planTarget(setup, days, input.include_holidays) }));
    for (const { days, plan } of read) {
      for (const row of plan.insert) {
        inserts.push(row);
        owners.push(days.target);
      }
      deletes.push(...plan.delete);
    }
    const { warnings, blocks } = answer;
    await checkPlan(tx, ctx.now, inserts, owners, deletes, {
      warnings: { add: (b) => warnings.push(b) },
      blocks: { add: (b) => blocks.push(b) },
    });
    answer.conflicts = await conflictsOfPlan(tx, ctx.now, inserts, owners, pattern.id);
    return read;
  });
  const perPerson: PreviewDay[][] = [];
  for (const { days, plan } of planned) {
    answer.counts.created += plan.counts.created;
    answer.counts.replaced += plan.counts.replaced;
    answer.counts.skipped += plan.counts.skipped;
    const { target, clock, elsewhere, absent } = days;
    const list = previewDays({
      expanded: setup.expandedFor(target.offset),
      existing: days.own,
      from,
      to,
      today: clock.today,
      otherCompany: elsewhere,
      notEmployed: { has: (date: LocalDate) => !inRanges(target.periods, date) },
      absence: { has: (date: LocalDate) => inRanges(absent, date) },
      holidayDates: clock.holidays,
      includeHolidays: input.include_holidays,
    });
    perPerson.push(list);
    const person = names.get(target.userId);
    answer.people.push({
      user_id: target.userId,
      full_name: person?.fullName ?? null,
      email: person?.email ?? '',
      crew_id: target.crew?.id ?? null,
      crew_name: target.crew?.name ?? null,
      offset_days: target.offset,
      days: list.map((d) => ({
        date: d.date,
        shift: { type: d.shift.type, start: d.shift.start, end: d.shift.end, color: d.shift.color },
        skipped: d.skipped,
      })),
    });
  }
  const first = dayNumber(from);
  const length = dayNumber(to) - first + 1;
  const byType = coverage(perPerson);
  for (const shift of pattern.shifts) {
    const counts = new Array<number>(length).fill(0);
    for (const [date, n] of byType.get(shift.type) ?? []) counts[dayNumber(date) - first] = n;
    if (!answer.coverage.some((c) => c.type === shift.type)) answer.coverage.push({ type: shift.type, color: shift.color, counts });
  }
  return answer;
}
