// One server and one browser per test file; a fresh browser context (own storage) per page.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAxeMonitor, describeFindings } from './axe';
import { launchBrowser } from './browser';
import { clockPinned, restartTestClock, testNow } from './clock';
import { startServer, type TestServer } from './server';

export type Harness = {
  readonly server: TestServer;
  /** http://acme.localhost:PORT, the demo tenant. */
  readonly origin: string;
  /** A page in a new context; `path` is opened when given. */
  newPage: (path?: string, options?: BrowserContextOptions & { tenantless?: boolean }) => Promise<Page>;
};

/**
 * `env`: settings of the file's server, read when it starts (after the file's own servers are up).
 * `browserArgs`: extra Chromium switches of the file's browser, read when it launches (a fake camera
 * playing a file: support/fake-camera.ts). `fullBrowser`: the desktop Chromium instead of the
 * headless shell (support/browser.ts), for what the shell lacks (Web Push's permission).
 */
export function useHarness({
  env,
  browserArgs,
  fullBrowser = false,
}: { env?: () => Record<string, string>; browserArgs?: () => string[]; fullBrowser?: boolean } = {}): Harness {
  let server: TestServer;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  // Every page of the harness's contexts is checked with axe-core (support/axe.ts), unless
  // E2E_AXE=off: npm run test:dates sets it, the screens being the same as in npm test's run.
  const axe = createAxeMonitor();
  const axeOn = process.env.E2E_AXE !== 'off';

  beforeAll(async () => {
    restartTestClock();
    server = await startServer({ env: env?.() });
    browser = await launchBrowser(browserArgs?.(), { full: fullBrowser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    let findings;
    try {
      findings = await axe.settle();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
    }
    if (findings.length > 0) {
      throw new Error(`axe-core found ${findings.length} serious or critical accessibility violation(s):\n${describeFindings(findings)}`);
    }
  });

  return {
    get server() {
      return server;
    },
    get origin() {
      return server.origin('acme');
    },
    async newPage(path, { tenantless = false, ...options } = {}) {
      const baseURL = tenantless ? `http://localhost:${server.port}` : server.origin('acme');
      const context = await browser.newContext({ baseURL, ...options });
      context.setDefaultTimeout(15_000);
      // The browser's clock runs on the tests' clock (pinned by GRAFIK_CLOCK under npm run test:dates).
      if (clockPinned) await context.clock.install({ time: testNow() });
      contexts.push(context);
      if (axeOn) context.on('page', (page) => axe.watch(page));
      const page = await context.newPage();
      if (path !== undefined) await page.goto(path);
      return page;
    },
  };
}
