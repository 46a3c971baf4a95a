// tests/date-subjects.txt names the test files that `npm run test:dates` runs at every pinned
// instant (docs/testing.md): it must name real files, every end-to-end file on it must have a test
// tagged `date` (only those run there), and every end-to-end file that picks its dates from the
// test clock must be on it.
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

  it('names the end-to-end files with a test tagged date, and only those', () => {
    // `it(name, { tags: ['date'] }, fn)` or the same on a describe: at the instants only these run
    // (--tags-filter=date). A listed file without one would run nothing there; a tag in a file not
    // listed would never meet a pinned instant.
    const tagged = readdirSync(`${root}tests/e2e`)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => /tags: \['date'\]/.test(readFileSync(`${root}tests/e2e/${name}`, 'utf8')))
      .map((name) => `tests/e2e/${name}`);
    const e2e = listed.filter((file) => file.startsWith('tests/e2e/'));
    expect(e2e.length).toBeGreaterThan(0);
    expect(e2e.filter((file) => !tagged.includes(file))).toEqual([]);
    expect(tagged.filter((file) => !e2e.includes(file))).toEqual([]);
  });

  it('holds every end-to-end file that takes its dates from the test clock', () => {
    const fromClock = readdirSync(`${root}tests/e2e`)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => /from '\.\/support\/(clock|workdays|team)'/.test(readFileSync(`${root}tests/e2e/${name}`, 'utf8')))
      .map((name) => `tests/e2e/${name}`);
    expect(fromClock.length).toBeGreaterThan(0);
    expect(fromClock.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
