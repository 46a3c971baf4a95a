// The accessibility check of the harness (support/axe.ts) must be able to fail: a page with known
// violations gives findings with rule, impact, targets and URL, and a clean page gives none.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, createAxeMonitor, describeFindings } from './support/axe';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BROKEN = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
  <h1>Broken</h1>
  <button id="unlabeled"><svg width="16" height="16" aria-hidden="true"></svg></button>
  <p id="faint" style="color:#bbb;background:#fff">Hardly readable text</p>
</main></body></html>`;
const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head><body><main>
  <h1>Clean</h1><button>Save</button><p style="color:#222;background:#fff">Readable</p>
</main></body></html>`;

async function pageWith(html: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(html);
  return page;
}

describe('the axe check of the end-to-end harness', () => {
  it('reports serious and critical violations with rule, impact and targets', async () => {
    const page = await pageWith(BROKEN);
    const findings = await axeFindings(page);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'button-name', impact: 'critical', targets: ['#unlabeled'] }),
        expect.objectContaining({ rule: 'color-contrast', impact: 'serious', targets: ['#faint'] }),
      ]),
    );
    expect(describeFindings(findings)).toMatch(/^button-name \(critical\) at about:blank \(light\): .*#unlabeled/m);
    await page.close();
  });

  it('finds nothing on a clean page', async () => {
    const page = await pageWith(CLEAN);
    expect(await axeFindings(page)).toEqual([]);
    await page.close();
  });

  it('the monitor the harness uses fails on what a watched page showed, and survives a closed page', async () => {
    const monitor = createAxeMonitor();
    const page = await browser.newPage();
    monitor.watch(page);
    await page.setContent(BROKEN);
    const closed = await browser.newPage();
    monitor.watch(closed);
    await closed.close();
    const findings = await monitor.settle();
    expect(findings.map((finding) => finding.rule)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
    // Settled: nothing is left over for the next test.
    expect(await monitor.settle()).toEqual([]);
    await page.close();
  });
});
