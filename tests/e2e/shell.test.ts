// The frame of the app: guards and redirects, the sidebar by role, the phone menu, themes,
// languages, toasts, and the 404 and error screens.
import { describe, expect, it } from 'vitest';
import en from '../../web/src/locales/en.json';
import pl from '../../web/src/locales/pl.json';
import uk from '../../web/src/locales/uk.json';
import { localeEntries } from '../support/locales';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, playedSounds, recordSounds, signInAs } from './support/session';

const h = useHarness();
const UUID = '0b9d3c56-3f57-4a8e-9a43-0a5f3c1c1f00';

/** Every signed-in route of spec section 2 (with sample ids and page params). */
const PROTECTED = [
  '/',
  '/work-schedule',
  '/vacations',
  '/telemetry',
  '/settings',
  '/pattern-schedules',
  '/employees-schedule',
  '/direct',
  '/departments',
  '/companies',
  '/users?page=2',
  '/rooms?page=x',
  `/user/${UUID}`,
  '/shift-entries-list/shift-entries',
  `/shift-entries-list/${UUID}`,
  `/pattern-schedule/${UUID}`,
  '/news/create',
  '/news/all-news',
  `/news/${UUID}`,
  `/news/${UUID}/edit`,
  '/news',
  `/department/${UUID}`,
  `/company/${UUID}`,
  `/chat/${UUID}`,
];
const PUBLIC = ['/signup', '/reset-password?token=abc', '/recover-password', '/login', '/subdomain'];

/** Locale keys whose text shows on screen in place of a translation. */
async function rawKeysOnScreen(page: import('playwright-core').Page) {
  const text = await page.locator('body').innerText();
  return localeEntries(en)
    .map(([key]) => key)
    .filter((key) => key.includes('.') && text.includes(key));
}

describe('guards', () => {
  it('sends a signed-out visitor from every signed-in route to /login', async () => {
    const page = await h.newPage();
    for (const path of PROTECTED) {
      await page.goto(path);
      await page.waitForURL(`${h.origin}/login`);
      await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    }
  });

  it('keeps a signed-in user off every public route', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user);
    for (const path of PUBLIC) {
      await page.goto(path);
      await page.waitForURL(`${h.origin}/`);
      await page.getByRole('heading', { name: `Hello, ${DEMO.user.fullName}!` }).waitFor();
    }
  });

  it('sends /login on a host without a company to /subdomain, whose form moves to the company host', async () => {
    const page = await h.newPage('/login', { tenantless: true });
    const tenantless = `http://localhost:${h.server.port}`;
    await page.waitForURL(`${tenantless}/subdomain`);
    await page.getByRole('heading', { name: 'Find your company' }).waitFor();
    await expect.poll(() => page.title()).toBe('Company');

    const domain = page.getByLabel('Company domain');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Domain is required').waitFor();
    // The problem goes as soon as the field changes.
    await domain.fill('not a domain!');
    await page.getByText('Domain is required').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid domain format').waitFor();
    await domain.fill('nosuchcompany');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('No company with this domain was found.').waitFor();

    await domain.fill('Acme');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${h.origin}/login`);
    await page.getByText('Acme', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
  });

  it('sends / on a host without a company through /login to /subdomain', async () => {
    const page = await h.newPage('/', { tenantless: true });
    await page.waitForURL(`http://localhost:${h.server.port}/subdomain`);
  });

  it('shows the 404 screen for an unknown route of a signed-in user', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.superadmin, '/shift-entries-list/no-such/screen');
    await page.getByText('Page not found.').waitFor();
    await expect.poll(() => page.title()).toBe('Not Found');
    // 'Go back' leads to the dashboard (spec section 2).
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.getByRole('heading', { name: `Hello, ${DEMO.superadmin.fullName}!` }).waitFor();
  });
});

describe('layout', () => {
  it('shows the sidebar entries whose screens exist, the user and the header controls', async () => {
    const expected = [
      // Admin entries arrive with their features: no empty 'Admin' heading for a user.
      {
        account: DEMO.user,
        links: [
          'Dashboard',
          'News',
          'Work Scheduler',
          'Chat',
          'Direct',
          'Calendar',
          'Absence',
          'Availability',
          'Open shifts',
          'My QR',
          'User Settings',
        ],
        adminHeading: 0,
      },
      {
        account: DEMO.admin,
        links: [
          'Dashboard',
          'News',
          'Work Scheduler',
          'Chat',
          'Direct',
          'Calendar',
          'Absence',
          'Availability',
          'Open shifts',
          'My QR',
          'User Settings',
          'Users',
          'Departments',
          'Schedule',
          'Skills',
          'Telemetry',
          'Employees schedule',
          'Shift Entries',
        ],
        adminHeading: 1,
      },
      {
        account: DEMO.superadmin,
        links: [
          'Dashboard',
          'News',
          'Work Scheduler',
          'Chat',
          'Direct',
          'Calendar',
          'Absence',
          'Availability',
          'Open shifts',
          'My QR',
          'User Settings',
          'Users',
          'Companies',
          'Departments',
          'Schedule',
          'Skills',
          'Telemetry',
          'Employees schedule',
          'Shift Entries',
        ],
        adminHeading: 1,
      },
    ];
    for (const { account, links, adminHeading } of expected) {
      const page = await h.newPage('/login', { viewport: { width: 1280, height: 800 } });
      await signInAs(page, account);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      // An entry's unread count (Chat, Direct) follows its name on a line of its own.
      expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(links);
      expect(await nav.getByRole('heading', { name: 'Admin' }).count()).toBe(adminHeading);
      expect(await page.getByTestId('user-name').innerText()).toBe(account.fullName);
      await page.getByRole('group', { name: 'Language' }).waitFor();
      await page.getByRole('group', { name: 'Theme' }).waitFor();

      await nav.getByRole('link', { name: 'User Settings' }).click();
      await page.waitForURL(`${h.origin}/settings`);
      await page.getByRole('heading', { name: 'User Settings' }).waitFor();
      expect(await nav.getByRole('link', { name: 'User Settings' }).getAttribute('aria-current')).toBe('page');
      await page.context().close();
    }
  });

  it('folds the sidebar into a menu at phone width', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 } });
    await signInAs(page, DEMO.user);
    await page.getByRole('heading', { name: `Hello, ${DEMO.user.fullName}!` }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the menu; Escape closes it and focus comes back.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close the menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open the menu');

    await menuButton.click();
    await menu.getByRole('link', { name: 'User Settings' }).click();
    await page.waitForURL(`${h.origin}/settings`);
    await page.getByRole('heading', { name: 'User Settings' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('themes', () => {
  it('switches to dark in the header and keeps it over a reload', async () => {
    const page = await h.newPage('/login', { colorScheme: 'light' });
    await signInAs(page, DEMO.user);
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    await theme.getByRole('button', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await theme.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: `Hello, ${DEMO.user.fullName}!` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // Default follows the system.
    await theme.getByRole('button', { name: 'Default' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });
});

describe('languages', () => {
  it('shows the login screen in Polish with ?lng=pl and no raw translation keys', async () => {
    const page = await h.newPage('/login?lng=pl');
    await page.getByRole('heading', { name: 'Zaloguj się na swoje konto' }).waitFor();
    await page.getByLabel('Hasło').waitFor();
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('E-mail jest wymagany').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(await rawKeysOnScreen(page)).toEqual([]);
  });

  it('switches the login screen to Polish and Ukrainian, and the app opens in the language chosen there', async () => {
    const page = await h.newPage(undefined, { locale: 'en-US' });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByRole('heading', { name: en.auth.login.heading }).waitFor();

    await page.getByRole('group', { name: en.preferences.language }).getByRole('button', { name: 'Polski' }).click();
    await page.getByRole('heading', { name: pl.auth.login.heading }).waitFor();
    await expect.poll(() => page.title()).toBe(pl.auth.login.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(await rawKeysOnScreen(page)).toEqual([]);

    await page.getByRole('group', { name: pl.preferences.language }).getByRole('button', { name: 'Українська' }).click();
    await page.getByRole('heading', { name: uk.auth.login.heading }).waitFor();
    await page.getByRole('button', { name: uk.auth.login.submit, exact: true }).click();
    await page.getByText(uk.validation.emailRequired).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    expect(await rawKeysOnScreen(page)).toEqual([]);

    // The login screen loaded only its own texts (one namespace per language), not the frame.
    expect(scripts.filter((path) => /\/(en|pl|uk)-/.test(path)).map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      '/assets/en-translation',
      '/assets/pl-translation',
      '/assets/uk-translation',
    ]);
    expect(scripts.filter((path) => /protected-root|swr/.test(path))).toEqual([]);

    // Signing in brings the rest of the texts, in Ukrainian.
    await callApi(page, 'POST', '/v1/users/me/consent', { token: await apiToken(page, DEMO.user) });
    await page.getByLabel(uk.auth.login.email).fill(DEMO.user.email);
    await page.getByLabel(uk.auth.login.password).fill(DEMO.user.password);
    await page.getByRole('button', { name: uk.auth.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: `Вітаємо, ${DEMO.user.fullName}!` }).waitFor();
    await page.getByRole('navigation', { name: uk.nav.label }).getByRole('link', { name: uk.nav.userSettings }).waitFor();
    expect(await rawKeysOnScreen(page)).toEqual([]);
  });

  it('switches the signed-in app to Polish and Ukrainian, dates included, and remembers the choice', async () => {
    const page = await h.newPage('/login', { locale: 'en-US' });
    await signInAs(page, DEMO.admin);
    await page.getByRole('heading', { name: `Hello, ${DEMO.admin.fullName}!` }).waitFor();
    const language = page.getByRole('group', { name: 'Language' });

    await language.getByRole('button', { name: 'Polski' }).click();
    await page.getByRole('heading', { name: `Dzień dobry, ${DEMO.admin.fullName}!` }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
      'Pulpit',
      'Aktualności',
      'Harmonogram pracy',
      'Czat',
      'Wiadomości',
      'Kalendarz',
      'Nieobecności',
      'Dostępność',
      'Wolne zmiany',
      'Mój QR',
      'Ustawienia',
      'Użytkownicy',
      'Działy',
      'Wzorce grafiku',
      'Umiejętności',
      'Telemetria',
      'Grafik pracowników',
      'Listy obecności',
    ]);
    await expect(page.getByTestId('today').innerText()).resolves.toMatch(
      /Dziś jest (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d{1,2} \p{L}+ \d{4}/u,
    );
    await expect.poll(() => page.title()).toBe('Pulpit');
    expect(await rawKeysOnScreen(page)).toEqual([]);

    await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'Українська' }).click();
    await page.getByRole('heading', { name: `Вітаємо, ${DEMO.admin.fullName}!` }).waitFor();
    await expect(page.getByTestId('today').innerText()).resolves.toMatch(
      /Сьогодні (понеділок|вівторок|середа|четвер|пʼятниця|п’ятниця|субота|неділя), \d{1,2} \p{L}+ \d{4}/u,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');

    await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Налаштування' }).click();
    await page.getByRole('heading', { name: 'Налаштування користувача' }).waitFor();
    for (const tab of ['Мій профіль', 'Пароль', 'Вигляд', 'Небезпечна зона']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await rawKeysOnScreen(page), tab).toEqual([]);
    }

    // Kept in local storage for the next visit.
    await page.reload();
    await page.getByRole('heading', { name: 'Налаштування користувача' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('uk');
  });
});

describe('toasts', () => {
  it('shows a toast bottom right for 5 seconds with the notification sound, which a setting mutes', async () => {
    const page = await h.newPage();
    await recordSounds(page);
    await page.goto('/login');
    await signInAs(page, DEMO.user, '/settings');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await toast.getByText('User updated').waitFor();
    const shownAt = Date.now();
    expect(await playedSounds(page)).toBe(1);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    await page.mouse.move(0, 0); // not pointing at it (that pauses the timer)
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4000);
    expect(shownFor).toBeLessThan(6500);

    // Muted in Appearance: the next toast is silent.
    await page.getByRole('tab', { name: 'Appearance' }).click();
    const sound = page.getByRole('switch', { name: 'Notification sound' });
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('tab', { name: 'My profile' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast.getByText('User updated').waitFor();
    expect(await playedSounds(page)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('notification-sound'))).toBe('off');
  });
});

describe('other screens', () => {
  it('shows the not-found screen for an unknown route', async () => {
    const page = await h.newPage('/no/such/page');
    await page.getByText('Page not found.').waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await expect.poll(() => page.title()).toBe('Not Found');

    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${h.origin}/login`); // home, which sends a signed-out visitor to /login
  });

  it('shows the router error screen when a screen cannot be loaded', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user);
    await page.getByRole('heading', { name: `Hello, ${DEMO.user.fullName}!` }).waitFor();
    // A deploy replaced the code: the settings screen's chunk is gone.
    await page.route(/\/assets\/settings-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User Settings' }).click();
    await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
    await expect.poll(() => page.title()).toBe('Error');

    await page.unroute(/\/assets\/settings-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'User Settings' }).waitFor();
  });
});
