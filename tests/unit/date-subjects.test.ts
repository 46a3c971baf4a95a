// tests/date-subjects.txt names the test files that `npm run test:dates` runs at every pinned
// instant (docs/testing.md): it must name real files, and every end-to-end file that picks its
// dates from the test clock must be on it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const listed = readFileSync(`${root}tests/date-subjects.txt`, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('the list of date tests', () => {
  it('names existing API and end-to-end test files, once each', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const file of listed) {
      expect(file).toMatch(/^tests\/(api|e2e)\/[\w-]+\.test\.ts$/);
      expect(existsSync(`${root}${file}`), file).toBe(true);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('holds every end-to-end file that takes its dates from the test clock', () => {
    const fromClock = readdirSync(`${root}tests/e2e`)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => /from '\.\/support\/(clock|workdays)'/.test(readFileSync(`${root}tests/e2e/${name}`, 'utf8')))
      .map((name) => `tests/e2e/${name}`);
    expect(fromClock.length).toBeGreaterThan(0);
    expect(fromClock.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
