// Scheduled jobs, one entry each. The Worker's cron triggers call runScheduledJobs with the cron
// that fired; every cron used here must also be listed under [triggers] in wrangler.toml.
import type { Platform } from '../platform/types';
import { AUTO_CONFIRM_CRON, autoConfirmAllTenants } from './auto-confirm';

export type Job = {
  name: string;
  /** A cron expression exactly as written in wrangler.toml. */
  cron: string;
  run(platform: Platform): Promise<void>;
};

export const jobs: Job[] = [
  {
    name: 'auto-confirm',
    cron: AUTO_CONFIRM_CRON,
    async run(platform) {
      const { tenants, confirmed, failed } = await autoConfirmAllTenants(platform);
      console.log(`[auto-confirm] ${confirmed} shift(s) confirmed in ${tenants} tenant(s)`);
      if (failed.length) throw new Error(`auto-confirm failed for ${failed.join(', ')}`);
    },
  },
];

/**
 * Runs the jobs registered for `cron`, one after another. A failing job is logged and does not
 * stop the others; the run then fails as a whole so the trigger shows up as failed.
 */
export async function runScheduledJobs(cron: string, platform: Platform, registry: readonly Job[] = jobs): Promise<number> {
  const due = registry.filter((job) => job.cron === cron);
  const failed: string[] = [];
  for (const job of due) {
    try {
      await job.run(platform);
    } catch (error) {
      failed.push(job.name);
      console.error(`[cron ${cron}] ${job.name} failed:`, error);
    }
  }
  console.log(`[cron ${cron}] ${due.length} job(s) ran${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
  if (failed.length) throw new Error(`Scheduled jobs failed: ${failed.join(', ')}`);
  return due.length;
}
