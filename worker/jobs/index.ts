// Scheduled jobs, one entry each. The Worker's cron triggers call runScheduledJobs with the cron
// that fired; every cron used here must also be listed under [triggers] in wrangler.toml.
import type { Platform } from '../platform/types';
import { AUTO_CONFIRM_CRON, AUTO_CONFIRM_JOB, autoConfirmAllTenants } from './auto-confirm';
import { cronSlot } from './leases';
import { draftAllInvoices, INVOICES_CRON, INVOICES_JOB } from './invoices';
import { MEDIA_SWEEP_CRON, MEDIA_SWEEP_JOB, sweepAllTenants } from './media-sweep';
import { noticeAllTenants, SKILL_EXPIRY_CRON, SKILL_EXPIRY_JOB } from './skill-expiry';

export type Job = {
  name: string;
  /** A cron expression exactly as written in wrangler.toml. */
  cron: string;
  /**
   * `slot` is the cron time this run belongs to, the same on every instance; a job that works per
   * tenant runs through runForEachTenant (leases.ts), so each tenant runs once per slot.
   */
  run(platform: Platform, slot: Date): Promise<void>;
};

export const jobs: Job[] = [
  {
    name: AUTO_CONFIRM_JOB,
    cron: AUTO_CONFIRM_CRON,
    async run(platform, slot) {
      const { ran, skipped, confirmed, failed } = await autoConfirmAllTenants(platform, slot);
      const elsewhere = skipped.length ? `; ${skipped.length} tenant(s) already run for ${slot.toISOString()} by another instance` : '';
      console.log(`[auto-confirm] ${confirmed} shift(s) confirmed in ${ran.length} tenant(s)${elsewhere}`);
      if (failed.length) throw new Error(`auto-confirm failed for ${failed.join(', ')}`);
    },
  },
  {
    name: MEDIA_SWEEP_JOB,
    cron: MEDIA_SWEEP_CRON,
    async run(platform, slot) {
      const { ran, removed, failed } = await sweepAllTenants(platform, slot);
      console.log(`[media-sweep] ${removed} unreferenced file(s) removed in ${ran.length} tenant(s)`);
      if (failed.length) throw new Error(`media-sweep failed for ${failed.join(', ')}`);
    },
  },
  {
    name: SKILL_EXPIRY_JOB,
    cron: SKILL_EXPIRY_CRON,
    async run(platform, slot) {
      const { ran, noticed, failed } = await noticeAllTenants(platform, slot);
      console.log(`[skill-expiry] ${noticed} expiry notice(s) sent in ${ran.length} tenant(s)`);
      if (failed.length) throw new Error(`skill-expiry failed for ${failed.join(', ')}`);
    },
  },
  {
    name: INVOICES_JOB,
    cron: INVOICES_CRON,
    async run(platform, slot) {
      const { ran, drafts, failed } = await draftAllInvoices(platform, slot);
      console.log(`[invoices] ${drafts} draft(s) written in ${ran.length} tenant(s)`);
      if (failed.length) throw new Error(`invoices failed for ${failed.join(', ')}`);
    },
  },
];

/**
 * Runs the jobs registered for `cron`, one after another, for the slot `firedAt` falls in (the
 * trigger's scheduled time). A failing job is logged and does not stop the others; the run then
 * fails as a whole so the trigger shows up as failed.
 */
export async function runScheduledJobs(
  cron: string,
  platform: Platform,
  registry: readonly Job[] = jobs,
  firedAt: Date = new Date(),
): Promise<number> {
  const due = registry.filter((job) => job.cron === cron);
  const slot = cronSlot(cron, firedAt);
  const failed: string[] = [];
  for (const job of due) {
    try {
      await job.run(platform, slot);
    } catch (error) {
      failed.push(job.name);
      console.error(`[cron ${cron}] ${job.name} failed:`, error);
    }
  }
  console.log(`[cron ${cron}] ${due.length} job(s) ran${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
  if (failed.length) throw new Error(`Scheduled jobs failed: ${failed.join(', ')}`);
  return due.length;
}
