// Availability (docs/availability.md) in Chromium: an employee enters evening-only windows for the
// weekdays with the keyboard and saves; their company wants an admin's approval, so an admin
// approves the change, then plans the person on a morning shift in the employees schedule and
// reads the availability conflict in the toast. The harness's axe check covers /availability as
// the employee (light) and as the admin (dark), each of its tabs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mondayAfter } from './support/clock';
import { fillTime } from './support/dates';
import { useHarness } from './support/harness';
import { newTeam } from './support/team';
import { callApi, DEMO, signInAs } from './support/session';

const h = useHarness();
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A new department of the Polish demo company with one new employee; the company wants approval. */
async function team(page: Page) {
  const { ok, superToken, company, department, person } = await newTeam(page, { department: 'Wieczory', fullName: 'Ola Wieczorna' });
  await ok('PUT', `/v1/availability/companies/${company.id}/settings`, { approval: 'admin', conflicts: 'warn' });
  return { company, department, person: { id: person.id as string, email: person.email as string, password: 'person-pass' }, superToken };
}

describe('availability', () => {
  it('an employee enters evening windows with the keyboard; an admin approves and sees the conflict of a morning shift', {
    tags: ['date'],
  }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, person, superToken } = await team(page);
    await signInAs(page, person, '/availability');
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
    await page.getByText('Your company approves availability changes').waitFor();

    // Keyboard only: each weekday's mode to "In time windows", then its window typed, Tab onwards.
    await page.getByLabel('Availability on Monday').focus();
    for (const day of WEEKDAYS) {
      await expect.poll(() => focusedName(page)).toBe(`Availability on ${day}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.getByLabel(`${day}, window 1: from`).waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe(`${day}, window 1: from`);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('17:00');
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe(`${day}, window 1: to`);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('22:00');
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe(`Remove window 1 of ${day}`);
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe(`Add a window: ${day}`);
      await page.keyboard.press('Tab');
    }
    // Saturday and Sunday stay all day; then the save button.
    await expect.poll(() => focusedName(page)).toBe('Availability on Saturday');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Save the week');
    await page.keyboard.press('Enter');
    await page.getByText('Sent for approval').first().waitFor();
    await page.getByText('Changes awaiting approval: 1').waitFor();
    await page.getByTestId('availability-pending').getByText('Friday: 17:00–22:00').waitFor();

    // The admin, in the dark theme, approves it among the pending changes.
    const admin = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await admin.evaluate(() => localStorage.setItem('theme', 'dark'));
    await signInAs(admin, DEMO.admin, '/availability?tab=approvals');
    const card = admin.getByRole('listitem').filter({ hasText: 'Ola Wieczorna' });
    await card.getByText('Monday: 17:00–22:00').waitFor();
    expect(await card.textContent()).toContain('Saturday: All day');
    await card.getByRole('button', { name: /^Approve\b.*Ola Wieczorna/ }).click();
    await admin.getByText('Approved', { exact: true }).first().waitFor();
    const mine = await callApi(admin, 'GET', `/v1/availability/users/${person.id}`, { token: superToken });
    expect(mine.body.versions).toHaveLength(1);
    expect(mine.body.versions[0].days['3']).toEqual({ mode: 'windows', windows: [{ start: '17:00', end: '22:00' }] });
    expect(mine.body.versions[0].days['6']).toEqual({ mode: 'all', windows: [] });
    await admin.goto(`/availability?user=${person.id}`);
    await admin.getByTestId('availability-person').getByText('Ola Wieczorna').waitFor();
    await admin.getByLabel('Wednesday, window 1: from').waitFor();
    await admin.goto('/availability?tab=who');
    await admin.getByLabel('Department').selectOption({ label: department.name });
    await admin.getByText('Ola Wieczorna').waitFor();

    // A morning shift on a Monday ahead: planned (the company warns), the toast names the conflict.
    const monday = mondayAfter(40);
    await admin.goto(`/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${monday.slice(0, 7)}`);
    await admin.locator(`td[data-cell="${person.id}:${monday}"] button[data-add]`).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Type').fill('Poranna');
    await fillTime(dialog.getByLabel('Start'), '06:00');
    await fillTime(dialog.getByLabel('End'), '14:00');
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    const toasts = admin.getByRole('region', { name: 'Notifications' });
    await toasts.getByText('Conflicts with availability and skills').waitFor();
    await toasts.getByText('Outside the availability (17:00–22:00)').waitFor();
    const plan = (await callApi(admin, 'GET', `/v1/work-schedule/get?user_id=${person.id}&start=${monday}&end=${monday}`, {
      token: superToken,
    })).body.data;
    expect(plan).toEqual([expect.objectContaining({ type: 'Poranna', planned_start: '06:00', planned_end: '14:00' })]);
  });
});

/** The accessible name of the focused element (its label, aria-label or text). */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-label');
    if (labelled) return labelled;
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    return (label?.textContent ?? el.textContent ?? '').trim();
  });
}
