// The media sweep (features/media/sweep.ts): once a day, for every active tenant, remove the
// uploaded files no record references any more. Each tenant runs once per slot (leases.ts).
import { sweepUnreferenced } from '../features/media/sweep';
import type { Platform } from '../platform/types';
import { runForEachTenant, type TenantRuns } from './leases';

export const MEDIA_SWEEP_JOB = 'media-sweep';
export const MEDIA_SWEEP_CRON = '30 2 * * *';

export type MediaSweepRun = TenantRuns & { removed: number };

export async function sweepAllTenants(
  platform: Pick<Platform, 'control' | 'databases' | 'blobs' | 'now'>,
  slot: Date,
  log: (line: string) => void = console.error,
): Promise<MediaSweepRun> {
  let removed = 0;
  const runs = await runForEachTenant(
    platform,
    MEDIA_SWEEP_JOB,
    slot,
    async (tenant) => {
      const db = await platform.databases.get(tenant.slug);
      removed += (await sweepUnreferenced(db, platform.blobs.forTenant(tenant.slug), platform.now())).removed.length;
    },
    log,
  );
  return { ...runs, removed };
}
