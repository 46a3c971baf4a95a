import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { jobs, runScheduledJobs, type Job } from '../../worker/jobs';
import { cronSlot } from '../../worker/jobs/leases';
import { cronsFromWranglerToml } from '../../worker/jobs/node-scheduler';
import type { Platform } from '../../worker/platform/types';

const platform = {} as Platform;

describe('runScheduledJobs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs only the jobs of the cron that fired, in order', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const ran: string[] = [];
    const job = (name: string, cron: string): Job => ({ name, cron, run: async () => void ran.push(name) });
    const registry = [job('auto-confirm', '*/15 * * * *'), job('invoices', '0 3 1 * *'), job('telemetry', '*/15 * * * *')];

    expect(await runScheduledJobs('*/15 * * * *', platform, registry)).toBe(2);
    expect(ran).toEqual(['auto-confirm', 'telemetry']);
    expect(console.log).toHaveBeenCalledWith('[cron */15 * * * *] 2 job(s) ran');
    expect(await runScheduledJobs('0 0 * * *', platform, registry)).toBe(0);
  });

  it('gives each job the slot its trigger belongs to, the same for firings a little early or late', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const slots: string[] = [];
    const registry: Job[] = [{
      name: 'quarterly',
      cron: '*/15 * * * *',
      run: async (_platform, slot) => void slots.push(slot.toISOString()),
    }];
    for (
      const firedAt of [
        '2026-11-21T10:15:00.000Z',
        '2026-11-21T10:14:59.400Z',
        '2026-11-21T10:15:00.030Z',
        '2026-11-21T10:17:12Z',
        '2026-11-21T10:30:00Z',
      ]
    ) {
      await runScheduledJobs('*/15 * * * *', platform, registry, new Date(firedAt));
    }
    expect(slots).toEqual([
      '2026-11-21T10:15:00.000Z',
      '2026-11-21T10:15:00.000Z',
      '2026-11-21T10:15:00.000Z',
      '2026-11-21T10:15:00.000Z',
      '2026-11-21T10:30:00.000Z',
    ]);
    expect(cronSlot('0 3 1 * *', new Date('2026-12-01T03:00:02Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(cronSlot('0 3 1 * *', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('runs the other jobs when one fails, then fails the run', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    const registry: Job[] = [
      { name: 'broken', cron: '* * * * *', run: async () => Promise.reject(new Error('boom')) },
      { name: 'fine', cron: '* * * * *', run: async () => void ran.push('fine') },
    ];
    await expect(runScheduledJobs('* * * * *', platform, registry)).rejects.toThrow('Scheduled jobs failed: broken');
    expect(ran).toEqual(['fine']);
  });

  it('registers auto-confirm every 15 minutes, the media sweep and skill expiry daily and the invoices monthly, each cron a trigger in wrangler.toml', () => {
    expect(jobs.map((job) => [job.name, job.cron])).toEqual([
      ['auto-confirm', '*/15 * * * *'],
      ['media-sweep', '30 2 * * *'],
      ['skill-expiry', '30 2 * * *'],
      ['invoices', '0 3 1 * *'],
    ]);
    const triggers = cronsFromWranglerToml(readFileSync('wrangler.toml', 'utf8'));
    for (const job of jobs) expect(triggers).toContain(job.cron);
  });
});
