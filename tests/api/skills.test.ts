// Skills (docs/skills.md): the catalogue, who holds which, the company setting, the plan check and
// the daily expiry notices.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createUser, demoOrg, hire, ok, randomId, signIn, type Tokens } from './support/org';
import { acmeDb, createScheduleApp, setClock } from './support/schedule';
import { skillConflicts } from '../../worker/features/skills/public';
import { noticeAllTenants } from '../../worker/jobs/skill-expiry';
import { SKILLS_MAX } from '../../worker/features/skills/schemas';
import { daysBetween } from '../../worker/lib/time';

let t: TestApp;
let tokens: Tokens;

let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  org = await demoOrg(t, tokens.super);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

const v1 = (path: string) => `/api/v1${path}`;
const call = (token: string | undefined, path: string, init: { method?: string; json?: unknown } = {}, host = ACME) =>
  t.call(host, v1(path), { token, ...init });
let n = 0;
const unique = (prefix: string) => `${prefix} ${++n}-${Math.random().toString(36).slice(2, 6)}`;
const addSkill = (token = tokens.admin, json: Record<string, unknown> = { name: unique('Skill') }) =>
  ok(call(token, '/skills', { json }), 201);

/** A new person employed in Produkcja of the Polish company. */
async function employee() {
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: org.production.id });
  return person;
}

describe('the demo tenant', () => {
  it("has the plant's skills, a forklift licence expiring in two weeks, and Produkcja's night requiring it", async () => {
    const { data } = await ok(call(tokens.super, '/skills'));
    const names = data.map((s: { name: string }) => s.name);
    for (const name of ['Wózek widłowy (UDT)', 'Pierwsza pomoc', 'Uprawnienia SEP do 1 kV', 'Obsługa kasy']) expect(names).toContain(name);
    const udt = data.find((s: { name: string }) => s.name === 'Wózek widłowy (UDT)');
    // Holders soonest first: one expires two weeks after the demo's day, the others months later.
    const until = udt.holders.map((h: { valid_until: string }) => h.valid_until) as string[];
    expect(until.length).toBeGreaterThan(3);
    expect(daysBetween(until[0]!, until[1]!)).toBeGreaterThan(150);
    const patterns = await ok(call(tokens.super, '/work-schedule/patterns/get?limit=1000'));
    const fourCrew = patterns.data.find((p: { name: string }) => p.name === '4 brygady 12 h');
    expect(fourCrew.shifts.find((s: { type: string }) => s.type === 'Nocna').required_skill_id).toBe(udt.id);
  });
});

describe('the catalogue', () => {
  it('lets admins add, rename and delete skills; everyone signed in lists them', async () => {
    const skill = await addSkill(tokens.admin, { name: unique('Wózek widłowy'), description: 'UDT' });
    expect(skill).toMatchObject({ description: 'UDT', holders: [] });
    const renamed = await ok(call(tokens.super, `/skills/${skill.id}`, { method: 'PATCH', json: { name: `${skill.name} II` } }));
    expect(renamed.name).toBe(`${skill.name} II`);
    const list = await ok(call(tokens.user, '/skills'));
    expect(list.data.some((s: { id: string }) => s.id === skill.id)).toBe(true);
    await ok(call(tokens.admin, `/skills/${skill.id}`, { method: 'DELETE' }));
    expect((await call(tokens.admin, `/skills/${skill.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses users, bad input and names taken whatever the case', async () => {
    expect((await call(tokens.user, '/skills', { json: { name: unique('X') } })).status).toBe(403);
    expect((await call(undefined, '/skills')).status).toBe(401);
    const empty = await call(tokens.admin, '/skills', { json: { name: '  ' } });
    expect(empty.status).toBe(422);
    expect((await call(tokens.admin, '/skills', { json: { name: 'x'.repeat(81) } })).status).toBe(422);
    expect((await call(tokens.admin, '/skills', { json: { name: unique('Y'), description: 'd'.repeat(501) } })).status).toBe(422);
    const skill = await addSkill();
    const taken = await call(tokens.admin, '/skills', { json: { name: skill.name.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('skills.name_taken');
    expect((await call(tokens.admin, `/skills/${randomId()}`, { method: 'PATCH', json: { name: 'Z' } })).status).toBe(404);
    expect((await call(tokens.admin, '/skills/not-an-id', { method: 'PATCH', json: { name: 'Z' } })).status).toBe(422);
  });

  it('keeps another tenant out: its ids are unknown', async () => {
    const skill = await addSkill();
    expect((await call(tokens.globex, `/skills/${skill.id}`, { method: 'DELETE' }, GLOBEX)).status).toBe(404);
    const theirs = await ok(call(tokens.globex, '/skills', {}, GLOBEX));
    expect(theirs.data.some((s: { id: string }) => s.id === skill.id)).toBe(false);
  });

  it('holds at most 200 skills', async () => {
    const db = await acmeDb(t);
    const { count } = await ok(call(tokens.admin, '/skills'));
    const { skills } = await import('../../worker/db/schema');
    const filler = Array.from({ length: SKILLS_MAX - count }, (_, i) => ({ id: randomId(), name: `Filler ${i} ${randomId()}` }));
    if (filler.length) await db.insert(skills).values(filler);
    const refused = await call(tokens.admin, '/skills', { json: { name: unique('One too many') } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('skills.too_many');
    const { inArray } = await import('drizzle-orm');
    if (filler.length) await db.delete(skills).where(inArray(skills.id, filler.map((f) => f.id)));
  });
});

describe("a person's skills", () => {
  it('admins set the whole list; the person reads it with how each stands', async () => {
    const person = await employee();
    const forklift = await addSkill();
    const aid = await addSkill();
    const set = await ok(
      call(tokens.admin, `/users/${person.id}/skills`, {
        method: 'PUT',
        json: { skills: [{ skill_id: forklift.id, valid_until: '2030-10-29' }, { skill_id: aid.id, valid_until: null }] },
      }),
    );
    expect(set.data.map((s: { skill_id: string; state: string }) => [s.skill_id, s.state]).sort()).toEqual(
      [[forklift.id, 'expiring'], [aid.id, 'valid']].sort(),
    );
    const token = await t.login(person.email, ACME, 'person-pass');
    expect((await ok(call(token, `/users/${person.id}/skills`))).data).toHaveLength(2);
    // The catalogue shows its holders to admins, not to users.
    const asAdmin = await ok(call(tokens.admin, '/skills'));
    expect(asAdmin.data.find((s: { id: string }) => s.id === forklift.id).holders).toEqual([
      expect.objectContaining({ user_id: person.id, valid_until: '2030-10-29' }),
    ]);
    expect((await ok(call(token, '/skills'))).data.find((s: { id: string }) => s.id === forklift.id).holders).toEqual([]);
    // Deleting the skill removes the holding.
    await ok(call(tokens.admin, `/skills/${aid.id}`, { method: 'DELETE' }));
    expect((await ok(call(token, `/users/${person.id}/skills`))).data).toHaveLength(1);
  });

  it('refuses users writing, colleagues reading, unknown skills and people, and bad input', async () => {
    const person = await employee();
    const skill = await addSkill();
    const put = (token: string, userId: string, json: unknown) => call(token, `/users/${userId}/skills`, { method: 'PUT', json });
    expect((await put(tokens.user, person.id, { skills: [] })).status).toBe(403);
    expect((await call(tokens.user, `/users/${person.id}/skills`)).status).toBe(403);
    expect((await put(tokens.admin, person.id, { skills: [{ skill_id: randomId() }] })).status).toBe(404);
    expect((await put(tokens.admin, randomId(), { skills: [] })).status).toBe(404);
    expect((await call(tokens.admin, `/users/${randomId()}/skills`)).status).toBe(404);
    const twice = await put(tokens.admin, person.id, { skills: [{ skill_id: skill.id }, { skill_id: skill.id }] });
    expect(twice.status).toBe(422);
    expect((await put(tokens.admin, person.id, { skills: [{ skill_id: skill.id, valid_until: '2030-02-30' }] })).status).toBe(422);
    expect((await ok(call(tokens.admin, `/users/${person.id}/skills`))).data).toEqual([]);
    // Another tenant's superadmin does not know the person.
    expect((await put(tokens.globex, person.id, { skills: [] }) as never as { status: number }).status).not.toBe(200);
    expect((await t.call(GLOBEX, v1(`/users/${person.id}/skills`), { token: tokens.globex })).status).toBe(404);
  });

  it("an admin of another company may not set a person's skills", async () => {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id, department_id: org.assembly.id });
    const admin2Companies = await ok(call(tokens.admin2, '/companies/'));
    const outside = !admin2Companies.data.some((c: { id: string }) => c.id === org.ukraine.id);
    const res = await call(tokens.admin2, `/users/${person.id}/skills`, { method: 'PUT', json: { skills: [] } });
    expect(res.status).toBe(outside ? 403 : 200);
  });
});

describe('the company setting', () => {
  it('warns by default; admins of the company change it', async () => {
    const path = `/companies/${org.poland.id}/skill-settings`;
    expect((await ok(call(tokens.admin, path))).skill_conflicts).toMatch(/warn|block/);
    expect((await ok(call(tokens.admin, path, { method: 'PUT', json: { skill_conflicts: 'block' } }))).skill_conflicts).toBe('block');
    expect((await ok(call(tokens.super, path, { method: 'PUT', json: { skill_conflicts: 'warn' } }))).skill_conflicts).toBe('warn');
    expect((await call(tokens.user, path)).status).toBe(403);
    expect((await call(tokens.admin, path, { method: 'PUT', json: { skill_conflicts: 'maybe' } })).status).toBe(422);
    expect((await call(tokens.admin, `/companies/${randomId()}/skill-settings`)).status).toBe(404);
  });
});

describe('the plan check', () => {
  it('reports a missing or expired required skill, blocking as the company set it', async () => {
    const skill = await addSkill();
    const holder = await employee();
    const without = await employee();
    await ok(
      call(tokens.admin, `/users/${holder.id}/skills`, {
        method: 'PUT',
        json: { skills: [{ skill_id: skill.id, valid_until: '2030-11-10' }] },
      }),
    );
    const pattern = await ok(
      call(tokens.admin, '/work-schedule/patterns/create', {
        json: {
          name: unique('Nights'),
          cycle_length: 1,
          shifts: [{ type: 'Noc', start: '22:00', end: '06:00', color: '#111111', days: [1], required_skill_id: skill.id }],
        },
      }),
    );
    expect(pattern.shifts[0].required_skill_id).toBe(skill.id);
    const db = await acmeDb(t);
    const shift = (userId: string, date: string) => ({
      userId,
      companyId: org.poland.id,
      date,
      type: 'Noc',
      patternId: pattern.id,
      startsAt: new Date(`${date}T21:00:00Z`),
      endsAt: new Date(`${date}T05:00:00Z`),
    });
    const input = {
      companyId: org.poland.id,
      now: t.platform.now(),
      shifts: [shift(holder.id, '2030-11-10'), shift(holder.id, '2030-11-11'), shift(without.id, '2030-11-10')],
    };
    const found = await skillConflicts(db, input);
    expect(found.map((c) => [c.user_id, c.date, c.code, c.params.skill, c.blocking])).toEqual([
      [holder.id, '2030-11-11', 'skills.expired', skill.name, false],
      [without.id, '2030-11-10', 'skills.missing', skill.name, false],
    ]);
    await ok(call(tokens.admin, `/companies/${org.poland.id}/skill-settings`, { method: 'PUT', json: { skill_conflicts: 'block' } }));
    expect((await skillConflicts(db, input)).every((c) => c.blocking)).toBe(true);
    await ok(call(tokens.admin, `/companies/${org.poland.id}/skill-settings`, { method: 'PUT', json: { skill_conflicts: 'warn' } }));
    // A shift of the pattern without the skill's type, or off pattern, requires nothing.
    expect(
      await skillConflicts(db, {
        ...input,
        shifts: [{ ...shift(without.id, '2030-11-10'), type: 'Dzień' }, { ...shift(without.id, '2030-11-10'), patternId: null }],
      }),
    ).toEqual([]);
    // Deleting the skill: the pattern requires it no more.
    await ok(call(tokens.admin, `/skills/${skill.id}`, { method: 'DELETE' }));
    expect((await ok(call(tokens.admin, `/work-schedule/patterns/get/${pattern.id}`))).shifts[0].required_skill_id ?? null).toBeNull();
    expect(await skillConflicts(db, input)).toEqual([]);
  });

  it('refuses a pattern requiring an unknown skill', async () => {
    const res = await call(tokens.admin, '/work-schedule/patterns/create', {
      json: {
        name: unique('P'),
        cycle_length: 1,
        shifts: [{ type: 'A', start: '06:00', end: '14:00', color: '#111111', days: [1], required_skill_id: randomId() }],
      },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('skills.not_found');
  });
});

describe('planning against the skills', () => {
  it('answers the conflict when the company warns and refuses the plan when it blocks', async () => {
    const skill = await addSkill();
    const person = await employee();
    const pattern = await ok(
      call(tokens.admin, '/work-schedule/patterns/create', {
        json: {
          name: unique('Nights UDT'),
          cycle_length: 1,
          shifts: [{ type: 'Noc', start: '22:00', end: '06:00', color: '#111111', days: [1], required_skill_id: skill.id }],
        },
      }),
    );
    const body = {
      pattern_id: pattern.id,
      user_ids: [person.id],
      start_month: '2030-11',
      anchor_date: '2030-11-01',
      include_holidays: true,
    };
    const settings = `/companies/${org.poland.id}/skill-settings`;
    await ok(call(tokens.admin, settings, { method: 'PUT', json: { skill_conflicts: 'block' } }));
    const refused = await call(tokens.admin, '/work-schedule/patterns/apply', { json: { months: 1, ...body } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('plan.conflicts');
    expect(refused.body.conflicts[0]).toMatchObject({
      kind: 'skill',
      code: 'skills.missing',
      params: { skill: skill.name },
      blocking: true,
    });
    await ok(call(tokens.admin, settings, { method: 'PUT', json: { skill_conflicts: 'warn' } }));
    const warned = await ok(call(tokens.admin, '/work-schedule/patterns/apply', { json: { months: 1, ...body } }));
    expect(warned.conflicts_total).toBe(30);
    expect(warned.conflicts[0]).toMatchObject({ user_id: person.id, code: 'skills.missing', blocking: false });
  });
});

describe('open shifts', () => {
  it('may require a skill; deleting the skill drops the requirement', async () => {
    const skill = await addSkill();
    const person = await employee();
    const offer = await ok(
      call(tokens.admin, '/open-shifts/', {
        json: {
          department_id: org.production.id,
          date: '2030-10-20',
          type: 'Noc',
          start: '22:00',
          end: '06:00',
          required_skill_id: skill.id,
        },
      }),
    );
    expect(offer.required_skill_id).toBe(skill.id);
    const input = {
      companyId: org.poland.id,
      now: t.platform.now(),
      shifts: [{ userId: person.id, companyId: org.poland.id, date: '2030-10-20', type: 'Noc', openShiftId: offer.id }],
    };
    expect((await skillConflicts(await acmeDb(t), input)).map((c) => c.code)).toEqual(['skills.missing']);
    const unknown = await call(tokens.admin, '/open-shifts/', {
      json: {
        department_id: org.production.id,
        date: '2030-10-20',
        type: 'Noc',
        start: '22:00',
        end: '06:00',
        required_skill_id: randomId(),
      },
    });
    expect(unknown.status).toBe(404);
    await ok(call(tokens.admin, `/skills/${skill.id}`, { method: 'DELETE' }));
    expect((await ok(call(tokens.admin, `/open-shifts/${offer.id}`))).required_skill_id).toBeNull();
  });
});

describe('claiming an open shift that requires a skill', () => {
  it('refuses a claimant without the skill or with it expired by the date, and takes a holder', async () => {
    const skill = await addSkill();
    const offer = await ok(
      call(tokens.admin, '/open-shifts/', {
        json: {
          department_id: org.production.id,
          date: '2030-10-20',
          type: 'Noc',
          start: '22:00',
          end: '06:00',
          places: 2,
          required_skill_id: skill.id,
        },
      }),
    );
    const signedIn = new Map<string, string>();
    const claim = async (person: { email: string }) => {
      if (!signedIn.has(person.email)) signedIn.set(person.email, await t.login(person.email, ACME, 'person-pass'));
      return call(signedIn.get(person.email), `/open-shifts/${offer.id}/claim`, { method: 'POST' });
    };
    const hold = (person: { id: string }, validUntil: string | null) =>
      ok(
        call(tokens.admin, `/users/${person.id}/skills`, {
          method: 'PUT',
          json: { skills: [{ skill_id: skill.id, valid_until: validUntil }] },
        }),
      );

    const without = await employee();
    const missing = await claim(without);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'shift_market.skill_missing', params: { skill: skill.name } });

    const lapsed = await employee();
    await hold(lapsed, '2030-10-19');
    const expired = await claim(lapsed);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'shift_market.skill_expired', params: { skill: skill.name, date: '2030-10-20' } });
    // Nothing stored: the admin sees no claim.
    expect((await ok(call(tokens.admin, `/open-shifts/${offer.id}`))).claims).toEqual([]);

    // Valid on the day itself (valid_until is inclusive), or without an end: claimed.
    await hold(lapsed, '2030-10-20');
    expect((await ok(claim(lapsed))).my_claim.status).toBe('pending');
    const holder = await employee();
    await hold(holder, null);
    expect((await ok(claim(holder))).my_claim.status).toBe('pending');

    // The skill deleted: the requirement goes, anyone of the department may claim.
    await ok(call(tokens.admin, `/skills/${skill.id}`, { method: 'DELETE' }));
    expect((await ok(claim(without))).my_claim.status).toBe('pending');
  });
});

describe('expiry notices', () => {
  const bell = async (token: string) =>
    (await ok(call(token, '/notifications/get?limit=1000'))).data as { kind: string; data: Record<string, string> }[];

  it('go 30 days ahead and on the day, to the person and their admins, once each', async () => {
    const skill = await addSkill();
    const person = await employee();
    const token = await t.login(person.email, ACME, 'person-pass');
    await ok(
      call(tokens.admin, `/users/${person.id}/skills`, {
        method: 'PUT',
        json: { skills: [{ skill_id: skill.id, valid_until: '2030-12-20' }] },
      }),
    );
    const mine = async (kind: string) => (await bell(token)).filter((x) => x.kind === kind && x.data.skill_id === skill.id).length;
    const admins = async (kind: string) =>
      (await bell(tokens.admin)).filter((x) => x.kind === kind && x.data.skill_id === skill.id && x.data.user_id === person.id).length;

    setClock(t, '2030-11-19T02:30:00Z'); // 31 days ahead: nothing yet
    await noticeAllTenants(t.platform, t.platform.now(), () => {});
    expect(await mine('skill_expiring')).toBe(0);
    setClock(t, '2030-11-20T02:30:00Z');
    await noticeAllTenants(t.platform, t.platform.now(), () => {});
    setClock(t, '2030-11-21T02:30:00Z');
    await noticeAllTenants(t.platform, t.platform.now(), () => {});
    expect(await mine('skill_expiring')).toBe(1);
    expect(await admins('skill_expiring')).toBe(1);
    setClock(t, '2030-12-20T02:30:00Z');
    await noticeAllTenants(t.platform, t.platform.now(), () => {});
    await noticeAllTenants(t.platform, t.platform.now(), () => {});
    expect(await mine('skill_expired')).toBe(1);
    expect(await admins('skill_expired')).toBe(1);
    expect(await mine('skill_expiring')).toBe(1);
  });
});
