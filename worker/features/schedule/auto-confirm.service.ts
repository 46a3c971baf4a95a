// Auto-confirm (spec/product-rules.md "Day shifts"): one function for the scheduled job
// (jobs/auto-confirm.ts) and for the endpoint an admin calls over a period.
import type { Db } from '../../db/client';
import { reachableCompanies } from '../../access/scope';
import type { RequestContext } from '../../lib/request-context';
import { addDays, localDate } from '../../lib/time';
import { notify } from '../notifications/public';
import { shiftConfirmedNotification, shiftFacts } from './answers';
import { autoConfirmCompanies, chunked, finishedUnconfirmed, markAutoConfirmed } from './queries';
import { AUTO_CONFIRM_NOTE, autoConfirmable } from './rules/day-shift';
import type { AutoConfirm } from './schemas';

/** How far back the scheduled job looks for finished shifts to auto-confirm. */
export const AUTO_CONFIRM_LOOKBACK_DAYS = 31;

export type AutoConfirmScope = {
  /** Only these companies; null or absent: every company of the tenant. */
  companyIds?: string[] | null;
  /** The shift dates to look at; default the last AUTO_CONFIRM_LOOKBACK_DAYS up to each company's today. */
  period?: AutoConfirm;
  now: Date;
};

/**
 * Confirms, in every company of the scope that has auto-confirm on, the finished, unconfirmed
 * planned shifts whose |deviation| is within the company's tolerance (rules/day-shift.ts
 * autoConfirmable), with the note "auto" and no confirming user (the system). One transaction;
 * answers how many shifts it confirmed. The job calls it without a request, so it takes the
 * database and its scope rather than a request context.
 */
export async function autoConfirm(db: Db, scope: AutoConfirmScope): Promise<number> {
  const { now } = scope;
  if (scope.companyIds && !scope.companyIds.length) return 0;
  const enabled = await autoConfirmCompanies(db, scope.companyIds);
  if (!enabled.length) return 0;
  return db.transaction(async (tx) => {
    let confirmed = 0;
    for (const company of enabled) {
      const today = localDate(now, company.timezone);
      const from = scope.period?.start ?? addDays(today, -AUTO_CONFIRM_LOOKBACK_DAYS);
      const to = scope.period?.end ?? today;
      const candidates = await finishedUnconfirmed(tx, company.id, from, to);
      const ids = candidates.filter((row) => autoConfirmable(shiftFacts(row), company.autoConfirmToleranceMinutes)).map((row) => row.id);
      for (const chunk of chunked(ids)) {
        const done = await markAutoConfirmed(tx, chunk, AUTO_CONFIRM_NOTE, now);
        await notify(tx, done.map((shift) => shiftConfirmedNotification(shift, null)), now);
        confirmed += done.length;
      }
    }
    return confirmed;
  });
}

/** `POST /work-schedule/auto-confirm`: auto-confirm over a period in the admin's companies. */
export async function autoConfirmFor(ctx: RequestContext, period: AutoConfirm): Promise<number> {
  return autoConfirm(ctx.db, { companyIds: await reachableCompanies(ctx), period, now: ctx.now });
}
