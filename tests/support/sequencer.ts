// The order in which vitest hands test files to its two workers. Vitest runs the files it has timed
// before longest first; on a clean clone (CI) it knows no time and runs the largest files first,
// which puts the slowest ones last: the fuzz slices are three-line files, and in workerd each runs
// for minutes while the other worker has nothing left to do. Here, when vitest's own cache cannot
// order a project's files, they go longest first by tests/file-durations.json, the seconds of each
// file in a recorded run (`node scripts/test-stages.mjs durations <vitest JSON reports>` writes
// it); a file it does not name yet counts as an ordinary one. Projects keep vitest's order.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file of each project: `{ "api-edge": { "tests/api/x.test.ts": 12.3 } }`. */
export type FileDurations = Record<string, Record<string, number>>;

const DURATIONS_FILE = new URL('../file-durations.json', import.meta.url);
/** What a file missing from the recorded run is taken to last. */
const ORDINARY_SECONDS = 10;

/** `api@2027-…` (a date run's project) runs the files of `api`. */
export const baseProject = (name: string) => name.split('@')[0]!;

function recorded(): FileDurations {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as FileDurations;
  } catch {
    return {};
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(root, spec.moduleId)}`;
    // Vitest orders by its own timings when it has them for every file.
    if (sorted.every((spec) => this.ctx.cache.getFileTestResults(key(spec)))) return sorted;
    const durations = recorded();
    const seconds = (spec: TestSpecification) =>
      durations[baseProject(spec.project.name)]?.[relative(root, spec.moduleId)] ?? ORDINARY_SECONDS;
    const projectOrder = [...new Set(sorted.map((spec) => spec.project.name))];
    return [...sorted].sort((a, b) =>
      projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name) || seconds(b) - seconds(a)
    );
  }
}
