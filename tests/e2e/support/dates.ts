// Typing dates into the app's date fields (components/ui/date-input.tsx) the way a person does: in
// the order of the page's language, which the field names in data-date-order ('month day year' in
// English, 'day month year' in Polish and Ukrainian). Tests keep their ISO dates.
import type { Locator } from 'playwright-core';

const SEPARATOR: Record<string, string> = { 'month day year': '/', 'day month year': '.' };

/** Types `2027-03-01` into a date field as the page's language writes it ('03/01/2027', '01.03.2027'); '' clears it. */
export async function fillDate(field: Locator, iso: string) {
  if (iso === '') {
    await field.fill('');
    return;
  }
  const [year, month, day] = iso.split('-') as [string, string, string];
  const order = (await field.getAttribute('data-date-order')) ?? 'day month year';
  const parts: Record<string, string> = { year, month, day };
  const text = order
    .split(' ')
    .map((part) => parts[part])
    .join(SEPARATOR[order] ?? '.');
  await field.fill(text);
}

/** Types `2027-03` into a month field (components/ui/month-input.tsx) as its placeholder writes it ('03/2027', '03.2027'). */
export async function fillMonth(field: Locator, month: string) {
  const [year, number] = month.split('-') as [string, string];
  const separator = /[^\p{L}]/u.exec((await field.getAttribute('placeholder')) ?? '')?.[0] ?? '.';
  await field.fill(`${number}${separator}${year}`);
}

/** Types `07:30` into a time field (components/ui/time-input.tsx), the same in every language. */
export async function fillTime(field: Locator, time: string) {
  await field.fill(time);
}
