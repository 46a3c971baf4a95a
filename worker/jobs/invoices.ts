// The invoice job (spec/product-rules.md "Telemetry and invoices"): at 03:00 UTC on the 1st, for
// every active tenant, aggregate the month before and write its draft. Each tenant runs once per
// slot (leases.ts); a second run of the same month leaves one draft (features/telemetry).
import { draftInvoice } from '../features/telemetry/service';
import { previousMonth } from '../features/telemetry/rules/invoice';
import type { Platform } from '../platform/types';
import { runForEachTenant, type TenantRuns } from './leases';

export const INVOICES_JOB = 'invoices';
export const INVOICES_CRON = '0 3 1 * *';

export type InvoicesRun = TenantRuns & { drafts: number };

export async function draftAllInvoices(
  platform: Pick<Platform, 'control' | 'databases' | 'usage' | 'now'>,
  slot: Date,
  log: (line: string) => void = console.error,
): Promise<InvoicesRun> {
  const month = previousMonth(slot.toISOString().slice(0, 7));
  await platform.usage.flush(platform.now());
  let drafts = 0;
  const runs = await runForEachTenant(
    platform,
    INVOICES_JOB,
    slot,
    async (tenant) => {
      const db = await platform.databases.get(tenant.slug);
      await draftInvoice({ db, control: platform.control, tenant: tenant.slug, now: platform.now() }, month);
      drafts++;
    },
    log,
  );
  return { ...runs, drafts };
}
