// The auto-confirm job (spec/product-rules.md "Day shifts"): every 15 minutes, for every active
// tenant, confirm the finished shifts of companies that have auto-confirm on and whose deviation is
// within their tolerance. Tenants come from the control database, each run once per slot however
// many instances fire (leases.ts); a tenant that fails is logged and the others still run; the run
// then fails as a whole, so the trigger shows it.
import { autoConfirm } from '../features/schedule/auto-confirm.service';
import type { Platform } from '../platform/types';
import { runForEachTenant, type TenantRuns } from './leases';

export const AUTO_CONFIRM_JOB = 'auto-confirm';
export const AUTO_CONFIRM_CRON = '*/15 * * * *';

export type AutoConfirmRun = TenantRuns & { confirmed: number };

export async function autoConfirmAllTenants(
  platform: Pick<Platform, 'control' | 'databases' | 'now'>,
  slot: Date,
  log: (line: string) => void = console.error,
): Promise<AutoConfirmRun> {
  let confirmed = 0;
  const runs = await runForEachTenant(
    platform,
    AUTO_CONFIRM_JOB,
    slot,
    async (tenant) => {
      const db = await platform.databases.get(tenant.slug);
      confirmed += await autoConfirm(db, { now: platform.now() });
    },
    log,
  );
  return { ...runs, confirmed };
}
