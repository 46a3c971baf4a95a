// Skill expiry notices (features/skills, docs/skills.md "Expiry notices"): once a day, for every
// active tenant, notify people and their admins of skills expiring in 30 days or today. Each tenant
// runs once per slot (leases.ts); the notices sent are remembered, so a rerun sends nothing twice.
import { sendExpiryNotices } from '../features/skills/public';
import type { Platform } from '../platform/types';
import { runForEachTenant, type TenantRuns } from './leases';

export const SKILL_EXPIRY_JOB = 'skill-expiry';
/** The media sweep's daily trigger (02:30 UTC: the same day in Poland and Ukraine). */
export const SKILL_EXPIRY_CRON = '30 2 * * *';

export type SkillExpiryRun = TenantRuns & { noticed: number };

export async function noticeAllTenants(
  platform: Pick<Platform, 'control' | 'databases' | 'now'>,
  slot: Date,
  log: (line: string) => void = console.error,
): Promise<SkillExpiryRun> {
  let noticed = 0;
  const runs = await runForEachTenant(
    platform,
    SKILL_EXPIRY_JOB,
    slot,
    async (tenant) => {
      noticed += await sendExpiryNotices(await platform.databases.get(tenant.slug), platform.now());
    },
    log,
  );
  return { ...runs, noticed };
}
