import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { cronsFromWranglerToml, startNodeScheduler } from '../../worker/jobs/node-scheduler';
import type { Job } from '../../worker/jobs';
import type { Platform } from '../../worker/platform/types';

describe('node scheduler', () => {
  it('reads the crons of wrangler.toml', () => {
    expect(cronsFromWranglerToml(readFileSync('wrangler.toml', 'utf8'))).toEqual(['*/15 * * * *', '30 2 * * *', '0 3 1 * *']);
    expect(cronsFromWranglerToml('[triggers]\ncrons = []\n')).toEqual([]);
    expect(cronsFromWranglerToml('name = "x"\n')).toEqual([]);
  });

  it('runs the jobs of a cron when it fires, in UTC, and stops', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-21T10:14:30Z'));
      const runs: string[] = [];
      const registry: Job[] = [
        { name: 'every-minute', cron: '* * * * *', run: async () => void runs.push(new Date().toISOString()) },
        { name: 'never-due', cron: '0 3 1 * *', run: async () => void runs.push('monthly') },
      ];
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const stop = startNodeScheduler({} as Platform, ['* * * * *', '0 3 1 * *'], registry);
      await vi.advanceTimersByTimeAsync(31_000);
      expect(runs).toEqual(['2026-11-21T10:15:00.000Z']);
      stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
