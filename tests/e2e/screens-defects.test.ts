// Defects found on the screens (issue "screen defects"): one test per defect, each failing before its fix.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();

const pageWidth = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('employees schedule width', () => {
  for (const width of [1280, 375]) {
    it(`does not scroll the page sideways at ${width} px (the grid has its own scroller)`, async () => {
      const page = await h.newPage('/login', { viewport: { width, height: 800 } });
      await signInAs(page, DEMO.admin, '/employees-schedule');
      await page.getByRole('table', { name: 'Employees schedule' }).getByRole('rowheader').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    });
  }
});
