// The auto-confirm job (spec/product-rules.md "Day shifts"): every 15 minutes, for every active
// tenant, confirm the finished shifts of companies that have auto-confirm on and whose deviation is
// within their tolerance. Tenants come from the control database; a tenant that fails is logged
// and the others still run; the run then fails as a whole, so the trigger shows it.
import { autoConfirm } from '../features/schedule/auto-confirm.service';
import type { Platform } from '../platform/types';
import { listTenants } from '../tenancy/registry';

export const AUTO_CONFIRM_CRON = '*/15 * * * *';

export type AutoConfirmRun = { tenants: number; confirmed: number; failed: string[] };

export async function autoConfirmAllTenants(
  platform: Pick<Platform, 'control' | 'databases' | 'now'>,
  log: (line: string) => void = console.error,
): Promise<AutoConfirmRun> {
  const run: AutoConfirmRun = { tenants: 0, confirmed: 0, failed: [] };
  for (const tenant of await listTenants(platform.control)) {
    if (tenant.status !== 'active') continue;
    run.tenants++;
    try {
      const db = await platform.databases.get(tenant.slug);
      run.confirmed += await autoConfirm(db, { now: platform.now() });
    } catch (error) {
      run.failed.push(tenant.slug);
      log(`[auto-confirm] tenant ${tenant.slug} failed: ${(error as Error)?.stack ?? error}`);
    }
  }
  return run;
}
