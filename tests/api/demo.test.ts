// The demo tenant of a first start: two companies, four departments, 43 employees (three students, demo/availability.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeCards, employmentRecords, users } from '../../worker/db/schema';
import { DEMO_ACCOUNTS } from '../../worker/demo/seed';
import { isValidNip, isValidRegon } from '../../worker/features/org/tax-ids';
import { addDays, localDate } from '../../worker/lib/time';
import { ACME, createTestApp, type TestApp } from './support/app';
import { demoOrg, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
});
afterAll(() => t.close());

describe('demo tenant', () => {
  it('has the demo accounts, admin2 included', async () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.role])).toEqual([
      ['super@acme.test', 'superadmin'],
      ['admin@acme.test', 'admin'],
      ['admin2@acme.test', 'admin'],
      ['user@acme.test', 'user'],
    ]);
    const me = await t.call(ACME, '/api/v1/users/me', { token: tokens.admin2 });
    expect(me.body).toMatchObject({ email: 'admin2@acme.test', role: 'admin' });
  });

  it('has a Polish company with a valid NIP and REGON and a Ukrainian one in Europe/Kyiv, two departments each', async () => {
    const companies = (await t.call(ACME, '/api/v1/companies/', { token: tokens.super })).body;
    expect(companies.count).toBe(2);
    const { poland, ukraine } = await demoOrg(t, tokens.super);
    expect(poland).toMatchObject({ country: 'PL', timezone: 'Europe/Warsaw' });
    expect(isValidNip(poland.nip)).toBe(true);
    expect(isValidRegon(poland.regon)).toBe(true);
    expect(ukraine).toMatchObject({ country: 'UA', timezone: 'Europe/Kyiv' });
    expect((await t.call(ACME, '/api/v1/departments/', { token: tokens.super })).body.count).toBe(4);
  });

  it('has 43 employees with employment records; the superadmin is employed nowhere', async () => {
    const all = (await t.call(ACME, '/api/v1/users/?limit=1000', { token: tokens.super })).body;
    expect(all.count).toBe(44);
    const employed = new Set<string>();
    for (const user of all.data) {
      const records = (await t.call(ACME, `/api/v1/employees/${user.id}`, { token: tokens.super })).body.employment_records;
      if (records.length) employed.add(user.email);
    }
    expect(employed.size).toBe(43);
    expect(employed.has('super@acme.test')).toBe(false);
  });

  it('puts admin, admin2 and user in the same Polish company and department', async () => {
    const { poland, production } = await demoOrg(t, tokens.super);
    for (const id of [ids.admin, ids.admin2, ids.user]) {
      const [record] = (await t.call(ACME, `/api/v1/employees/${id}`, { token: tokens.super })).body.employment_records;
      expect(record).toMatchObject({ company_id: poland.id, department_id: production.id, end_date: null });
    }
  });

  it('hashes the shared demo password once for the generated accounts', async () => {
    const db = await t.platform.databases.get('acme');
    const hashes = new Set((await db.select({ hash: users.hashedPassword }).from(users)).map((r) => r.hash));
    // The superadmin comes from tenant provisioning; everyone else shares one hash.
    expect(hashes.size).toBe(2);
    await t.login('anna.nowicka@acme.test');
    await t.login('olena.shevchenko@acme.test');
  });

  it("has company news for each audience with cover images, the newest on the Polish people's bell", async () => {
    const feed = async (token: string) =>
      (await t.call(ACME, '/api/v1/company-news/', { token })).body.data as {
        id: string;
        title: string;
        image: string | null;
        companies: { name: string }[];
      }[];
    const mine = await feed(tokens.user);
    expect(mine.map((n) => n.title)).toEqual([
      'Wigilia firmowa 19 grudnia',
      'Szkolenie BHP dla nowych pracowników',
      'Witamy w Grafiku! / Ласкаво просимо до Grafik!',
    ]);
    const all = await feed(tokens.super);
    expect(all.map((n) => n.title)).toContain('Новий графік змін на складі');
    const withImages = all.filter((n) => n.image);
    expect(withImages).toHaveLength(3);
    for (const item of withImages) {
      const stored = await t.platform.blobs.forTenant('acme').get(item.image!.replace('/api/v1/media/files/', ''));
      expect(stored?.contentType).toBe('image/png');
      const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
      expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
    const bell = (await t.call(ACME, '/api/v1/notifications/get', { token: tokens.user })).body.data as {
      kind: string;
      link: string;
      read_at: string | null;
    }[];
    expect(bell.find((n) => n.kind === 'news_published')).toMatchObject({ link: `/news/${mine[0]!.id}`, read_at: null });
  });

  it("has yesterday's closed check-in sheet and today's open one in Produkcja", async () => {
    const list = (await t.call(ACME, '/api/v1/shift-entries/shifts', { token: tokens.admin })).body;
    const names = list.data.map((e: { name: string; status: string }) => [e.name.replace(/ \(.*\)$/, ''), e.status]);
    expect(names).toEqual([
      ['Zmiana poranna – hala A', 'opened'],
      ['Zmiana poranna – hala A', 'closed'],
    ]);
    const closed = list.data[1];
    const rows = (await t.call(ACME, `/api/v1/shift-entries/shifts/${closed.id}/entries`, { token: tokens.admin })).body;
    expect(rows.data).toHaveLength(10);
    expect(rows.data.every((row: { end_at: string | null }) => row.end_at !== null)).toBe(true);
  });

  it("has Produkcja's staffing needs per shift type, met but for one short stock-take day next week", async () => {
    const { production } = await demoOrg(t, tokens.super);
    const needs = (await t.call(ACME, `/api/v1/staffing/needs?department_id=${production.id}`, { token: tokens.admin })).body;
    expect(needs.shift_types).toEqual(expect.arrayContaining(['Dzienna', 'Nocna']));
    expect(needs.needs.length).toBeGreaterThanOrEqual(7);
    // Nights need at least one forklift driver (UDT).
    const udt = needs.skills.find((s: { name: string }) => s.name === 'Wózek widłowy (UDT)');
    const nights = needs.needs.filter((n: { shift_type: string; skill_id: string | null }) =>
      n.shift_type === 'Nocna' && n.skill_id === udt.id
    );
    expect(nights.length).toBeGreaterThan(0);
    expect(nights.every((n: { min: number }) => n.min === 1)).toBe(true);
    const overrides = (await t.call(ACME, `/api/v1/staffing/overrides?department_id=${production.id}`, { token: tokens.admin })).body;
    // The stock-take, and public holidays without a night planned (no UDT needed then).
    const stockTakes = overrides.data.filter((o: { skill_id: string | null }) => o.skill_id === null);
    expect(stockTakes).toEqual([expect.objectContaining({ shift_type: 'Dzienna', note: 'Inwentaryzacja roczna' })]);
    const holidays = overrides.data.filter((o: { skill_id: string | null }) => o.skill_id !== null);
    expect(
      holidays.every((o: { shift_type: string; skill_id: string; min: number }) =>
        o.shift_type === 'Nocna' && o.skill_id === udt.id && o.min === 0
      ),
    )
      .toBe(true);
    const day = stockTakes[0].start_date as string;
    const today = localDate(t.platform.now(), 'Europe/Warsaw');
    const end = addDays(today, 20);
    const coverage =
      (await t.call(ACME, `/api/v1/staffing/coverage?department_id=${production.id}&start=${today}&end=${end}`, { token: tokens.admin }))
        .body;
    const short = coverage.days.filter((c: { status: string }) => c.status === 'short');
    expect(short).toEqual([expect.objectContaining({ date: day, shift_type: 'Dzienna', short_by: 2, override: true })]);
    expect(coverage.days.some((c: { skill_name: string | null }) => c.skill_name === 'Wózek widłowy (UDT)')).toBe(true);
  });

  it('has an open night shift in Produkcja a week ahead with one pending claim, and a giveaway offer the demo user may take', async () => {
    const offers = (await t.call(ACME, '/api/v1/open-shifts/', { token: tokens.admin })).body;
    expect(offers.data).toHaveLength(1);
    expect(offers.data[0]).toMatchObject({
      department: { name: 'Produkcja' },
      start: '22:00',
      end: '06:00',
      places: 2,
      filled: 0,
      status: 'open',
    });
    expect(offers.data[0].claims.map((c: { status: string }) => c.status)).toEqual(['pending']);
    // It requires the forklift licence, which its claimant and the demo user hold on its date.
    const udt = (await t.call(ACME, '/api/v1/skills', { token: tokens.admin })).body.data.find((s: { name: string }) =>
      s.name === 'Wózek widłowy (UDT)'
    );
    expect(offers.data[0].required_skill_id).toBe(udt.id);
    const holders = udt.holders.map((h: { user_id: string }) => h.user_id);
    expect(holders).toContain(offers.data[0].claims[0].user.id);
    // The demo user works in Produkcja: they see it and may still claim it.
    const mine = (await t.call(ACME, '/api/v1/open-shifts/', { token: tokens.user })).body;
    expect(mine.data[0]).toMatchObject({ my_claim: null, claims: [] });
    const swaps = (await t.call(ACME, '/api/v1/shift-swaps/?scope=department', { token: tokens.user })).body;
    expect(swaps.data).toHaveLength(1);
    expect(swaps.data[0]).toMatchObject({ kind: 'giveaway', status: 'offered', can_accept: true });
  });

  it("has two months of usage, demo prices and last month's invoice draft", async () => {
    const days = (await t.call(ACME, '/api/v1/telemetry/daily', { token: tokens.admin })).body.data as { api: number; dau: number }[];
    expect(days.filter((d) => d.api > 0 && d.dau > 0).length).toBeGreaterThanOrEqual(29);
    const drafts = (await t.call(ACME, '/api/v1/telemetry/invoice', { token: tokens.admin })).body.data as {
      status: string;
      lines: { item: string; unit_price: number }[];
      total: number;
    }[];
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'draft', currency: 'PLN' });
    expect(drafts[0]!.lines.map((l) => [l.item, l.unit_price])).toEqual([
      ['active_users', 4.9],
      ['pdfs', 0.05],
      ['pushes', 0.01],
    ]);
    expect(drafts[0]!.total).toBeGreaterThan(0);
  });

  it('gives everyone employed in the Polish company an active card that the scanner resolves', async () => {
    const org = await demoOrg(t, tokens.super);
    const db = await t.platform.databases.get('acme');
    const polish = new Set((await db.select().from(employmentRecords)).filter((r) => r.companyId === org.poland.id).map((r) => r.userId));
    const cards = (await db.select().from(employeeCards)).filter((card) => card.status === 'active');
    expect(polish.size).toBeGreaterThan(10);
    expect(new Set(cards.filter((card) => polish.has(card.userId)).map((card) => card.userId))).toEqual(polish);
    const mine = cards.find((card) => card.userId === ids.user)!;
    const scanned = await t.call(ACME, '/api/v1/qr/verify', { method: 'POST', token: tokens.admin, json: { code: mine.number } });
    expect(scanned.body).toMatchObject({ id: ids.user, company: { id: org.poland.id } });
  });
  it('has students free on weekday evenings and weekends, an exam session, and a change awaiting the admins', async () => {
    const all = (await t.call(ACME, '/api/v1/users/?limit=1000', { token: tokens.super })).body.data as { id: string; email: string }[];
    const student = (local: string) => all.find((u) => u.email === `${local}@acme.test`)!;
    const today = localDate(t.platform.now(), 'Europe/Warsaw');
    for (const local of ['julia.zajac', 'kacper.wrobel', 'natalia.stepien']) {
      const body = (await t.call(ACME, `/api/v1/availability/users/${student(local).id}`, { token: tokens.admin })).body;
      expect(body.versions).toHaveLength(1);
      expect(body.versions[0].valid_from < today).toBe(true);
      expect(body.versions[0].days['1']).toEqual({ mode: 'windows', windows: [{ start: '17:00', end: '22:00' }] });
      expect(body.versions[0].days['6']).toEqual({ mode: 'all', windows: [] });
      expect(body.approval).toBe('admin');
    }
    const julia = (await t.call(ACME, `/api/v1/availability/users/${student('julia.zajac').id}`, { token: tokens.admin })).body;
    expect(julia.exceptions).toEqual([expect.objectContaining({ kind: 'unavailable', reason: 'Sesja egzaminacyjna' })]);
    expect(julia.exceptions[0].start_date > today).toBe(true);
    expect(julia.preferences).toMatchObject({ shift_types: { Wieczorna: 'prefer' }, hours_per_week: 20 });
    const pending = (await t.call(ACME, '/api/v1/availability/pending', { token: tokens.admin })).body;
    expect(pending.data).toEqual([expect.objectContaining({ user_name: 'Kacper Wróbel', kind: 'version', status: 'pending' })]);
    const bell = (await t.call(ACME, '/api/v1/notifications/get?limit=100', { token: tokens.admin })).body.data as { kind: string }[];
    expect(bell.some((n) => n.kind === 'availability_pending')).toBe(true);
    // The Ukrainian company keeps the default: changes take effect at once.
    const { ukraine } = await demoOrg(t, tokens.super);
    expect((await t.call(ACME, `/api/v1/availability/companies/${ukraine.id}/settings`, { token: tokens.super })).body).toMatchObject({
      approval: 'immediate',
    });
  });
});
