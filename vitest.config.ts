import { defineConfig } from 'vitest/config';
import { localeNamespaces } from './web/locale-namespaces';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's modules load their locale texts by namespace (web/src/lib/i18n.ts).
        plugins: [localeNamespaces()],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/edge/**/*.test.ts', 'worker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
