// Accessibility check of every screen the end-to-end tests open: axe-core runs inside the page
// (injected through page.evaluate, which the app's strict CSP does not block, and offline) once the
// page has settled after each navigation, and once more on every open page when a test ends. Only
// what axe marks serious or critical counts. The harness (harness.ts) watches every page it makes
// and fails the test in afterEach with the findings: rule, impact, targets and URL.
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COUNTED = new Set(['serious', 'critical']);

export type AxeFinding = { url: string; rule: string; impact: string; help: string; targets: string[]; nodes: number };

type PageResult = {
  url: string;
  theme: string;
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
};

/**
 * Waits until the page is quiet (no DOM change for 300 ms, no finite animation running, fonts
 * loaded; 4 s at most), then runs axe on the document. Returns the serious and critical findings; with `discardIfChanged`
 * nothing when elements came or went during the run (the test moved on: the next check covers it).
 */
export async function axeFindings(page: Page, { discardIfChanged = false } = {}): Promise<AxeFinding[]> {
  return (await analyse(page, { discardIfChanged })).findings ?? [];
}

/**
 * What an analysis found. `state`: the page's state it analysed (its document, every DOM change so
 * far, focus, hover, viewport, scroll, media features, loaded images), when nothing changed while axe
 * ran; `findings` is null when the analysis was skipped (the state was `skipIf`) or discarded.
 */
type Analysis = { findings: AxeFinding[] | null; state: string | null };

async function analyse(page: Page, options: { discardIfChanged: boolean; skipIf?: string | null }): Promise<Analysis> {
  // A document replaced between the injection and the run (a redirect that reloads the page) has
  // no axe: inject into the new one and run again.
  for (let attempt = 1;; attempt++) {
    const result = await analyseOnce(page, options);
    if (result !== 'no-axe') return result;
    if (attempt === 3) throw new Error('axe could not run: the page kept replacing its document');
  }
}

async function analyseOnce(
  page: Page,
  { discardIfChanged, skipIf = null }: { discardIfChanged: boolean; skipIf?: string | null },
): Promise<Analysis | 'no-axe'> {
  await page.waitForLoadState('load');
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  const answer: { result: PageResult | null; state: string | null } | 'no-axe' = await page.evaluate(
    async ({ tags, discardIfChanged, skipIf }) => {
      type Axe = {
        run: (context: Document, options: object) => Promise<{ violations: PageResult['violations'] }>;
      };
      type Tracker = { document: string; changes: number; ids: WeakMap<Element, number>; next: number; observer: MutationObserver };
      const scope = window as unknown as { axe?: Axe; __axeTurn?: Promise<unknown>; __axeTracker?: Tracker };
      if (!scope.axe) return 'no-axe' as const;
      const { axe: axeOfPage } = scope;
      // Every change of the document from the first analysis on is counted, so that an analysis of
      // a state axe has already analysed can be skipped: the same answer, at no cost.
      if (!scope.__axeTracker) {
        const observer = new MutationObserver((records) => (tracker.changes += records.length));
        const tracker: Tracker = {
          document: `${performance.timeOrigin}-${Math.random()}`,
          changes: 0,
          ids: new WeakMap(),
          next: 1,
          observer,
        };
        scope.__axeTracker = tracker;
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      const tracker = scope.__axeTracker;
      const idOf = (element: Element | null | undefined) => {
        if (!element) return 0;
        if (!tracker.ids.has(element)) tracker.ids.set(element, tracker.next++);
        return tracker.ids.get(element)!;
      };
      const MEDIA = [
        '(prefers-color-scheme: dark)',
        '(prefers-reduced-motion: reduce)',
        '(forced-colors: active)',
        '(prefers-contrast: more)',
      ];
      const stateNow = () => {
        // Changes not yet delivered to the observer count too.
        tracker.changes += tracker.observer.takeRecords().length;
        return [
          tracker.document,
          tracker.changes,
          location.href,
          idOf(document.activeElement),
          idOf([...document.querySelectorAll(':hover')].at(-1)),
          `${innerWidth}x${innerHeight}`,
          `${scrollX},${scrollY}`,
          MEDIA.map((query) => (matchMedia(query).matches ? 1 : 0)).join(''),
          [...document.images].filter((image) => image.complete).length,
          document.fonts?.status,
        ].join('|');
      };
      // One analysis at a time in a page (a test may call this while the harness's runs).
      const previous = scope.__axeTurn ?? Promise.resolve();
      let done = () => {};
      scope.__axeTurn = new Promise<void>((resolve) => (done = resolve));
      await previous.catch(() => {});
      try {
        const quietFor = 300;
        const deadline = performance.now() + 4000;
        let last = performance.now();
        const observer = new MutationObserver(() => (last = performance.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const finiteAnimations = () =>
          document
            .getAnimations()
            // A scroll-driven animation (the employees grid's names) moves only with a scroll: it never ends by itself.
            .filter((animation) => !(typeof ScrollTimeline !== 'undefined' && animation.timeline instanceof ScrollTimeline))
            .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length;
        await document.fonts?.ready;
        while (performance.now() < deadline && (performance.now() - last < quietFor || finiteAnimations() > 0)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        observer.disconnect();
        const before = stateNow();
        if (before === skipIf) return { result: null, state: before };
        // The screen changing under the analysis (the test moved on) makes its result unreliable.
        let changed = false;
        const watcher = new MutationObserver((records) => {
          if (
            records.some((record) => [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE))
          ) changed = true;
        });
        watcher.observe(document, { subtree: true, childList: true });
        // One run: axe builds its tree of the page once per run, so splitting the rules costs more.
        const { violations } = await axeOfPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        watcher.disconnect();
        // The state analysed, if it held still for the whole run.
        const state = stateNow() === before ? before : null;
        if (discardIfChanged && changed) return { result: null, state: null };
        return {
          result: {
            url: location.href,
            theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
            violations: violations.map(({ id, impact, help, nodes }) => ({
              id,
              impact,
              help,
              nodes: nodes.map(({ target }) => ({ target: target.map(String) })),
            })),
          },
          state,
        };
      } finally {
        done();
      }
    },
    { tags: AXE_TAGS, discardIfChanged, skipIf },
  );
  if (answer === 'no-axe') return answer;
  const { result, state } = answer;
  if (!result) return { findings: null, state };
  const findings = result.violations
    .filter((violation) => COUNTED.has(violation.impact ?? ''))
    .map((violation) => ({
      url: `${result.url} (${result.theme})`,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 10).map((node) => node.target.join(' ')),
      nodes: violation.nodes.length,
    }));
  return { findings, state };
}

/** One finding per line: rule (impact) at URL: help; the first targets. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) =>
      `${f.rule} (${f.impact}) at ${f.url}: ${f.help}; ${f.nodes} element(s): ${f.targets.join(', ')}${
        f.nodes > f.targets.length ? ', ...' : ''
      }`
    )
    .join('\n');
}

/**
 * Pages that are not the web app's and are not checked: /api-docs is Swagger UI (swagger-ui-dist,
 * its own markup and colours).
 */
const NOT_OURS = [/^\/api-docs(\/|$)/];
const isOurs = (url: string) => {
  try {
    return !NOT_OURS.some((pattern) => pattern.test(new URL(url).pathname));
  } catch {
    return true;
  }
};

/** A page or its document went away while axe was running: nothing to report for it. */
const isGone = (error: unknown) =>
  /Target page, context or browser has been closed|Execution context was destroyed|Target closed|navigat|frame was detached|has been closed/i
    .test(
      String((error as Error)?.message ?? error),
    );

const ANALYSIS_LIMIT_MS = 20_000;
const CONFIRM_AFTER_MS = 500;

class AnalysisTimeout extends Error {}

function withLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((
    _,
    reject,
  ) => (timer = setTimeout(() => reject(new AnalysisTimeout(`axe gave no answer within ${ms} ms`)), ms)));
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * Watches pages: after each navigation of a page's main frame (a load or a client-side route
 * change) one analysis is queued, one at a time per page, each URL once per page. `settle()` waits
 * for the queue, analyses every page still open in its final state and returns what was found.
 */
export function createAxeMonitor() {
  // `analysed`: the state (see Analysis) of the page's last analysis that found nothing while it held
  // still; an analysis that finds the page in that state again is skipped, its answer being known.
  type Watched = { page: Page; queue: Promise<void>; seen: Set<string>; analysed: string | null };
  const watched: Watched[] = [];
  const findings = new Map<string, AxeFinding>();
  const errors: unknown[] = [];

  const record = (list: AxeFinding[]) => {
    for (const finding of list) {
      const key = `${finding.url}|${finding.rule}|${finding.targets.join(',')}`;
      if (!findings.has(key)) findings.set(key, finding);
    }
  };
  const findingKey = (finding: AxeFinding) => `${finding.rule}|${finding.targets.join(',')}`;
  /** One analysis, given up after ANALYSIS_LIMIT_MS (a page stuck in an aborted navigation never answers). */
  const runOnce = async (entry: Watched, final: boolean, skipIf: string | null = null): Promise<Analysis> => {
    const { findings: list, state } = await withLimit(analyse(entry.page, { discardIfChanged: !final, skipIf }), ANALYSIS_LIMIT_MS);
    return { findings: list && list.filter((finding) => isOurs(finding.url.replace(/ \((light|dark)\)$/, ''))), state };
  };
  const check = async (entry: Watched, { final = false } = {}) => {
    if (entry.page.isClosed() || !isOurs(entry.page.url())) return;
    try {
      const first = await runOnce(entry, final, entry.analysed);
      // Skipped: axe found nothing in this very state already.
      const skipped = first.findings === null && first.state !== null && first.state === entry.analysed;
      let list = first.findings ?? [];
      if (list.length > 0) {
        // A finding must hold a moment later too: a colour caught mid-transition, or an element
        // mid-animation, is not what the user reads.
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_AFTER_MS));
        const again = new Set(((await runOnce(entry, final)).findings ?? []).map(findingKey));
        list = list.filter((finding) => again.has(findingKey(finding)));
      }
      if (!skipped) entry.analysed = first.findings?.length === 0 ? first.state : null;
      if (!final) entry.seen.add(list[0]?.url ?? entry.page.url());
      record(list);
    } catch (error) {
      if (!isGone(error) && !(error instanceof AnalysisTimeout) && !entry.page.isClosed()) errors.push(error);
    }
  };

  return {
    watch(page: Page) {
      const entry: Watched = { page, queue: Promise.resolve(), seen: new Set(), analysed: null };
      watched.push(entry);
      page.on('framenavigated', (frame: Frame) => {
        if (frame !== page.mainFrame() || frame.url() === 'about:blank') return;
        const url = frame.url();
        entry.queue = entry.queue.then(async () => {
          if (entry.seen.has(url)) return;
          entry.seen.add(url);
          await check(entry);
        });
      });
    },
    /** Waits for the queued analyses, analyses each open page once more, and forgets the pages; throws when axe itself failed. */
    async settle(): Promise<AxeFinding[]> {
      const entries = watched.splice(0);
      await Promise.all(
        entries.map(async (entry) => {
          await entry.queue;
          await check(entry, { final: true });
        }),
      );
      const list = [...findings.values()];
      findings.clear();
      const failures = errors.splice(0);
      if (failures.length > 0) throw new Error(`axe could not run: ${failures.map(String).join('; ')}`, { cause: failures[0] });
      return list;
    },
  };
}
