import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { localeNamespaces } from './web/locale-namespaces';
import LongestFirst from './tests/support/sequencer';

/**
 * API test files that test the Node entry itself, not the API: they have no counterpart at the
 * edge (the Worker's own behaviour there is in tests/edge).
 */
const EDGE_EXCLUDED = [
  // The operator commands (npm run tenant, migrate) on a data directory.
  'tests/api/cli.test.ts',
  // Compression, ETags and static files of the Node entry (worker/node-delivery.ts); at the edge
  // Cloudflare compresses and serves the assets (tests/edge/worker.test.ts).
  'tests/api/delivery.test.ts',
  // Two Node processes on one data directory.
  'tests/api/login-processes.test.ts',
  // A scheduled job run on the Node platform's blob store; at the edge the cron handler runs it on
  // R2 (tests/edge/worker.test.ts).
  'tests/api/media-sweep.test.ts',
];

/** The API tests on Node, in-process. */
const apiProject = {
  // The web app's modules load their locale texts by namespace (web/src/lib/i18n.ts).
  plugins: [localeNamespaces()],
  test: {
    name: 'api',
    include: [
      'tests/api/**/*.test.ts',
      'tests/edge/**/*.test.ts',
      'tests/party/**/*.test.ts',
      'tests/platform/**/*.test.ts',
      'worker/**/*.test.ts',
    ],
    environment: 'node',
    // The run's directory of seed templates (tests/api/support/seed-template.ts).
    globalSetup: ['tests/api/support/seed-templates.setup.ts'],
    testTimeout: 20_000,
    // Both cores (vitest's default leaves one idle on a 2-core machine). Every file builds its
    // own app on its own data directory, so files share a worker's module graph: importing the
    // app once per worker instead of once per file takes a third off the run.
    maxWorkers: 2,
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

/** The end-to-end tests: the Node entry and Debian's Chromium. */
const e2eProject = {
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    // The Node entry bundled once for the run: each file's server starts without tsx.
    globalSetup: ['tests/e2e/support/server.setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own server and browser: a quarter off the run on a
    // 2-core machine; more workers only add contention.
    maxWorkers: 2,
    // A worker imports Playwright and the support modules once for all its files (each file keeps
    // its server, browser and state in its own harness; the harness starts a pinned clock again at
    // the instant, support/clock.ts): about 100 s of imports in a run.
    isolate: false,
    // A loaded machine renders slowly: polled expectations wait like Playwright's own actions.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
} satisfies TestProjectInlineConfiguration;

/**
 * The date runs (scripts/test-dates.sh): with GRAFIK_INSTANTS set (space-separated UTC instants),
 * each instant gets a copy of the API and the end-to-end project on a clock pinned there, named
 * `api@<instant>` and `e2e@<instant>`, so that one vitest run covers several instants and their
 * files share the workers to the end. Vitest gives each project's `env` to its own workers.
 */
const pinnedInstants = (process.env.GRAFIK_INSTANTS ?? '').split(' ').filter(Boolean);
const atInstant = (
  project: TestProjectInlineConfiguration,
  instant: string,
  env: Record<string, string> = {},
): TestProjectInlineConfiguration => ({
  ...project,
  test: { ...project.test, name: `${project.test!.name}@${instant}`, env: { ...project.test!.env, GRAFIK_CLOCK: instant, ...env } },
});
const instantProjects = pinnedInstants.flatMap((instant) => [
  atInstant(apiProject, instant),
  // Accessibility is checked by npm test's run of the same screens; here the dates are the subject.
  atInstant(e2eProject, instant, { E2E_AXE: 'off' }),
]);

export default defineConfig({
  test: {
    // Longest files first, also on a clean clone that vitest has not timed (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // Defined once here; every project below has them (vitest copies the root's tags to each).
    tags: [
      {
        name: 'date',
        description: 'Its subject is a date: runs again at the pinned instants of npm run test:dates (docs/testing.md)',
      },
    ],
    projects: [
      apiProject,
      {
        // The same API tests against the Worker bundle in workerd, on libSQL over HTTP
        // (tests/api/support/edge-target.ts).
        plugins: [localeNamespaces()],
        test: {
          name: 'api-edge',
          include: ['tests/api/**/*.test.ts'],
          exclude: EDGE_EXCLUDED,
          env: { API_TARGET: 'edge' },
          globalSetup: ['tests/api/support/edge-bundle.setup.ts', 'tests/api/support/seed-templates.setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        // The web modules load their texts by namespace, as the build cuts them.
        plugins: [localeNamespaces()],
        test: {
          // Pure rules and web modules; isolated per file, since some replace a module (vi.mock).
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      e2eProject,
      ...instantProjects,
    ],
  },
});
