// The labour-law warnings of a large write, summed up (docs/decisions.md "Apply answers count the
// warnings"): applying a pattern to 500 people for a year can break the rules 305 000 times, 52 MB
// of JSON that nobody reads. A bulk write's answer carries how many breaches each rule has, the
// total, and the first BREACHES_SHOWN (the earliest dates first); the whole list stays at
// GET /labour-law/breaches.
import type { Breach, RuleId } from './rules';

/**
 * How many breaches a summary lists: five times what the apply form shows (20), so a client can
 * page a little or pick other people's, and small enough (~17 KB) that the answer costs nothing.
 */
export const BREACHES_SHOWN = 100;

export type BreachSummary = {
  /** The first `BREACHES_SHOWN` breaches: earliest first date, then person, then rule. */
  first: Breach[];
  total: number;
  /** Per rule broken at least once, in the order rules are first met. */
  byRule: { rule: RuleId; count: number }[];
};

/** Earliest first date first, then the person, then the rule, then the later dates. */
export function compareBreaches(a: Breach, b: Breach): number {
  const da = a.dates[0] ?? '';
  const db = b.dates[0] ?? '';
  if (da !== db) return da < db ? -1 : 1;
  if (a.user_id !== b.user_id) return a.user_id < b.user_id ? -1 : 1;
  if (a.rule !== b.rule) return a.rule < b.rule ? -1 : 1;
  const ja = a.dates.join();
  const jb = b.dates.join();
  return ja < jb ? -1 : ja > jb ? 1 : 0;
}

/**
 * Counts breaches as they come and keeps only the first `limit` in order: a buffer of up to twice
 * the limit is sorted and cut when full, and anything not before the last kept one is only
 * counted. 305 000 breaches cost a comparison each, not a sort of all of them.
 */
export class BreachTally {
  #kept: Breach[] = [];
  #bound: Breach | null = null;
  #sorted = true;
  #total = 0;
  readonly #byRule = new Map<RuleId, number>();

  constructor(readonly limit = BREACHES_SHOWN) {}

  /** A tally of an answer's summary (warningsAnswer), to merge several answers into one. */
  static of(answer: ReturnType<typeof warningsAnswer>, limit = BREACHES_SHOWN): BreachTally {
    const tally = new BreachTally(limit);
    for (const { rule, count } of answer.warnings_by_rule) tally.#byRule.set(rule, count);
    tally.#total = answer.warnings_total;
    tally.#kept = answer.warnings.slice(0, 2 * limit);
    tally.#sorted = false;
    tally.#cut();
    return tally;
  }

  get total(): number {
    return this.#total;
  }

  add(breach: Breach): void {
    this.#total++;
    this.#byRule.set(breach.rule, (this.#byRule.get(breach.rule) ?? 0) + 1);
    if (this.limit === 0 || (this.#bound && compareBreaches(breach, this.#bound) >= 0)) return;
    this.#kept.push(breach);
    this.#sorted = false;
    if (this.#kept.length >= 2 * this.limit) this.#cut();
  }

  /**
   * The same breaches for each of these people (they differ only in user_id): counted at once, and
   * copies made only of those that may be among the first (in order, so it stops at the first copy
   * that is not before the last one kept).
   */
  addRepeated(template: readonly Breach[], userIds: readonly string[]): void {
    const n = userIds.length;
    if (!n || !template.length) return;
    this.#total += template.length * n;
    for (const breach of template) this.#byRule.set(breach.rule, (this.#byRule.get(breach.rule) ?? 0) + n);
    if (this.limit === 0) return;
    // In the order of compareBreaches: by first date, then person, then rule and dates.
    const sorted = [...template].sort(compareBreaches);
    const users = [...userIds].sort();
    for (let i = 0; i < sorted.length;) {
      const date = sorted[i]!.dates[0];
      let j = i;
      while (j < sorted.length && sorted[j]!.dates[0] === date) j++;
      for (const user of users) {
        for (let k = i; k < j; k++) {
          const copy = { ...sorted[k]!, user_id: user };
          if (this.#bound && compareBreaches(copy, this.#bound) >= 0) return;
          this.#kept.push(copy);
          this.#sorted = false;
          if (this.#kept.length >= 2 * this.limit) this.#cut();
        }
      }
      i = j;
    }
  }

  addAll(breaches: Iterable<Breach>): void {
    for (const breach of breaches) this.add(breach);
  }

  /** Another tally's breaches (its kept ones and its counts). */
  merge(other: BreachTally): void {
    for (const [rule, count] of other.#byRule) this.#byRule.set(rule, (this.#byRule.get(rule) ?? 0) + count);
    this.#total += other.#total;
    for (const breach of other.#kept) {
      if (this.limit === 0 || (this.#bound && compareBreaches(breach, this.#bound) >= 0)) continue;
      this.#kept.push(breach);
      this.#sorted = false;
      if (this.#kept.length >= 2 * this.limit) this.#cut();
    }
  }

  #cut(): void {
    if (!this.#sorted) this.#kept.sort(compareBreaches);
    this.#sorted = true;
    if (this.limit > 0 && this.#kept.length >= this.limit) {
      this.#kept.length = this.limit;
      this.#bound = this.#kept[this.limit - 1]!;
    }
  }

  summary(): BreachSummary {
    this.#cut();
    return { first: [...this.#kept], total: this.#total, byRule: [...this.#byRule].map(([rule, count]) => ({ rule, count })) };
  }
}

/** A summary as the answers of bulk writes carry it (schemas.ts `WarningsSummaryShape`). */
export const warningsAnswer = (summary: BreachSummary) => ({
  warnings: summary.first,
  warnings_total: summary.total,
  warnings_by_rule: summary.byRule,
});

export function summarize(breaches: Iterable<Breach>, limit = BREACHES_SHOWN): BreachSummary {
  const tally = new BreachTally(limit);
  tally.addAll(breaches);
  return tally.summary();
}
