// Scheduled jobs run once per tenant and cron slot, however many instances fire the cron: each
// instance tries to insert the run's row into the control database's job_runs, and only the one
// whose INSERT wins runs it. Cloudflare fires each cron once, but the rule is the same everywhere.
import { Cron } from 'croner';
import { and, eq, lt } from 'drizzle-orm';
import type { ControlDb } from '../db/client';
import { jobRuns } from '../db/control-schema';
import type { Platform } from '../platform/types';
import { listTenants, type Tenant } from '../tenancy/registry';

let instanceId: string | undefined;
/** Who holds a lease: one id per process (Node) or isolate (Worker), made on first use (workerd allows no randomness at start-up). */
export function instanceHolder(): string {
  return (instanceId ??= crypto.randomUUID());
}

/** Rows older than this are deleted as new ones come (the table is a lock, not a history). */
const KEEP_RUNS_MS = 35 * 24 * 60 * 60_000;
/** A timer may fire a little before its slot; the slot is still that one. */
const EARLY_FIRING_GRACE_MS = 1000;

/**
 * The slot a firing of `cron` belongs to: the latest time the cron names at or before it. Two
 * instances firing a few ms (or, if one is busy, minutes) apart get the same slot.
 */
export function cronSlot(cron: string, firedAt: Date): Date {
  const [slot] = new Cron(cron, { timezone: 'UTC' }).previousRuns(1, new Date(firedAt.getTime() + EARLY_FIRING_GRACE_MS));
  if (!slot) throw new Error(`The cron "${cron}" names no time before ${firedAt.toISOString()}`);
  return slot;
}

export type RunKey = { job: string; tenant: string; slot: Date };

/** True when this instance won the run; false when another instance already has it. */
export async function claimRun(control: ControlDb, key: RunKey, now: Date): Promise<boolean> {
  const won = await control
    .insert(jobRuns)
    .values({ ...key, holder: instanceHolder(), startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return won.length > 0;
}

export async function finishRun(control: ControlDb, key: RunKey, outcome: 'ok' | 'failed', now: Date): Promise<void> {
  await control
    .update(jobRuns)
    .set({ finishedAt: now, outcome })
    .where(and(eq(jobRuns.job, key.job), eq(jobRuns.tenant, key.tenant), eq(jobRuns.slot, key.slot)));
}

export type TenantRuns = {
  /** Tenants this instance ran the job for. */
  ran: string[];
  /** Tenants another instance has already taken for this slot. */
  skipped: string[];
  failed: string[];
};

/**
 * Runs `work` for every active tenant whose run of `job` in `slot` this instance wins, one after
 * another. A tenant that fails is logged and the others still run; a failed run is not retried in
 * the same slot, the next slot runs it again.
 */
export async function runForEachTenant(
  platform: Pick<Platform, 'control' | 'now'>,
  job: string,
  slot: Date,
  work: (tenant: Tenant) => Promise<void>,
  log: (line: string) => void = console.error,
): Promise<TenantRuns> {
  const runs: TenantRuns = { ran: [], skipped: [], failed: [] };
  await platform.control.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.slot, new Date(slot.getTime() - KEEP_RUNS_MS))));
  for (const tenant of await listTenants(platform.control)) {
    if (tenant.status !== 'active') continue;
    const key = { job, tenant: tenant.slug, slot };
    if (!(await claimRun(platform.control, key, platform.now()))) {
      runs.skipped.push(tenant.slug);
      continue;
    }
    runs.ran.push(tenant.slug);
    let outcome: 'ok' | 'failed' = 'ok';
    try {
      await work(tenant);
    } catch (error) {
      outcome = 'failed';
      runs.failed.push(tenant.slug);
      log(`[${job}] tenant ${tenant.slug} failed: ${(error as Error)?.stack ?? error}`);
    }
    await finishRun(platform.control, key, outcome, platform.now());
  }
  return runs;
}
