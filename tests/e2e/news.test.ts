// Company news in the browser (docs/web.md, "News"): an admin writes an item with a picture, a link
// and Markdown, watching the live preview, and publishes it; a user finds it in the feed with its
// picture, opens it, reads the rendered Markdown and the link's preview, and reaches it from the
// bell; the admin edits a title and deletes an item; the form on a phone (tabs) and in Polish; a
// user cannot open the form. Every item is made by the test itself; nothing depends on the date.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

// The linked site: a loopback page with Open Graph data and a picture, which the server's outbound
// guard admits only because the harness puts it on its test allow-list (GRAFIK_TEST_OUTBOUND_ALLOW).
const site = createServer((req, res) => {
  if (req.url?.startsWith('/cover.png')) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    '<html><head><title>x</title><meta property="og:title" content="Canteen menu &amp; prices"><meta property="og:site_name" content="Acme Canteen"><meta property="og:description" content="Soups, mains and desserts"><meta property="og:image" content="/cover.png"></head></html>',
  );
});
await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((ok) => site.close(() => ok())));

const h = useHarness({ env: () => ({ GRAFIK_TEST_OUTBOUND_ALLOW: siteOrigin }) });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${counter++}`;

let adminToken = '';
beforeAll(async () => {
  const page = await h.newPage('/login');
  adminToken = await apiToken(page, DEMO.admin);
});

/** An item of the demo admin (for all of their companies), made through the API. */
async function publishThroughApi(page: Page, title: string, body = 'Made by the test.') {
  const answer = await callApi(page, 'POST', '/v1/company-news/', { token: adminToken, json: { title, body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string; title: string };
}

const loaded = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

describe('news', () => {
  it('an admin publishes news with a picture; a user reads it in the feed, on its page and from the bell', async () => {
    const title = unique('Canteen opens');
    const url = `${siteOrigin}/menu-${Date.now().toString(36)}`;
    const body =
      `## Agenda\n\n**Fresh soup** every day and the [menu](${url}).\n\n- breakfast\n- lunch\n\n<script>window.__pwned = true</script>`;

    const admin = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(admin, DEMO.admin, '/news/all-news');
    await admin.getByRole('link', { name: 'Write news' }).click();
    await admin.waitForURL(`${h.origin}/news/create`);
    await admin.getByRole('heading', { name: 'Write news', level: 1 }).waitFor();

    // Nothing written yet: the form's own checks.
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Enter a title').waitFor();
    await admin.getByText('Write the news').waitFor();

    // Not an image: refused with the specification's toast and the server's reason.
    await admin.getByTestId('news-picture-file').setInputFiles({
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html></html>'),
    });
    const refused = toasts(admin).getByRole('alert').filter({ hasText: 'Could not upload image' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Only PNG, JPEG, WebP and GIF images are accepted');
    // Closed, so it does not cover the form's buttons (bottom right).
    await refused.getByRole('button').click();
    await refused.waitFor({ state: 'detached' });

    await admin.getByTestId('news-picture-file').setInputFiles({ name: 'canteen.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByTestId('news-picture-preview').waitFor();
    await expect.poll(() => loaded(admin, 'news-picture-preview')).toBe(2);
    await admin.getByRole('button', { name: 'Replace the picture' }).waitFor();

    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Text', { exact: true }).fill(body);
    // The live preview beside the text (a wide screen).
    const preview = admin.getByTestId('news-preview');
    await preview.getByRole('heading', { name: 'Agenda' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Fresh soup');
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['breakfast', 'lunch']);
    // The link's card: the page's title, site and picture (a copy on the app's own host).
    const formCard = preview.getByTestId('link-preview');
    await formCard.getByText('Canteen menu & prices').waitFor();
    expect(await formCard.getAttribute('href')).toBe(url);
    // The admin's companies are all checked.
    expect(await admin.getByRole('checkbox', { name: 'Acme Polska sp. z o.o.' }).isChecked()).toBe(true);

    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL(/\/news\/[0-9a-f-]{36}$/);
    const newsId = new URL(admin.url()).pathname.split('/').pop()!;
    await toasts(admin).getByText('News published').waitFor();
    await admin.getByRole('heading', { name: title, level: 1 }).waitFor();

    // The user: the feed shows it with its picture.
    // The reader in the dark theme, so the accessibility check sees the feed and the item in both.
    const user = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await user.evaluate(() => localStorage.setItem('theme', 'dark'));
    await signInAs(user, DEMO.user, '/news');
    await user.waitForURL(`${h.origin}/news/all-news`);
    const card = user.getByTestId('news-card').filter({ hasText: title });
    await card.waitFor();
    expect(await user.getByRole('link', { name: 'Write news' }).count()).toBe(0);
    const picture = card.getByTestId('news-image');
    expect(await picture.getAttribute('alt')).toBe(`Picture for “${title}”`);
    expect(await picture.getAttribute('loading')).toBe('lazy');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    expect(await card.textContent()).toContain(DEMO.admin.fullName);
    const feedCard = card.getByTestId('link-preview');
    await feedCard.getByText('Canteen menu & prices').waitFor();
    expect(await feedCard.textContent()).toContain('Acme Canteen');
    const cardImage = feedCard.getByRole('img', { name: 'Picture from Acme Canteen' });
    expect(await cardImage.getAttribute('src')).toMatch(/^\/api\/v1\/media\/files\/previews\//);
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

    await card.getByRole('link', { name: title, exact: true }).click();
    await user.waitForURL(`${h.origin}/news/${newsId}`);
    const article = user.getByTestId('news-article');
    await article.getByRole('heading', { name: title, level: 1 }).waitFor();
    await article.getByRole('heading', { name: 'Agenda', level: 3 }).waitFor();
    expect(await article.locator('strong').textContent()).toBe('Fresh soup');
    const link = article.getByTestId('news-markdown').getByRole('link', { name: /^menu/ });
    expect(await link.getAttribute('href')).toBe(url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await article.getByTestId('link-preview').getAttribute('href')).toBe(url);
    // Raw HTML stays text: shown, never run.
    await article.getByText('<script>window.__pwned = true</script>').waitFor();
    expect(await user.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    // Readers neither edit nor delete.
    expect(await article.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await article.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    // The bell: worded in the reader's language, and it leads to the item.
    await user.getByRole('link', { name: 'All news' }).click();
    await user.waitForURL(`${h.origin}/news/all-news`);
    await user.getByRole('button', { name: /^Notifications/ }).click();
    const list = user.getByRole('dialog', { name: 'Notifications list' });
    const item = list.getByRole('listitem').filter({ hasText: `New: ${title}` });
    await item.waitFor();
    expect(await item.textContent()).toContain(`by ${DEMO.admin.fullName}`);
    await item.getByRole('button', { name: new RegExp(`^Unread: New: ${title}`) }).click();
    await user.waitForURL(`${h.origin}/news/${newsId}`);
    await user.getByRole('heading', { name: title, level: 1 }).waitFor();
  });

  it('the admin edits a title and deletes an item', async () => {
    const page = await h.newPage('/login');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    const item = await publishThroughApi(page, unique('To be renamed'));
    await signInAs(page, DEMO.admin, `/news/${item.id}`);
    await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
    expect(await page.getByTestId('news-edited').count()).toBe(0);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${h.origin}/news/${item.id}/edit`);
    const titleField = page.getByLabel('Title', { exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(item.title);
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('Made by the test.');
    const renamed = unique('Renamed');
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${h.origin}/news/${item.id}`);
    await toasts(page).getByText('News updated').waitFor();
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await page.getByTestId('news-edited').waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the news?' });
    await dialog.waitFor();
    // Cancel has the focus (Enter does no harm).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Delete news' }).click();
    await page.waitForURL(`${h.origin}/news/all-news`);
    await toasts(page).getByText('News deleted').waitFor();
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('news-card').filter({ hasText: renamed }).count()).toBe(0);

    // The deleted item's address says it is gone.
    await page.goto(`/news/${item.id}`);
    await page.getByText('This news does not exist.').waitFor();
  });

  it('on a phone the text and its preview are tabs; in Polish; a user cannot open the form', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 } });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'pl'));
    await signInAs(page, DEMO.admin, '/news/create');
    await page.getByRole('heading', { name: 'Napisz aktualność', level: 1 }).waitFor();
    await page.getByLabel('Treść', { exact: true }).fill('**Pogrubienie** i https://example.com/pl');
    const write = page.getByRole('tab', { name: 'Pisz' });
    expect(await write.getAttribute('aria-selected')).toBe('true');
    // Keyboard: the arrow moves to the preview.
    await write.focus();
    await page.keyboard.press('ArrowRight');
    const preview = page.getByTestId('news-preview');
    await preview.waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Pogrubienie');
    // A site that cannot be reached (no preview): the address as a plain link.
    await preview.getByRole('link', { name: /^https:\/\/example\.com\/pl/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: 'Podgląd' }).getAttribute('aria-selected')).toBe('true');
    // The page does not scroll sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const user = await h.newPage('/login');
    await signInAs(user, DEMO.user, '/news/create');
    await user.getByRole('heading', { name: 'Permission Denied' }).waitFor();
  });
});
