// The Worker's cron triggers, on one machine: the same crons (read from wrangler.toml, so the two
// never drift apart), in UTC like Cloudflare's, running the same registry of jobs in-process.
import { Cron } from 'croner';
import type { Platform } from '../platform/types';
import { jobs as defaultJobs, runScheduledJobs, type Job } from './index';

/** The `crons = [...]` of wrangler.toml's [triggers]. */
export function cronsFromWranglerToml(toml: string): string[] {
  const triggers = /^\[triggers\][^[]*?^crons\s*=\s*\[([^\]]*)\]/ms.exec(toml);
  if (!triggers) return [];
  return [...triggers[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * Schedules every cron that has jobs; a run that is still going when its cron fires again is not
 * started twice. Answers a function that stops them all.
 */
export function startNodeScheduler(
  platform: Platform,
  crons: string[],
  registry: readonly Job[] = defaultJobs,
  log: (line: string) => void = console.error,
): () => void {
  const timers = crons
    .filter((cron) => registry.some((job) => job.cron === cron))
    .map(
      (cron) =>
        new Cron(cron, { timezone: 'UTC', protect: true }, async () => {
          try {
            await runScheduledJobs(cron, platform, registry);
          } catch (error) {
            log(`[cron ${cron}] ${(error as Error).message}`);
          }
        }),
    );
  return () => timers.forEach((timer) => timer.stop());
}
