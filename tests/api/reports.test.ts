// Hour reports (issue 16): GET /document/{pdf,csv}/report, /report-company, /report-department.
// A company of its own in November 2030 (clock moved there), people with Polish and Ukrainian
// letters and names that need CSV quoting, shifts started, stopped, confirmed (also with adjusted
// times), off-schedule work, a running shift, missed shifts and a sick leave; the totals of the PDF
// and the CSV against the statistics of GET /work-schedule/get. Runs on both targets (the PDF made
// in workerd at the edge).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, hire, ok, signIn, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, schedule, setClock, setLocalClock, shiftsByDate } from './support/schedule';

const MONTH = { start: '2030-11-01', end: '2030-11-30' };
const NOW = '2030-11-15T09:00:00Z';

let t: TestApp;
let tokens: Tokens;
let dir: string;
let company: { id: string; name: string };
let dept: { id: string; name: string };
let otherDept: { id: string; name: string };
type Person = { id: string; email: string; token: string; name: string };
let lucja: Person;
let hanna: Person;
let quoted: Person;
let adminX: Person;

const v1 = (path: string) => `/api/v1${path}`;
const raw = (token: string | undefined, path: string, host = ACME) =>
  t.fetch(`http://${host}${v1(path)}`, { headers: { Host: host, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
const report = (
  token: string | undefined,
  kind: '' | '-company' | '-department',
  format: 'pdf' | 'csv',
  params: Record<string, string | undefined>,
  host = ACME,
) => raw(token, `/document/${format}/report${kind}?${query({ ...MONTH, ...params })}`, host);

async function person(name: string, role: 'user' | 'admin' = 'user', departmentId = dept.id): Promise<Person> {
  const created = await createUser(t, tokens.super, { full_name: name, role });
  await hire(t, tokens.super, { user_id: created.id, company_id: company.id, department_id: departmentId });
  return { id: created.id, email: created.email, token: await t.login(created.email, ACME, 'person-pass'), name };
}

/** pdftotext -layout of a PDF, and its page count. */
function pdfText(bytes: Uint8Array, name: string) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return { text, pages, perPage: text.split('\f').slice(0, pages) };
}

/** RFC 4180 fields of a CSV text (quotes, doubled quotes, separators and line breaks inside quotes). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quotedField = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quotedField) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quotedField = false;
      else field += ch;
    } else if (ch === '"') quotedField = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

async function csv(token: string, kind: '' | '-company' | '-department', params: Record<string, string | undefined>) {
  const res = await report(token, kind, 'csv', params);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text, rows: parseCsv(text.slice(1), params.lang === 'en' || !params.lang ? ',' : ';') };
}

const hours = (value: string) => Number(value.replace(',', '.'));

beforeAll(async () => {
  // PDFs made are counted (docs/telemetry.md).
  t = await createScheduleApp({ TELEMETRY: 'on' });
  ({ tokens } = await signIn(t));
  dir = mkdtempSync(join(tmpdir(), 'grafik-reports-'));
  setClock(t, '2030-10-15T10:00:00Z');
  company = await createCompany(t, tokens.super, { name: 'Raporty Sp. z o.o.' });
  dept = await createDepartment(t, tokens.super, company.id, { name: 'Zmiana A' });
  otherDept = await createDepartment(t, tokens.super, company.id, { name: 'Zmiana B' });
  adminX = await person('Adam Admin', 'admin');
  lucja = await person('Łucja Żółć');
  hanna = await person('Ґанна Їжак');
  quoted = await person('Kowalski; Jan, "Janek"', 'user', otherDept.id);
  const office = await createPattern(t, adminX.token, OFFICE);
  await ok(
    apply(t, adminX.token, {
      pattern_id: office.id,
      user_ids: [lucja.id, hanna.id, quoted.id],
      start_month: '2030-11',
      anchor_date: '2030-01-07',
    }),
  );

  const plan = await shiftsByDate(t, lucja.token, lucja.id, MONTH.start, MONTH.end);
  const call = (token: string, path: string, json: unknown, method = 'POST') => ok(t.call(ACME, v1(path), { method, token, json }));
  // Stops are 30 s into their minute: worked time counts whole minutes, and a request takes time.
  // 4 Nov: 08:00-16:30 (30 min over); 5 Nov: 08:05-15:50, confirmed by the admin; 6 Nov: worked,
  // confirmed with adjusted times 07:30-16:00; 9 Nov (Saturday): 2 h off-schedule; 12 Nov: started
  // and still running; 7 and 8 Nov: missed; 13-14 Nov: sick leave (excused).
  setLocalClock(t, '2030-11-04', '08:00');
  await call(lucja.token, '/work-schedule/start', { schedule_id: plan.get('2030-11-04').id });
  setLocalClock(t, '2030-11-04', '16:30', undefined, 30);
  await call(lucja.token, '/work-schedule/stop', { schedule_id: plan.get('2030-11-04').id });
  setLocalClock(t, '2030-11-05', '08:05');
  await call(lucja.token, '/work-schedule/start', { schedule_id: plan.get('2030-11-05').id });
  setLocalClock(t, '2030-11-05', '15:50', undefined, 30);
  await call(lucja.token, '/work-schedule/stop', { schedule_id: plan.get('2030-11-05').id });
  await call(adminX.token, '/work-schedule/confirm', { schedule_id: plan.get('2030-11-05').id }, 'PATCH');
  setLocalClock(t, '2030-11-06', '08:00');
  await call(lucja.token, '/work-schedule/start', { schedule_id: plan.get('2030-11-06').id });
  setLocalClock(t, '2030-11-06', '16:10', undefined, 30);
  await call(lucja.token, '/work-schedule/stop', { schedule_id: plan.get('2030-11-06').id });
  await call(
    adminX.token,
    '/work-schedule/confirm',
    { schedule_id: plan.get('2030-11-06').id, started_at: '2030-11-06T06:30:00Z', ended_at: '2030-11-06T15:00:00Z', notes: 'Adjusted' },
    'PATCH',
  );
  setLocalClock(t, '2030-11-09', '10:00');
  await call(lucja.token, '/work-schedule/start', undefined);
  setLocalClock(t, '2030-11-09', '12:00', undefined, 30);
  const saturday = (await shiftsByDate(t, lucja.token, lucja.id, '2030-11-09', '2030-11-09')).get('2030-11-09');
  await call(lucja.token, '/work-schedule/stop', { schedule_id: saturday.id });
  setLocalClock(t, '2030-11-12', '07:55');
  await call(lucja.token, '/work-schedule/start', { schedule_id: plan.get('2030-11-12').id });
  // Sick leave on 13-14 November, asked for and approved through the API (the edge's databases are
  // the Hrana server's: no writes beside it).
  const sick = await call(lucja.token, '/vacation-sick/create', { start_date: '2030-11-13', end_date: '2030-11-14', type: 'sick' });
  await call(adminX.token, '/vacation-sick/update', { id: sick.id, status: 'approved' }, 'PATCH');
  // Hanna worked on 4 November, 06:00-16:00 (two hours over).
  const hers = await shiftsByDate(t, hanna.token, hanna.id, MONTH.start, MONTH.end);
  setLocalClock(t, '2030-11-04', '06:00');
  await call(hanna.token, '/work-schedule/start', { schedule_id: hers.get('2030-11-04').id });
  setLocalClock(t, '2030-11-04', '16:00', undefined, 30);
  await call(hanna.token, '/work-schedule/stop', { schedule_id: hers.get('2030-11-04').id });
  setClock(t, NOW);
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('GET /document/pdf/report', () => {
  it("is the person's month: names, period, days and totals equal to the work schedule's statistics", async () => {
    setClock(t, NOW);
    const res = await report(lucja.token, '', 'pdf', { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="hours-lucja-zolc-2030-11-01-2030-11-30.pdf"; filename*=UTF-8''${
        encodeURIComponent('hours-Łucja Żółć-2030-11-01-2030-11-30.pdf')
      }`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages, perPage } = pdfText(bytes, 'lucja');
    expect(text).toContain('Hour report: Łucja Żółć');
    expect(text).toContain('Period: 1 November 2030 – 30 November 2030');
    expect(text).toContain('Raporty Sp. z o.o. · Zmiana A');
    expect(text).toMatch(/Generated: 15 November 2030 at 10:0\d \(Europe\/Warsaw\)/);
    perPage.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
    // The days: worked, the adjusted confirmation, off-schedule work, running, missed, sick leave, holidays.
    expect(text).toMatch(/04\/11\/2030\s+Mon\s+Office 08:00–16:00\s+8\.00\s+08:00\s+16:30\s+8\.50\s+\+0\.50\s+no/);
    expect(text).toMatch(/05\/11\/2030\s+Tue\s+Office 08:00–16:00\s+8\.00\s+08:05\s+15:50\s+7\.75\s+-0\.25\s+yes/);
    expect(text).toMatch(/06\/11\/2030\s+Wed\s+Office 08:00–16:00\s+8\.00\s+07:30\s+16:00\s+8\.50\s+\+0\.50\s+yes/);
    expect(text).toMatch(/07\/11\/2030\s+Thu\s+Office 08:00–16:00\s+8\.00\s+missed/);
    expect(text).toMatch(/09\/11\/2030\s+Sat\s+off-schedule\s+10:00\s+12:00\s+2\.00\s+\+2\.00\s+no/);
    expect(text).toMatch(/12\/11\/2030\s+Tue\s+Office 08:00–16:00\s+8\.00\s+07:55\s+running/);
    expect(text).toMatch(/13\/11\/2030\s+Wed\s+Office 08:00–16:00\s+8\.00\s+excused\s+Sick leave/);
    // The holiday's name in the report's language, not the company's.
    expect(text).toMatch(/11\/11\/2030\s+Mon\s+off\s+Public holiday: Independence Day/);
    expect(text).not.toContain('Niepodległości');

    const { statistics } = await schedule(t, lucja.token, lucja.id, MONTH.start, MONTH.end);
    const h = (n: number | undefined) => n!.toFixed(2);
    const flat = text.replace(/[ \t]+/g, ' ');
    expect(flat).toContain(`Shifts ${statistics.total_shifts} · Planned h ${h(statistics.planned_hours)}`);
    expect(flat).toContain(`Overtime h ${h(statistics.overtime_workdays_hours)} · Off-schedule h ${h(statistics.off_schedule_hours)}`);
    expect(flat).toContain(
      `Closed ${statistics.closed} · Confirmed ${statistics.confirmed} · Missed ${statistics.missed} · Remaining ${statistics.remaining} · Absence days 2 · Public holidays ${statistics.holidays}`,
    );
    // The figures this set-up must give: 4 Nov 8.50, 5 Nov 7.75, 6 Nov 8.50, Saturday 2.00; 7 and 8 Nov missed.
    expect(statistics).toMatchObject({
      total_shifts: 19,
      closed: 3,
      confirmed: 2,
      missed: 2,
      remaining: 11,
      overtime_workdays_hours: 1,
      off_schedule_hours: 2,
      holidays: 2,
    });
    expect(flat).toContain('Worked h 26.75 · Deviation h +2.75');
  });

  it('speaks Polish and Ukrainian: words, dates and decimal commas', async () => {
    const pl = pdfText(new Uint8Array(await (await report(lucja.token, '', 'pdf', { lang: 'pl' })).arrayBuffer()), 'lucja-pl');
    expect(pl.text).toContain('Raport godzin pracy: Łucja Żółć');
    expect(pl.text).toContain('Okres: 1 listopada 2030 – 30 listopada 2030');
    expect(pl.text).toMatch(/04\.11\.2030\s+pon\.\s+Office 08:00–16:00\s+8,00\s+08:00\s+16:30\s+8,50\s+\+0,50\s+nie/);
    expect(pl.text).toContain(`Strona 1 z ${pl.pages}`);
    expect(pl.text).toMatch(/11\.11\.2030\s+pon\.\s+wolne\s+Święto: Narodowe Święto Niepodległości/);
    const uk = pdfText(
      new Uint8Array(await (await report(tokens.super, '', 'pdf', { user_id: hanna.id, lang: 'uk' })).arrayBuffer()),
      'hanna-uk',
    );
    expect(uk.text).toContain('Звіт про робочі години: Ґанна Їжак');
    expect(uk.text).toContain('Період: 1 листопада 2030 р. – 30 листопада 2030 р.');
    expect(uk.text).toMatch(/04\.11\.2030\s+пн\s+Office 08:00–16:00\s+8,00\s+06:00\s+16:00\s+10,00\s+\+2,00\s+ні/);
    expect(uk.text).toContain(`Сторінка 1 з ${uk.pages}`);
    expect(uk.text).toMatch(/Свято: День Незалежності/);
    expect(uk.text).not.toContain('Niepodległości');
  });

  it('is for the person themselves, the admins of their company and superadmins; unknown ids 404; other tenants never', async () => {
    expect((await report(lucja.token, '', 'pdf', {})).status).toBe(200);
    expect((await report(lucja.token, '', 'pdf', { user_id: lucja.id })).status).toBe(200);
    expect((await report(lucja.token, '', 'pdf', { user_id: hanna.id })).status).toBe(403);
    expect((await report(adminX.token, '', 'pdf', { user_id: lucja.id })).status).toBe(200);
    expect((await report(tokens.admin, '', 'pdf', { user_id: lucja.id })).status).toBe(403);
    expect((await report(tokens.super, '', 'pdf', { user_id: lucja.id })).status).toBe(200);
    expect((await report(tokens.super, '', 'pdf', { user_id: crypto.randomUUID() })).status).toBe(404);
    expect((await report(tokens.globex, '', 'pdf', { user_id: lucja.id }, GLOBEX)).status).toBe(404);
    expect((await report(tokens.globex, '', 'pdf', { user_id: lucja.id })).status).toBe(401);
    expect((await report(undefined, '', 'pdf', { user_id: lucja.id })).status).toBe(401);
  });

  it('refuses bad periods and parameters with 422 and codes, never a 500', async () => {
    const code = async (params: Record<string, string | undefined>, kind: '' | '-company' = '') => {
      const res = await report(tokens.super, kind, 'pdf', { user_id: lucja.id, company_id: company.id, ...params });
      expect(res.status, JSON.stringify(params)).toBe(422);
      const body = (await res.json()) as { detail: { code?: string; loc: string[] }[] };
      return body.detail.map((d) => d.code ?? d.loc.join('.'));
    };
    expect(await code({ start: '2030-11-30', end: '2030-11-01' })).toEqual(['period.end_before_start']);
    expect(await code({ start: '2030-01-01', end: '2031-01-02' })).toEqual(['period.too_long']);
    expect(await code({ start: '2030-02-30' })).toEqual(['date.format']);
    expect(await code({ end: 'soon' })).toEqual(['date.format']);
    expect(await code({ start: undefined, end: undefined })).toEqual(['query.start', 'query.end']);
    expect(await code({ lang: 'de' })).toEqual(['query.lang']);
    expect(await code({ user_id: 'abc' })).toEqual(['query.user_id']);
    expect(await code({ company_id: 'abc' }, '-company')).toEqual(['query.company_id']);
    // 366 days (a leap year and a day) are allowed.
    expect((await report(tokens.super, '', 'pdf', { user_id: lucja.id, start: '2030-01-01', end: '2031-01-01' })).status).toBe(200);
  });

  it('counts every PDF made, the employee card included (GET /telemetry/daily)', async () => {
    setClock(t, NOW);
    const pdfs = async () =>
      ((await ok(t.call(ACME, v1('/telemetry/daily'), { token: tokens.super }))).data as { pdf: number }[]).at(-1)!.pdf;
    const before = await pdfs();
    expect((await report(lucja.token, '', 'pdf', {})).status).toBe(200);
    expect(await pdfs()).toBe(before + 1);
    expect((await report(adminX.token, '-company', 'pdf', { company_id: company.id })).status).toBe(200);
    expect(await pdfs()).toBe(before + 2);
    expect((await raw(lucja.token, `/qr/cards/${lucja.id}/pdf`)).status).toBe(200);
    expect(await pdfs()).toBe(before + 3);
    // CSVs and refusals are no PDFs.
    expect((await report(lucja.token, '', 'csv', {})).status).toBe(200);
    expect((await report(lucja.token, '', 'pdf', { user_id: hanna.id })).status).toBe(403);
    expect(await pdfs()).toBe(before + 3);
  });
});

describe('GET /document/pdf/report-company and /report-department', () => {
  it("lists everyone employed there with 'Page X of Y' on every page and the overall totals", async () => {
    const res = await report(adminX.token, '-company', 'pdf', { company_id: company.id, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="hours-raporty-sp-z-o-o-2030-11-01-2030-11-30.pdf"');
    const { text, pages, perPage } = pdfText(new Uint8Array(await res.arrayBuffer()), 'company');
    expect(pages).toBeGreaterThanOrEqual(2);
    perPage.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toContain('Period: 1 November 2030 – 30 November 2030');
    });
    for (const name of ['Łucja Żółć', 'Ґанна Їжак', 'Kowalski; Jan, "Janek"', 'Adam Admin', 'Summary', 'All employees']) {
      expect(text).toContain(name);
    }
    // The summary's line of each person: shifts and planned hours from their statistics.
    for (const who of [lucja, hanna]) {
      const { statistics } = await schedule(t, adminX.token, who.id, MONTH.start, MONTH.end);
      expect(text).toMatch(
        new RegExp(`${who.name}\\s+${statistics.total_shifts}\\s+${statistics.planned_hours!.toFixed(2).replace('.', '\\.')}`),
      );
    }
    const dept = pdfText(
      new Uint8Array(await (await report(tokens.super, '-department', 'pdf', { department_id: otherDept.id })).arrayBuffer()),
      'department',
    );
    expect(dept.text).toContain('Raporty Sp. z o.o. · Zmiana B');
    expect(dept.text).toContain('Kowalski; Jan, "Janek"');
    expect(dept.text).not.toContain('Łucja Żółć');
  });

  it('is for admins of the company and superadmins: users 403, other admins 403, unknown ids 404, other tenants never', async () => {
    for (
      const [kind, param, id] of [
        ['-company', 'company_id', company.id],
        ['-department', 'department_id', dept.id],
      ] as const
    ) {
      expect((await report(adminX.token, kind, 'pdf', { [param]: id })).status).toBe(200);
      expect((await report(tokens.super, kind, 'csv', { [param]: id })).status).toBe(200);
      expect((await report(lucja.token, kind, 'pdf', { [param]: id })).status).toBe(403);
      expect((await report(tokens.admin, kind, 'pdf', { [param]: id })).status).toBe(403);
      expect((await report(tokens.admin, kind, 'csv', { [param]: id })).status).toBe(403);
      expect((await report(tokens.super, kind, 'pdf', { [param]: crypto.randomUUID() })).status).toBe(404);
      expect((await report(tokens.globex, kind, 'pdf', { [param]: id }, GLOBEX)).status).toBe(404);
      expect((await report(tokens.globex, kind, 'pdf', { [param]: id })).status).toBe(401);
      expect((await report(undefined, kind, 'csv', { [param]: id })).status).toBe(401);
    }
  });
});

describe('GET /document/csv/*', () => {
  it('is UTF-8 with a BOM, CRLF, `,` and decimal points in English, one row per day and a marked totals row equal to the statistics', async () => {
    const { res, bytes, text, rows } = await csv(adminX.token, '', { user_id: lucja.id, lang: 'en' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toContain('filename="hours-lucja-zolc-2030-11-01-2030-11-30.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      text.slice(1).startsWith(
        'Row,Employee,Email,Department,Date,Day,Shift,Planned start,Planned end,Planned h,Start,End,Worked h,Deviation h,Overtime h,Status',
      ),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const day = rows.find((r) => r[col('Date')] === '2030-11-04')!;
    expect(day).toMatchObject({
      0: 'day',
      1: 'Łucja Żółć',
      [col('Shift')]: 'Office',
      [col('Planned h')]: '8.00',
      [col('Start')]: '08:00',
      [col('End')]: '16:30',
    });
    expect([day[col('Worked h')], day[col('Deviation h')], day[col('Overtime h')], day[col('Status')]]).toEqual([
      '8.50',
      '+0.50',
      '0.50',
      'no',
    ]);
    const totals = rows.filter((r) => r[0] === 'total');
    expect(totals).toHaveLength(1);
    const total = totals[0]!;
    const { statistics } = await schedule(t, adminX.token, lucja.id, MONTH.start, MONTH.end);
    expect({
      total_shifts: Number(total[col('Shifts')]),
      holidays: Number(total[col('Public holiday')]),
      planned_hours: hours(total[col('Planned h')]!),
      closed: Number(total[col('Closed')]),
      confirmed: Number(total[col('Confirmed')]),
      remaining: Number(total[col('Remaining')]),
      missed: Number(total[col('Missed')]),
      overtime_workdays_hours: hours(total[col('Overtime h')]!),
      off_schedule_hours: hours(total[col('Off-schedule h')]!),
    }).toEqual(statistics);
    expect(total[col('Absence days')]).toBe('2');
    expect(total[col('Worked h')]).toBe('26.75');
    // Every day row of the period is there once (shifts, the sick days, the holidays).
    const dates = rows.filter((r) => r[0] === 'day').map((r) => r[col('Date')]);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain('2030-11-09');
    expect(dates).toContain('2030-11-11');
    // Holidays by name in the report's language.
    expect(rows.find((r) => r[0] === 'day' && r[col('Date')] === '2030-11-11')![col('Public holiday')]).toBe('Independence Day');
    expect(rows.find((r) => r[0] === 'day' && r[col('Date')] === '2030-11-01')![col('Public holiday')]).toBe("All Saints' Day");
  });

  it('uses `;` and decimal commas in Polish and Ukrainian, translated columns, quotes names with separators and quotes, and totals everyone', async () => {
    const pl = await csv(tokens.super, '-company', { company_id: company.id, lang: 'pl' });
    expect(pl.text.slice(1).startsWith('Wiersz;Pracownik;E-mail;Dział;Data;Dzień;Zmiana;')).toBe(true);
    expect(pl.text).toContain('"Kowalski; Jan, ""Janek"""');
    const header = pl.rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const janek = pl.rows.filter((r) => r[1] === 'Kowalski; Jan, "Janek"');
    expect(janek.length).toBeGreaterThan(1);
    expect(janek.at(-1)![0]).toBe('suma');
    const lucjaDay = pl.rows.find((r) => r[1] === 'Łucja Żółć' && r[col('Data')] === '2030-11-05')!;
    expect([lucjaDay[col('Przepr. godz.')], lucjaDay[col('Odchylenie godz.')], lucjaDay[col('Status')]]).toEqual(['7,75', '-0,25', 'tak']);
    // The last row: everyone's totals, the sums of the people's.
    const people = pl.rows.filter((r) => r[0] === 'suma');
    const all = pl.rows.at(-1)!;
    expect(all[0]).toBe('suma, wszyscy pracownicy');
    for (const name of ['Plan godz.', 'Przepr. godz.', 'Nadgodziny']) {
      const sum = people.reduce((s, r) => s + hours(r[col(name)]!), 0);
      expect(hours(all[col(name)]!)).toBeCloseTo(sum, 2);
    }
    expect(Number(all[col('Zmiany')])).toBe(people.reduce((s, r) => s + Number(r[col('Zmiany')]), 0));
    // The company's totals of each person are their work schedule's.
    for (const who of [lucja, hanna, quoted]) {
      const { statistics } = await schedule(t, tokens.super, who.id, MONTH.start, MONTH.end);
      const row = people.find((r) => r[1] === who.name)!;
      expect([Number(row[col('Zmiany')]), hours(row[col('Plan godz.')]!), Number(row[col('Opuszczone')]), hours(row[col('Nadgodziny')]!)])
        .toEqual([
          statistics.total_shifts,
          statistics.planned_hours,
          statistics.missed,
          statistics.overtime_workdays_hours,
        ]);
    }

    const uk = await csv(tokens.super, '', { user_id: hanna.id, lang: 'uk' });
    expect(uk.text.slice(1).startsWith('Рядок;Працівник;')).toBe(true);
    const hers = uk.rows.find((r) => r[4] === '2030-11-04')!;
    expect(hers).toContain('10,00');
    expect(hers).toContain('+2,00');

    const en = await csv(tokens.super, '-department', { department_id: otherDept.id, lang: 'en' });
    expect(en.text).toContain('"Kowalski; Jan, ""Janek"""');
    expect(en.rows.at(-1)![0]).toBe('total, all employees');
  });
});
