// The isolation table of tests/api/isolation.test.ts: one entry per operation of the OpenAPI
// document (issue 11). The policy it encodes (spec/product-rules.md "Errors and limits",
// docs/decisions.md "Scoping"):
//   - a route the caller's role can never use: 403;
//   - a record of this tenant outside the caller's scope: 403;
//   - an unknown id, or another tenant's: 404; another tenant's token on this host: 401;
//   - lists (and bulk actions over "my companies") leave out what is outside the scope: 'hidden';
//     a list filtered on an id the tenant does not know (another tenant's) answers an empty page,
//     not 404 (docs/decisions.md "Scoping", docs/api.md "Users").
// A record entry prepares a fresh record of company A of acme and says what each outsider gets:
//   adminB      an admin employed only in company B
//   userA       a plain user of company A who does not own the record
//   userB       a plain user of company B (where reads of A's organisation are at stake)
//   globex      globex's superadmin, with the record's ids, on globex's host (default 404)
//   globexHere  globex's superadmin's token on acme's host (default 401)
//   anonymous   no token at all (default 401)
// and who succeeds (`allow`), so that an entry refusing everyone cannot pass. An open entry has no
// record to protect (public routes, routes acting only on the caller) and says why; it still
// proves what can cross tenants there.
import { ACME, GLOBEX } from './app';
import {
  absence,
  departmentOfA,
  employee,
  employmentOfA,
  finishedShift,
  mailedBy,
  mailsTo,
  newsOfA,
  notification,
  openShiftOfA,
  patternOfA,
  plannedShift,
  read,
  roomMessageOfA,
  roomOfA,
  directOfA,
  runningShift,
  shiftEntryOfA,
  signUpInA,
  swapOfA,
  TODAY,
  unemployed,
  unique,
  type Person,
  type World,
} from './isolation';
import { changeOfA, eveningWeek, exceptionOfA } from './availability';
import { createCompany } from './org';
import { OFFICE } from './schedule';

export type Req = { path: string; method?: string; json?: unknown; form?: Record<string, string>; multipart?: FormData };
export type Outsider = 'adminB' | 'userA' | 'userB' | 'globex' | 'globexHere' | 'anonymous';
/** A status, 'hidden' (2xx that neither shows nor changes the record), or not an outsider here. */
export type Expect = number | 'hidden' | { na: string };
/** A prepared record: what its entry needs, with its owner when it has one. */
export type Rec = { owner?: Person };

export type RecordEntry<R extends object = Rec> = {
  op: string;
  prepare: (w: World) => Promise<R>;
  request: (r: R, w: World) => Req;
  refuse: { adminB: Expect; userA: Expect; userB?: Expect; globex?: Expect; globexHere?: Expect; anonymous?: Expect };
  /** Who succeeds: the admin of A, the record's owner, or acme's superadmin for superadmin routes. */
  allow: 'adminA' | 'owner' | 'super';
  /** The record as it stands (for writes): must be the same after every refused call. */
  read?: (w: World, r: R) => Promise<unknown>;
  /** Whether an answer shows (or a call reached) the record: true for `allow`, false when 'hidden'. */
  sees?: (w: World, r: R, answer: any) => boolean | Promise<boolean>;
  after?: (w: World) => Promise<unknown>;
  /** Why this entry departs from the policy's plain reading, where it does. */
  why?: string;
};

export type Check = {
  who: string;
  host: string;
  token?: string;
  req: Req;
  expect: number;
  also?: (res: { status: number; body: any }) => Promise<string | undefined> | string | undefined;
};
export type OpenEntry = { op: string; open: string; checks: (w: World) => Promise<Check[]>; after?: (w: World) => Promise<unknown> };
export type Entry = RecordEntry | OpenEntry;

const record = <R extends object>(entry: RecordEntry<R>) => entry as unknown as RecordEntry;
const v1 = (path: string) => `/api/v1${path}`;
const na = (why: string) => ({ na: why });
const has = (list: { id: string }[] | undefined, id: string) => Boolean(list?.some((x) => x.id === id));

// Common rows of the table.
/** A record of A: the admin of B and a colleague in A are both outside its scope. */
const SCOPED = { adminB: 403, userA: 403 } as const;
/** A person's own record (their shifts, requests, profile): every other plain user is outside. */
const PERSONAL = { adminB: 403, userA: 403, userB: 403 } as const;
/** A record of A's organisation that A's own users read. */
const ORG_READ = { adminB: 403, userA: na('employed in A: a user reads their own companies'), userB: 403 } as const;
/** A list for admins: another company's admin sees it without the record, users may not list. */
const ADMIN_LIST = { adminB: 'hidden', userA: 403, globex: 'hidden' } as const;
/** A superadmin's route: other roles never use it; globex's superadmin acts on globex only. */
const SUPER_ONLY = { adminB: 403, userA: 403, globex: 'hidden' } as const;

// Records and how they read as acme's superadmin.
/** A department of A needing one person on 'Rano' every day, with an override of it. */
const staffedOfA = async (w: World) => {
  const department = await departmentOfA(w);
  const needs = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ shift_type: 'Rano', weekday, min: 1, ideal: 2 }));
  await w.t.call(ACME, v1('/staffing/needs'), { method: 'PUT', token: w.super.token, json: { department_id: department.id, needs } });
  const res = await w.t.call(ACME, v1('/staffing/overrides'), {
    token: w.super.token,
    json: { department_id: department.id, shift_type: 'Noc', start_date: '2030-01-01', end_date: '2030-01-02', min: 1, ideal: 1 },
  });
  return { department, override: res.body as { id: string } };
};
/** A crew of A's department with one member of A. */
const crewOfA = async (w: World) => {
  const owner = await employee(w);
  const res = await w.t.call(ACME, v1('/crews/'), { token: w.super.token, json: { department_id: w.deptA.id, name: unique('Crew') } });
  const crew = res.body as { id: string; department_id: string };
  await w.t.call(ACME, v1(`/crews/${crew.id}/members`), { method: 'PUT', token: w.super.token, json: { user_ids: [owner.id] } });
  return { owner, crew };
};
const person = async (w: World) => ({ owner: await employee(w) });
/** A skill of acme's catalogue (tenant-wide: no company). */
const skillOfAcme = async (w: World) => {
  const res = await w.t.call(ACME, v1('/skills'), { token: w.super.token, json: { name: unique('Skill') } });
  return { skill: res.body as { id: string } };
};
const TENANT_WIDE = "the catalogue is the tenant's, not a company's: every admin manages it";
const userOf = (w: World, r: { owner?: Person }) => read(w, v1(`/users/${r.owner!.id}`));
const employeeOf = (w: World, r: { owner?: Person }) => read(w, v1(`/employees/${r.owner!.id}`));
const shiftOf = (w: World, r: { shift: { id: string } }) => read(w, v1(`/work-schedule/get-id?schedule_id=${r.shift.id}`));
const requestOf = (w: World, r: { request: { id: string } }) => read(w, v1(`/vacation-sick/get/${r.request.id}`));
/** Only its owner reads a notification. */
const notificationOf = async (w: World, r: { owner?: Person; notification: { id: string } }) =>
  ((await read(w, v1('/notifications/get?limit=1000'), r.owner!.token)).body.data as { id: string }[]).find((n) =>
    n.id === r.notification.id
  ) ?? 'gone';
/** A person's active card as acme's superadmin gets it (made on the first read). */
const cardOf = async (w: World, r: { owner?: Person }) =>
  (await w.t.call(ACME, v1('/qr/issue-simple'), { method: 'POST', token: w.super.token, json: { user_id: r.owner!.id } })).body as unknown;
const november = (r: { owner?: Person }) => `?user_id=${r.owner!.id}&start=2030-11-01&end=2030-11-30`;

/** A chat room's tickets: its members and managers only; another tenant's room is unknown. */
async function roomTickets(w: World, names: (room: string) => (res: { body: any }) => string | undefined): Promise<Check[]> {
  const { owner, room } = await roomOfA(w);
  const req = { path: v1('/realtime/ticket'), method: 'POST', json: { room: `room:${room.id}` } };
  return [
    { who: 'a colleague who is not a member', host: ACME, token: w.userA.token, req, expect: 403 },
    { who: "another company's admin", host: ACME, token: w.adminB.token, req, expect: 403 },
    { who: "globex's superadmin with acme's room id", host: GLOBEX, token: w.globex, req, expect: 404 },
    { who: 'the admin who manages it', host: ACME, token: w.adminA.token, req, expect: 200 },
    { who: 'a member', host: ACME, token: owner.token, req, expect: 200, also: names(`acme:room:${room.id}`) },
  ];
}

/** A multipart body with a 1×1 PNG in `field` (uploads). */
const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);
const pngForm = (field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([PNG_1x1], { type: 'image/png' }), 'a.png');
  return form;
};
/** An image uploaded on acme by `owner` (default: a new employee of A). */
async function imageOf(w: World, kind: 'misc' | 'news' = 'misc', owner?: Person) {
  owner ??= kind === 'news' ? w.adminA : await employee(w);
  const res = await w.t.call(ACME, v1(kind === 'misc' ? '/media/images' : `/media/${kind}/images`), {
    method: 'POST',
    token: owner.token,
    multipart: pngForm(),
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { owner, url: res.body.url as string };
}
/** Whether acme still serves the image. */
const servedStatus = async (w: World, r: { url: string }) =>
  (await w.t.fetch(`http://${ACME}${r.url}`, { headers: { Host: ACME } })).status;

/** A personal calendar feed of a new employee of A, with its secret address. */
async function feedOfA(w: World) {
  const owner = await employee(w);
  const res = await w.t.call(ACME, v1('/calendar-feeds'), { method: 'POST', token: owner.token, json: { scope: 'user' } });
  if (res.status !== 201) throw new Error(`feed failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { owner, feed: res.body as { id: string; url: string } };
}
/** The owner's feeds as they read them (only the owner can). */
const feedsOfOwner = (w: World, r: { owner?: Person }) => read(w, v1('/calendar-feeds'), r.owner!.token);

const me = (op: string, json?: unknown): OpenEntry => {
  const [method, path] = op.split(' ') as [string, string];
  return {
    op,
    open: 'acts on the caller only: no record of anyone else to reach; a token works on its own tenant only',
    checks: async (w) => [
      { who: "globex's token on acme's host", host: ACME, token: w.globex, req: { path, method, json }, expect: 401 },
      { who: "a user of acme's token on globex's host", host: GLOBEX, token: w.userA.token, req: { path, method, json }, expect: 401 },
    ],
  };
};

const recoveryProof = (path: (email: string) => string, json?: (email: string) => unknown) => async (w: World): Promise<Check[]> => {
  const sent = mailsTo(w, w.userA.email).length;
  const req = { path: path(w.userA.email), method: 'POST', json: json?.(w.userA.email) };
  const also = async () => {
    await w.t.settle(); // a mail would leave after the answer
    return mailsTo(w, w.userA.email).length === sent ? undefined : 'a mail was sent';
  };
  return [{ who: "an acme email on globex's host", host: GLOBEX, req, expect: 200, also }];
};
const policyIs = (w: World, host: string, token: string, policy: string) =>
  w.t.call(host, v1('/settings/signup-policy'), { method: 'PUT', token, json: { policy } });

/** The host tenant's own usage and invoices (tests/api/telemetry.test.ts): admins read, superadmins act. */
const usage = (op: string, json?: unknown): OpenEntry => {
  const [method, path] = op.split(' ') as [string, string];
  const superOnly = method === 'POST';
  return {
    op,
    open: "the host tenant's own usage and invoices: no record of a person or a company to reach; another tenant's token is refused",
    checks: async (w) => {
      const req = { path, method, json };
      return [
        { who: 'anonymous', host: ACME, req, expect: 401 },
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req, expect: 401 },
        { who: "acme's token on globex's host", host: GLOBEX, token: w.super.token, req, expect: 401 },
        { who: 'a user of A', host: ACME, token: w.userA.token, req, expect: 403 },
        { who: 'an admin of B', host: ACME, token: w.adminB.token, req, expect: superOnly ? 403 : 200 },
        { who: "globex's superadmin on globex's host", host: GLOBEX, token: w.globex, req, expect: 200 },
      ];
    },
  };
};

export const table: Entry[] = [
  // ------------------------------------------------------------------------- public and own
  {
    op: 'GET /api/check-domain',
    open: 'public, host-independent: answers for one slug, never lists tenants',
    checks: async () => [
      {
        who: 'anyone on acme asking about globex',
        host: ACME,
        req: { path: '/api/check-domain?domain=globex' },
        expect: 200,
        also: (res) => (Object.keys(res.body).sort().join() === 'domain,exists,name' ? undefined : `answers ${JSON.stringify(res.body)}`),
      },
    ],
  },
  {
    op: 'GET /api/tenant',
    open: 'public: names the tenant of the host, whatever token comes along',
    checks: async (w) => [
      {
        who: "acme's token on globex's host",
        host: GLOBEX,
        token: w.super.token,
        req: { path: '/api/tenant' },
        expect: 200,
        also: (res) => (res.body.domain === 'globex' ? undefined : `names ${res.body.domain}`),
      },
    ],
  },
  {
    op: 'GET /api/link-preview',
    open:
      "fetches a public page for any signed-in user of the host tenant; its cache is the host tenant's own (tests/api/link-preview.test.ts)",
    checks: async (w) => {
      // A refused address: the answers prove who gets past the guards without any fetch.
      const req = { path: `/api/link-preview?url=${encodeURIComponent('http://127.0.0.1/')}` };
      return [
        { who: 'anonymous', host: ACME, req, expect: 401 },
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req, expect: 401 },
        { who: "a user of acme's token on globex's host", host: GLOBEX, token: w.userA.token, req, expect: 401 },
        { who: 'a user of A', host: ACME, token: w.userA.token, req, expect: 422 },
      ];
    },
  },
  {
    op: 'GET /api/v1/utils/health-check',
    open: 'public, host-independent: answers true and nothing of any tenant',
    checks: async (w) => [
      {
        who: "globex's token on acme's host",
        host: ACME,
        token: w.globex,
        req: { path: v1('/utils/health-check') },
        expect: 200,
        also: (res) => (res.body === true ? undefined : `answers ${JSON.stringify(res.body)}`),
      },
    ],
  },
  {
    op: 'POST /api/v1/login/access-token',
    open: 'public: signs in; accounts live in their own tenant',
    checks: async (w) => [
      {
        who: "acme's credentials on globex's host",
        host: GLOBEX,
        req: { path: v1('/login/access-token'), form: { username: w.userA.email, password: 'person-pass' } },
        expect: 400,
      },
    ],
  },
  me('POST /api/v1/login/test-token'),
  {
    op: 'POST /api/v1/password-recovery',
    open: 'public: mails the account of the host tenant, if any',
    checks: recoveryProof(() => v1('/password-recovery'), (email) => ({ email })),
  },
  {
    op: 'POST /api/v1/password-recovery/{email}',
    open: 'public: mails the account of the host tenant, if any',
    checks: recoveryProof((email) => v1(`/password-recovery/${email}`)),
  },
  {
    op: 'POST /api/v1/reset-password',
    open: 'public: the reset token names its tenant',
    checks: async (w) => {
      const owner = await employee(w);
      const mail = await mailedBy(w, owner.email, 'acme', () => w.t.call(ACME, v1('/password-recovery'), { json: { email: owner.email } }));
      const link = /\/reset-password\?token=(\S+)/.exec(mail.text);
      if (!link) throw new Error('no reset link mailed');
      const token = decodeURIComponent(link[1]!);
      return [{
        who: "acme's reset token on globex's host",
        host: GLOBEX,
        req: { path: v1('/reset-password'), json: { token, new_password: 'another-pass-1' } },
        expect: 400,
      }];
    },
  },
  record({
    op: 'POST /api/v1/password-recovery-html-content/{email}',
    prepare: person,
    request: (r) => ({ path: v1(`/password-recovery-html-content/${r.owner!.email}`), method: 'POST' }),
    refuse: { adminB: 403, userA: 403 },
    allow: 'super',
  }),
  me('GET /api/v1/users/me/consent'),
  me('POST /api/v1/users/me/consent', {}),
  me('GET /api/v1/users/me/has-consent'),
  {
    op: 'POST /api/v1/realtime/ticket',
    open: "signs a ticket for the host tenant's rooms: a user's own channel, or the tenant's room",
    checks: async (w) => {
      const own = { path: v1('/realtime/ticket'), method: 'POST', json: { room: `user:${w.userA.id}` } };
      const names = (room: string) => (res: { body: any }) => (res.body.room === room ? undefined : `names ${res.body.room}`);
      return [
        { who: "a user asking for another user's channel", host: ACME, token: w.userB.token, req: own, expect: 403 },
        { who: "a superadmin asking for a user's channel", host: ACME, token: w.super.token, req: own, expect: 403 },
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req: { ...own, json: { room: 'tenant:all' } }, expect: 401 },
        { who: "acme's user on globex's host", host: GLOBEX, token: w.userA.token, req: own, expect: 401 },
        {
          who: 'the user, for their own channel',
          host: ACME,
          token: w.userA.token,
          req: own,
          expect: 200,
          also: names(`acme:user:${w.userA.id}`),
        },
        ...(await roomTickets(w, names)),
      ];
    },
  },
  {
    op: 'GET /api/v1/settings/signup-policy',
    open: "public: the host tenant's own setting",
    checks: async (w) => {
      await policyIs(w, GLOBEX, w.globex, 'closed');
      const says = (policy: string) => (res: { body: any }) => (res.body.policy === policy ? undefined : `answers ${res.body.policy}`);
      return [
        {
          who: 'anyone on acme (globex closed its sign-up)',
          host: ACME,
          req: { path: v1('/settings/signup-policy') },
          expect: 200,
          also: says('approval'),
        },
        {
          who: "globex's token on acme's host",
          host: ACME,
          token: w.globex,
          req: { path: v1('/settings/signup-policy') },
          expect: 200,
          also: says('approval'),
        },
        { who: "anyone on globex's host", host: GLOBEX, req: { path: v1('/settings/signup-policy') }, expect: 200, also: says('closed') },
      ];
    },
    after: (w) => policyIs(w, GLOBEX, w.globex, 'approval'),
  },
  record({
    op: 'PUT /api/v1/settings/signup-policy',
    prepare: async () => ({}),
    request: () => ({ path: v1('/settings/signup-policy'), method: 'PUT', json: { policy: 'open' } }),
    refuse: SUPER_ONLY,
    allow: 'super',
    read: (w) => read(w, v1('/settings/signup-policy')),
    sees: async (w) => (await read(w, v1('/settings/signup-policy'))).body.policy === 'open',
    after: async (w) => Promise.all([policyIs(w, ACME, w.super.token, 'approval'), policyIs(w, GLOBEX, w.globex, 'approval')]),
    why: "a tenant-wide setting, no id: globex's superadmin sets globex's own (hidden: acme's stays)",
  }),
  {
    op: 'POST /api/v1/users/signup',
    open: 'public: creates an account in the host tenant only',
    checks: async (w) => {
      const email = `${unique('signup')}@acme.test`;
      return [
        {
          who: "anyone on globex's host",
          host: GLOBEX,
          req: { path: v1('/users/signup'), json: { email, password: 'person-pass', full_name: 'Globex Signup' } },
          expect: 200,
          also: async () => ((await read(w, v1(`/users/?search=${encodeURIComponent(email)}`))).body.count === 0
            ? undefined
            : 'the account is in acme too'),
        },
      ];
    },
  },
  me('GET /api/v1/users/me'),
  me('PATCH /api/v1/users/me', { full_name: 'Renamed Caller' }),
  me('DELETE /api/v1/users/me'),
  me('PATCH /api/v1/users/me/password', { current_password: 'person-pass', new_password: 'another-pass-1' }),

  // ----------------------------------------------------------------------------------- users
  record({
    op: 'GET /api/v1/users',
    prepare: person,
    request: (r) => ({ path: v1(`/users/?search=${encodeURIComponent(r.owner!.email)}&limit=1000`) }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.owner!.id),
  }),
  record({
    op: 'POST /api/v1/users',
    prepare: async () => ({ email: `${unique('created')}@acme.test` }),
    request: (r) => ({ path: v1('/users/'), json: { email: r.email, password: 'person-pass', full_name: 'Created Person' } }),
    refuse: {
      adminB: na('an admin creates accounts employed nowhere (the pool every admin hires from): no company to be outside of'),
      userA: 403,
      userB: 403,
      globex: 'hidden',
    },
    allow: 'adminA',
    read: async (w, r) => (await read(w, v1(`/users/?search=${encodeURIComponent(r.email)}`))).body.count,
  }),
  record({
    op: 'GET /api/v1/users/{user_id}',
    prepare: person,
    request: (r) => ({ path: v1(`/users/${r.owner!.id}`) }),
    refuse: PERSONAL,
    allow: 'adminA',
  }),
  record({
    op: 'PATCH /api/v1/users/{user_id}',
    prepare: person,
    request: (r) => ({ path: v1(`/users/${r.owner!.id}`), method: 'PATCH', json: { full_name: 'Renamed Person' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: userOf,
  }),
  record({
    op: 'DELETE /api/v1/users/{user_id}',
    prepare: person,
    request: (r) => ({ path: v1(`/users/${r.owner!.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: userOf,
  }),
  record({
    op: 'POST /api/v1/users/{user_id}/activate',
    prepare: async (w) => ({ owner: await signUpInA(w) }),
    request: (r) => ({ path: v1(`/users/${r.owner!.id}/activate`), method: 'POST' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: userOf,
  }),

  // --------------------------------------------------------------------- companies, departments
  record({
    op: 'POST /api/v1/companies',
    prepare: async () => ({ name: unique('Company') }),
    request: (r) => ({ path: v1('/companies/'), json: { name: r.name } }),
    refuse: SUPER_ONLY,
    allow: 'super',
    read: async (w, r) => ((await read(w, v1('/companies/?limit=1000'))).body.data as { name: string }[]).filter((c) => c.name === r.name),
  }),
  record({
    op: 'GET /api/v1/companies',
    prepare: async (w) => ({ company: w.companyA }),
    request: () => ({ path: v1('/companies/?limit=1000') }),
    refuse: { ...ORG_READ, adminB: 'hidden', userB: 'hidden', globex: 'hidden' },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.company.id),
  }),
  record({
    op: 'GET /api/v1/companies/{company_id}',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}`) }),
    refuse: ORG_READ,
    allow: 'adminA',
  }),
  record({
    op: 'PATCH /api/v1/companies/{company_id}',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}`), method: 'PATCH', json: { description: unique('Edited') } }),
    refuse: { ...SCOPED, userB: 403 },
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/companies/${r.company.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/companies/{company_id}',
    prepare: async (w) => ({ company: await createCompany(w.t, w.super.token) }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'super',
    read: (w, r) => read(w, v1(`/companies/${r.company.id}`)),
    why: 'deleting companies is a superadmin route: the admin of B gets 403 for the role',
  }),
  record({
    op: 'POST /api/v1/departments',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1('/departments/'), json: { company_id: r.company.id, name: unique('Department') } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/companies/${r.company.id}`)),
  }),
  record({
    op: 'GET /api/v1/departments',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1(`/departments/?company_id=${r.department.company_id}&limit=1000`) }),
    refuse: { adminB: 'hidden', userA: 'hidden', userB: 'hidden', globex: 'hidden' },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.department.id),
    why:
      'a list leaves out what is outside the scope, also when filtered on another company (docs/decisions.md "Scoping"); userA does not work in this department',
  }),
  record({
    op: 'GET /api/v1/departments/{dept_id}',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1(`/departments/${r.department.id}`) }),
    refuse: PERSONAL,
    allow: 'adminA',
  }),
  record({
    op: 'PATCH /api/v1/departments/{dept_id}',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1(`/departments/${r.department.id}`), method: 'PATCH', json: { description: 'Edited' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/departments/${r.department.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/departments/{dept_id}',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1(`/departments/${r.department.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/departments/${r.department.id}`)),
  }),

  // ----------------------------------------------------------------------------------- crews
  record({
    op: 'GET /api/v1/crews',
    prepare: crewOfA,
    request: (r) => ({ path: v1(`/crews/?department_id=${r.crew.department_id}`) }),
    refuse: SCOPED,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.crew.id),
    why: "a department's crews: the admin of B is outside the department's company (403), users never manage crews",
  }),
  record({
    op: 'POST /api/v1/crews',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1('/crews/'), json: { department_id: r.department.id, name: 'A' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/crews/?department_id=${r.department.id}`)),
  }),
  record({
    op: 'PATCH /api/v1/crews/{crew_id}',
    prepare: crewOfA,
    request: (r) => ({ path: v1(`/crews/${r.crew.id}`), method: 'PATCH', json: { name: 'Renamed' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/crews/?department_id=${r.crew.department_id}`)),
  }),
  record({
    op: 'DELETE /api/v1/crews/{crew_id}',
    prepare: crewOfA,
    request: (r) => ({ path: v1(`/crews/${r.crew.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/crews/?department_id=${r.crew.department_id}`)),
  }),
  record({
    op: 'PUT /api/v1/crews/{crew_id}/members',
    prepare: crewOfA,
    request: (r) => ({ path: v1(`/crews/${r.crew.id}/members`), method: 'PUT', json: { user_ids: [] } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/crews/?department_id=${r.crew.department_id}`)),
  }),

  // -------------------------------------------------------------------------------- staffing
  record({
    op: 'GET /api/v1/staffing/needs',
    prepare: staffedOfA,
    request: (r) => ({ path: v1(`/staffing/needs?department_id=${r.department.id}`) }),
    refuse: SCOPED,
    allow: 'adminA',
    sees: (_w, _r, answer) => answer.needs?.length === 7,
    why: "a department's needs: the admin of B is outside the department's company (403), users never manage needs",
  }),
  record({
    op: 'PUT /api/v1/staffing/needs',
    prepare: staffedOfA,
    request: (r) => ({ path: v1('/staffing/needs'), method: 'PUT', json: { department_id: r.department.id, needs: [] } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/staffing/needs?department_id=${r.department.id}`)),
  }),
  record({
    op: 'GET /api/v1/staffing/overrides',
    prepare: staffedOfA,
    request: (r) => ({ path: v1(`/staffing/overrides?department_id=${r.department.id}`) }),
    refuse: SCOPED,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.override.id),
  }),
  record({
    op: 'POST /api/v1/staffing/overrides',
    prepare: staffedOfA,
    request: (r) => ({
      path: v1('/staffing/overrides'),
      json: { department_id: r.department.id, shift_type: 'Rano', start_date: '2030-02-01', end_date: '2030-02-01', min: 3, ideal: 3 },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/staffing/overrides?department_id=${r.department.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/staffing/overrides/{override_id}',
    prepare: staffedOfA,
    request: (r) => ({ path: v1(`/staffing/overrides/${r.override.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/staffing/overrides?department_id=${r.department.id}`)),
  }),
  record({
    op: 'GET /api/v1/staffing/coverage',
    prepare: staffedOfA,
    request: (r) => ({ path: v1(`/staffing/coverage?department_id=${r.department.id}&start=2030-01-01&end=2030-01-07`) }),
    refuse: SCOPED,
    allow: 'adminA',
    sees: (_w, _r, answer) => answer.days?.length > 0,
  }),
  record({
    op: 'GET /api/v1/staffing/gaps',
    prepare: staffedOfA,
    request: () => ({ path: v1('/staffing/gaps') }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => Boolean(answer.data?.some((g: { department_id: string }) => g.department_id === r.department.id)),
    why: "gaps of the departments one manages: B's admin gets a list without A's, users never see gaps",
  }),
  record({
    op: 'GET /api/v1/staffing/candidates',
    prepare: staffedOfA,
    request: (r) => ({ path: v1(`/staffing/candidates?department_id=${r.department.id}&date=2030-01-01&shift_type=Rano`) }),
    refuse: SCOPED,
    allow: 'adminA',
    sees: (_w, r, answer) => answer.department_id === r.department.id && Array.isArray(answer.data),
    why: "who can fill a department's gap: the admin of B is outside the department's company (403), users never see it",
  }),

  // ------------------------------------------------------------------------------- employees
  record({
    op: 'POST /api/v1/employees',
    prepare: async (w) => ({ person: await unemployed(w), company: w.companyA }),
    request: (r, w) => ({
      path: v1('/employees/'),
      json: { user_id: r.person.id, company_id: r.company.id, department_id: w.deptA.id, start_date: '2024-01-01' },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/employees/${r.person.id}`)),
    why: 'the person is employed nowhere (in every admin’s pool): what the admin of B may not reach is company A',
  }),
  record({
    op: 'GET /api/v1/employees/{user_id}',
    prepare: person,
    request: (r) => ({ path: v1(`/employees/${r.owner!.id}`) }),
    refuse: PERSONAL,
    allow: 'adminA',
  }),
  record({
    op: 'PATCH /api/v1/employees/{id}',
    prepare: employmentOfA,
    request: (r) => ({ path: v1(`/employees/${r.record.id}`), method: 'PATCH', json: { position: 'Renamed position' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: employeeOf,
  }),

  // ---------------------------------------------------------------------------- work schedule
  record({
    op: 'GET /api/v1/work-schedule/patterns/get',
    prepare: async (w) => ({ pattern: await patternOfA(w), department: w.deptA }),
    request: (r) => ({ path: v1(`/work-schedule/patterns/get?department_id=${r.department.id}&limit=1000`) }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.pattern.id),
  }),
  record({
    op: 'POST /api/v1/work-schedule/patterns/create',
    prepare: async (w) => ({ department: w.deptA }),
    request: (r) => ({
      path: v1('/work-schedule/patterns/create'),
      json: { ...OFFICE, name: unique('Pattern'), department_id: r.department.id },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: async (w, r) => read(w, v1(`/work-schedule/patterns/get?department_id=${r.department.id}&limit=1000`)),
  }),
  record({
    op: 'GET /api/v1/work-schedule/patterns/get/{pattern_Id}',
    prepare: async (w) => ({ pattern: await patternOfA(w) }),
    request: (r) => ({ path: v1(`/work-schedule/patterns/get/${r.pattern.id}`) }),
    refuse: SCOPED,
    allow: 'adminA',
  }),
  record({
    op: 'DELETE /api/v1/work-schedule/patterns/delete/{pattern_Id}',
    prepare: async (w) => ({ pattern: await patternOfA(w) }),
    request: (r) => ({ path: v1(`/work-schedule/patterns/delete/${r.pattern.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/patterns/get/${r.pattern.id}`)),
  }),
  record({
    op: 'POST /api/v1/work-schedule/patterns/apply',
    prepare: person,
    request: (r, w) => ({
      path: v1('/work-schedule/patterns/apply'),
      json: { pattern_id: w.office.id, user_ids: [r.owner!.id], start_month: '2030-12', anchor_date: '2030-12-02' },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/get?user_id=${r.owner!.id}&start=2030-12-01&end=2030-12-31`)),
    sees: (_w, _r, answer) => answer.created > 0,
    why: 'a shared pattern, which the admin of B may use: what they may not reach is the person of A',
  }),
  record({
    op: 'POST /api/v1/work-schedule/patterns/preview',
    prepare: person,
    request: (r, w) => ({
      path: v1('/work-schedule/patterns/preview'),
      json: { pattern_id: w.office.id, user_ids: [r.owner!.id], start_month: '2030-12', anchor_date: '2030-12-02' },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/get?user_id=${r.owner!.id}&start=2030-12-01&end=2030-12-31`)),
    sees: (_w, r, answer) => answer.people?.[0]?.user_id === r.owner!.id,
    why: 'as apply: a shared pattern, which the admin of B may use: what they may not reach is the person of A',
  }),
  record({
    op: 'GET /api/v1/work-schedule/get',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/get${november(r)}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'GET /api/v1/work-schedule/get-id',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/get-id?schedule_id=${r.shift.id}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'GET /api/v1/work-schedule/open',
    prepare: (w) => runningShift(w),
    request: () => ({ path: v1(`/work-schedule/open?date=${TODAY}`) }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.shift.id),
  }),
  record({
    op: 'POST /api/v1/work-schedule/start',
    prepare: (w) => plannedShift(w, TODAY),
    request: (r) => ({ path: v1('/work-schedule/start'), json: { schedule_id: r.shift.id } }),
    refuse: SCOPED,
    allow: 'owner',
    read: shiftOf,
  }),
  record({
    op: 'POST /api/v1/work-schedule/stop',
    prepare: (w) => runningShift(w),
    request: (r) => ({ path: v1('/work-schedule/stop'), json: { schedule_id: r.shift.id } }),
    refuse: SCOPED,
    allow: 'owner',
    read: shiftOf,
  }),
  record({
    op: 'PATCH /api/v1/work-schedule/confirm',
    prepare: (w) => finishedShift(w),
    request: (r) => ({ path: v1('/work-schedule/confirm'), method: 'PATCH', json: { schedule_id: r.shift.id } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: shiftOf,
  }),
  record({
    op: 'POST /api/v1/work-schedule/auto-confirm',
    prepare: (w) => finishedShift(w, w.brief),
    request: () => ({ path: v1('/work-schedule/auto-confirm'), json: { start: TODAY, end: TODAY } }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    read: shiftOf,
    sees: async (w, r) => (await shiftOf(w, r)).body.confirmed === true,
    why:
      "the spec's route takes no company: it runs over the caller's companies, so an outsider's run answers 200 and leaves A's shift alone",
  }),
  record({
    op: 'GET /api/v1/employees-schedule',
    prepare: (w) => plannedShift(w),
    request: (_r, w) => ({ path: v1(`/employees-schedule/?company_id=${w.companyA.id}&month=2030-11`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    // The answer is compact (docs/api.md): a person is a tuple whose first element is the user id.
    sees: (_w, r, answer) => Boolean(answer.employees?.some((e: [string]) => e[0] === r.owner!.id)),
    why: "userA: a user reads the team calendar of their department, never a whole company's grid (docs/api.md)",
  }),

  // ------------------------------------------------------------------------------ skills
  record({
    op: 'GET /api/v1/skills',
    prepare: skillOfAcme,
    request: () => ({ path: v1('/skills') }),
    refuse: { adminB: na(TENANT_WIDE), userA: na('every signed-in role reads the catalogue'), globex: 'hidden' },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.skill.id),
  }),
  record({
    op: 'POST /api/v1/skills',
    prepare: async () => ({ name: unique('Skill') }),
    request: (r) => ({ path: v1('/skills'), json: { name: r.name } }),
    refuse: { adminB: na(TENANT_WIDE), userA: 403, globex: 'hidden' },
    allow: 'adminA',
    why: "globex's superadmin adds the skill to globex's own catalogue",
  }),
  record({
    op: 'PATCH /api/v1/skills/{skill_id}',
    prepare: skillOfAcme,
    request: (r) => ({ path: v1(`/skills/${r.skill.id}`), method: 'PATCH', json: { description: 'Changed' } }),
    refuse: { adminB: na(TENANT_WIDE), userA: 403 },
    allow: 'adminA',
    read: (w) => read(w, v1('/skills')),
  }),
  record({
    op: 'DELETE /api/v1/skills/{skill_id}',
    prepare: skillOfAcme,
    request: (r) => ({ path: v1(`/skills/${r.skill.id}`), method: 'DELETE' }),
    refuse: { adminB: na(TENANT_WIDE), userA: 403 },
    allow: 'adminA',
    read: (w) => read(w, v1('/skills')),
  }),
  record({
    op: 'GET /api/v1/users/{user_id}/skills',
    prepare: person,
    request: (r) => ({ path: v1(`/users/${r.owner!.id}/skills`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'PUT /api/v1/users/{user_id}/skills',
    prepare: person,
    request: (r) => ({ path: v1(`/users/${r.owner!.id}/skills`), method: 'PUT', json: { skills: [] } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/users/${r.owner!.id}/skills`)),
  }),
  record({
    op: 'GET /api/v1/companies/{company_id}/skill-settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}/skill-settings`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: the setting is for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'PUT /api/v1/companies/{company_id}/skill-settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}/skill-settings`), method: 'PUT', json: { skill_conflicts: 'warn' } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/companies/${r.company.id}/skill-settings`)),
    why: 'userA: the setting is for admins of the company (the route is refused to the role)',
  }),

  // ------------------------------------------------------------------ labour law
  record({
    op: 'GET /api/v1/companies/{company_id}/labour-law',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}/labour-law`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: the settings are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'PUT /api/v1/companies/{company_id}/labour-law',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/companies/${r.company.id}/labour-law`), method: 'PUT', json: { overtime_limit_hours: 151 } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/companies/${r.company.id}/labour-law`)),
    why: 'userA: the settings are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'GET /api/v1/labour-law/breaches',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/labour-law/breaches${november(r)}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  // ------------------------------------------------------------------ labour cost
  record({
    op: 'GET /api/v1/labour-cost/departments/{department_id}',
    prepare: async (w) => ({ dept: w.deptA }),
    request: (r) => ({ path: v1(`/labour-cost/departments/${r.dept.id}?start=2030-11-01&end=2030-11-30`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: department totals are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'GET /api/v1/labour-cost/departments/{department_id}/people',
    prepare: async (w) => ({ dept: w.deptA }),
    request: (r) => ({ path: v1(`/labour-cost/departments/${r.dept.id}/people?start=2030-11-01&end=2030-11-30`) }),
    refuse: PERSONAL,
    allow: 'super',
    why: "people's pay is for superadmins only (the route is refused to other roles)",
  }),
  record({
    op: 'GET /api/v1/labour-cost/departments/{department_id}/budgets',
    prepare: async (w) => ({ dept: w.deptA }),
    request: (r) => ({ path: v1(`/labour-cost/departments/${r.dept.id}/budgets`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: budgets are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'PUT /api/v1/labour-cost/departments/{department_id}/budgets/{month}',
    prepare: async (w) => ({ dept: w.deptA }),
    request: (r) => ({ path: v1(`/labour-cost/departments/${r.dept.id}/budgets/2030-11`), method: 'PUT', json: { amount: 1000 } }),
    refuse: PERSONAL,
    allow: 'super',
    read: (w, r) => read(w, v1(`/labour-cost/departments/${r.dept.id}/budgets`)),
    why: 'budgets are written by superadmins (the route is refused to other roles)',
  }),
  record({
    op: 'DELETE /api/v1/labour-cost/departments/{department_id}/budgets/{month}',
    prepare: async (w) => {
      await w.t.call(ACME, v1(`/labour-cost/departments/${w.deptA.id}/budgets/2030-12`), {
        method: 'PUT',
        token: w.super.token,
        json: { amount: 5 },
      });
      return { dept: w.deptA };
    },
    request: (r) => ({ path: v1(`/labour-cost/departments/${r.dept.id}/budgets/2030-12`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'super',
    read: (w, r) => read(w, v1(`/labour-cost/departments/${r.dept.id}/budgets`)),
    why: 'budgets are written by superadmins (the route is refused to other roles)',
  }),
  record({
    op: 'GET /api/v1/labour-cost/companies/{company_id}/settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/labour-cost/companies/${r.company.id}/settings`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: the settings are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'PUT /api/v1/labour-cost/companies/{company_id}/settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/labour-cost/companies/${r.company.id}/settings`), method: 'PUT', json: { night_start: '22:00' } }),
    refuse: PERSONAL,
    allow: 'super',
    read: (w, r) => read(w, v1(`/labour-cost/companies/${r.company.id}/settings`)),
    why: 'the settings are written by superadmins (the route is refused to other roles)',
  }),
  // ------------------------------------------------------------------------------ availability
  record({
    op: 'GET /api/v1/availability/users/{user_id}',
    prepare: async (w) => ({ owner: await employee(w) }),
    request: (r) => ({ path: v1(`/availability/users/${r.owner!.id}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'PUT /api/v1/availability/users/{user_id}/weekly',
    prepare: async (w) => ({ owner: await employee(w) }),
    request: (r) => ({ path: v1(`/availability/users/${r.owner!.id}/weekly`), method: 'PUT', json: eveningWeek('2030-11-01') }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'POST /api/v1/availability/users/{user_id}/exceptions',
    prepare: async (w) => ({ owner: await employee(w) }),
    request: (r) => ({
      path: v1(`/availability/users/${r.owner!.id}/exceptions`),
      method: 'POST',
      json: { start_date: '2030-11-10', end_date: '2030-11-10', kind: 'unavailable' },
    }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/availability/exceptions/{id}',
    prepare: exceptionOfA,
    request: (r) => ({ path: v1(`/availability/exceptions/${r.exception.id}`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'PUT /api/v1/availability/users/{user_id}/preferences',
    prepare: async (w) => ({ owner: await employee(w) }),
    request: (r) => ({ path: v1(`/availability/users/${r.owner!.id}/preferences`), method: 'PUT', json: { weekends_off: true } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'GET /api/v1/availability/pending',
    prepare: changeOfA,
    request: () => ({ path: v1('/availability/pending?limit=1000') }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.change.id),
  }),
  record({
    op: 'POST /api/v1/availability/pending/{id}/approve',
    prepare: changeOfA,
    request: (r) => ({ path: v1(`/availability/pending/${r.change.id}/approve`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'POST /api/v1/availability/pending/{id}/reject',
    prepare: changeOfA,
    request: (r) => ({ path: v1(`/availability/pending/${r.change.id}/reject`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/availability/users/${r.owner!.id}`)),
  }),
  record({
    op: 'GET /api/v1/availability/departments/{department_id}',
    prepare: async (w) => ({ department: w.deptA }),
    request: (r) => ({ path: v1(`/availability/departments/${r.department.id}?date=2030-11-04&start=06:00&end=14:00`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: the department view is for admins (the route is refused to the role)',
  }),
  record({
    op: 'GET /api/v1/availability/companies/{company_id}/settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/availability/companies/${r.company.id}/settings`) }),
    refuse: PERSONAL,
    allow: 'adminA',
    why: 'userA: the settings are for admins of the company (the route is refused to the role)',
  }),
  record({
    op: 'PUT /api/v1/availability/companies/{company_id}/settings',
    prepare: async (w) => ({ company: w.companyA }),
    request: (r) => ({ path: v1(`/availability/companies/${r.company.id}/settings`), method: 'PUT', json: { conflicts: 'warn' } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/availability/companies/${r.company.id}/settings`)),
    why: 'userA: the settings are for admins of the company (the route is refused to the role)',
  }),
  // ------------------------------------------------------------------------------ plan edits
  record({
    op: 'PUT /api/v1/work-schedule/patterns/update/{pattern_Id}',
    prepare: async (w) => ({ pattern: await patternOfA(w) }),
    request: (r) => ({
      path: v1(`/work-schedule/patterns/update/${r.pattern.id}`),
      method: 'PUT',
      json: { ...OFFICE, name: unique('Edited') },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/patterns/get/${r.pattern.id}`)),
  }),
  record({
    op: 'POST /api/v1/work-schedule/patterns/reapply',
    prepare: async (w) => {
      const pattern = await patternOfA(w);
      const owner = await employee(w);
      await w.t.call(ACME, v1('/work-schedule/patterns/apply'), {
        token: w.super.token,
        json: { pattern_id: pattern.id, user_ids: [owner.id], start_month: '2030-11', anchor_date: '2030-11-04' },
      });
      await w.t.call(ACME, v1(`/work-schedule/patterns/update/${pattern.id}`), {
        method: 'PUT',
        token: w.super.token,
        json: {
          ...OFFICE,
          name: unique('Edited'),
          department_id: w.deptA.id,
          shifts: [{ ...OFFICE.shifts[0], start: '10:00', end: '18:00' }],
        },
      });
      return { owner, pattern };
    },
    request: (r) => ({ path: v1('/work-schedule/patterns/reapply'), json: { pattern_id: r.pattern.id, from_date: '2030-11-01' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/get${november(r)}`)),
    sees: (_w, _r, answer) => answer.applications === 1,
  }),
  record({
    op: 'POST /api/v1/work-schedule/plan',
    prepare: person,
    request: (r) => ({
      path: v1('/work-schedule/plan'),
      json: { user_id: r.owner!.id, date: '2030-11-09', type: 'Extra', start: '08:00', end: '12:00', color: '#123456' },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/work-schedule/get${november(r)}`)),
  }),
  record({
    op: 'PATCH /api/v1/work-schedule/plan/{shift_id}',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/plan/${r.shift.id}`), method: 'PATCH', json: { type: 'Changed' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: shiftOf,
  }),
  record({
    op: 'DELETE /api/v1/work-schedule/plan/{shift_id}',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/plan/${r.shift.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'adminA',
    read: shiftOf,
  }),
  record({
    op: 'POST /api/v1/work-schedule/plan/{shift_id}/move',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/plan/${r.shift.id}/move`), json: { date: '2030-11-09' } }),
    refuse: SCOPED,
    allow: 'adminA',
    read: shiftOf,
  }),
  record({
    op: 'GET /api/v1/work-schedule/plan/{shift_id}/history',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1(`/work-schedule/plan/${r.shift.id}/history`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),

  // ------------------------------------------------------------------ absence and notifications
  record({
    op: 'POST /api/v1/vacation-sick/create',
    prepare: person,
    request: (r) => ({
      path: v1('/vacation-sick/create'),
      json: { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-19', user_id: r.owner!.id },
    }),
    refuse: SCOPED,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/vacation-sick/get-by-user?user_id=${r.owner!.id}&year=2030`)),
  }),
  record({
    op: 'GET /api/v1/vacation-sick/preview',
    prepare: person,
    request: (r) => ({ path: v1(`/vacation-sick/preview?type=sick&start_date=2030-11-18&end_date=2030-11-19&user_id=${r.owner!.id}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'PATCH /api/v1/vacation-sick/update',
    prepare: (w) => absence(w),
    request: (r) => ({ path: v1('/vacation-sick/update'), method: 'PATCH', json: { id: r.request.id, status: 'canceled' } }),
    refuse: SCOPED,
    allow: 'owner',
    read: requestOf,
    why: 'cancelling, which a user may do to their own request: the refusal must come from the scope, not the role',
  }),
  record({
    op: 'PATCH /api/v1/vacation-sick/canceled',
    prepare: (w) => absence(w, 'approved'),
    request: (r) => ({ path: v1('/vacation-sick/canceled'), method: 'PATCH', json: { id: r.request.id } }),
    refuse: SCOPED,
    allow: 'owner',
    read: requestOf,
  }),
  record({
    op: 'GET /api/v1/vacation-sick/get',
    prepare: (w) => absence(w),
    request: (r) => ({ path: v1(`/vacation-sick/get?user_id=${r.owner!.id}&limit=1000`) }),
    refuse: ADMIN_LIST,
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.request.id),
  }),
  record({
    op: 'GET /api/v1/vacation-sick/get-by-user',
    prepare: (w) => absence(w),
    request: (r) => ({ path: v1(`/vacation-sick/get-by-user?user_id=${r.owner!.id}&year=2030`) }),
    refuse: PERSONAL,
    allow: 'owner',
    sees: (_w, r, answer) => has(answer.data, r.request.id),
  }),
  record({
    op: 'GET /api/v1/vacation-sick/get/{id}',
    prepare: (w) => absence(w),
    request: (r) => ({ path: v1(`/vacation-sick/get/${r.request.id}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'GET /api/v1/notifications/get',
    prepare: notification,
    request: () => ({ path: v1('/notifications/get?limit=1000') }),
    refuse: { adminB: 'hidden', userA: 'hidden', globex: 'hidden' },
    allow: 'owner',
    sees: (_w, r, answer) => has(answer.data, r.notification.id),
  }),
  record({
    op: 'PATCH /api/v1/notifications/mark-all',
    prepare: notification,
    request: () => ({ path: v1('/notifications/mark-all'), method: 'PATCH' }),
    refuse: { adminB: 'hidden', userA: 'hidden', globex: 'hidden' },
    allow: 'owner',
    read: notificationOf,
    sees: async (w, r) => Boolean(((await notificationOf(w, r)) as { read_at?: string }).read_at),
    why: "acts on the caller's own notifications: an outsider's call answers 200 and leaves the owner's unread",
  }),
  record({
    op: 'PATCH /api/v1/notifications/mark/{id}',
    prepare: notification,
    request: (r) => ({ path: v1(`/notifications/mark/${r.notification.id}`), method: 'PATCH', json: { read: true } }),
    refuse: SCOPED,
    allow: 'owner',
    read: notificationOf,
  }),
  record({
    op: 'DELETE /api/v1/notifications/delete/{id}',
    prepare: notification,
    request: (r) => ({ path: v1(`/notifications/delete/${r.notification.id}`), method: 'DELETE' }),
    refuse: SCOPED,
    allow: 'owner',
    read: notificationOf,
  }),

  // ------------------------------------------------------------------------------------- push
  me('GET /api/v1/push/public-key'),
  me('GET /api/v1/push/preferences'),
  me('PUT /api/v1/push/preferences', { muted_kinds: [] }),
  me('POST /api/v1/push/register', {
    token: { endpoint: 'https://fcm.googleapis.com/fcm/send/isolation', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
  }),
  {
    op: 'DELETE /api/v1/push/register',
    open:
      "deletes the caller's own subscription of an endpoint: anyone else's is not found (tests/api/push.test.ts registers and proves it stays)",
    checks: async (w) => {
      const json = { endpoint: 'https://fcm.googleapis.com/fcm/send/isolation-delete' };
      const req = { path: v1('/push/register'), method: 'DELETE', json };
      return [
        { who: 'a user of acme, the endpoint not theirs', host: ACME, token: w.userA.token, req, expect: 404 },
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req, expect: 401 },
        { who: "a user of acme's token on globex's host", host: GLOBEX, token: w.userA.token, req, expect: 401 },
        { who: 'no token', host: ACME, req, expect: 401 },
      ];
    },
  },

  // -------------------------------------------------------------------------------- telemetry
  usage('GET /api/v1/telemetry/daily'),
  usage('GET /api/v1/telemetry/monthly'),
  usage('GET /api/v1/telemetry/invoice'),
  usage('POST /api/v1/telemetry/aggregate/monthly', { month: '2020-01' }),
  usage('POST /api/v1/telemetry/invoice', { month: '2020-01' }),

  // ------------------------------------------------------------------------------------- news
  record({
    op: 'GET /api/v1/company-news',
    prepare: newsOfA,
    request: () => ({ path: v1('/company-news?limit=100') }),
    refuse: { adminB: 'hidden', userA: na('employed in A: reads the news of A'), userB: 'hidden', globex: 'hidden' },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.news.id),
  }),
  record({
    op: 'POST /api/v1/company-news',
    prepare: async () => ({}),
    request: (_r, w) => ({
      path: v1('/company-news'),
      method: 'POST',
      json: { title: unique('News'), body: 'Treść', company_ids: [w.companyA.id] },
    }),
    refuse: { adminB: 422, userA: 403, userB: 403, globex: 422 },
    allow: 'adminA',
    why: 'another company as the audience is bad input for that admin (422 on company_ids), as an unknown company id is for globex',
  }),
  record({
    op: 'GET /api/v1/company-news/{id}',
    prepare: newsOfA,
    request: (r) => ({ path: v1(`/company-news/${r.news.id}`) }),
    refuse: { adminB: 403, userA: na('employed in A: reads the news of A'), userB: 403 },
    allow: 'adminA',
  }),
  record({
    op: 'PATCH /api/v1/company-news/{id}',
    prepare: newsOfA,
    request: (r) => ({ path: v1(`/company-news/${r.news.id}`), method: 'PATCH', json: { title: unique('Renamed') } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/company-news/${r.news.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/company-news/{id}',
    prepare: newsOfA,
    request: (r) => ({ path: v1(`/company-news/${r.news.id}`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/company-news/${r.news.id}`)),
  }),

  // ---------------------------------------------------------------------------- QR and cards
  me('POST /api/v1/qr/issue'),
  record({
    op: 'POST /api/v1/qr/issue-simple',
    prepare: person,
    request: (r) => ({ path: v1('/qr/issue-simple'), method: 'POST', json: { user_id: r.owner!.id } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => cardOf(w, r),
  }),
  record({
    op: 'POST /api/v1/qr/cards/{user_id}/reissue',
    prepare: person,
    request: (r) => ({ path: v1(`/qr/cards/${r.owner!.id}/reissue`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => cardOf(w, r),
  }),
  record({
    op: 'POST /api/v1/qr/verify',
    prepare: async (w) => {
      const owner = await employee(w);
      return { owner, card: (await cardOf(w, { owner })) as { id: string } };
    },
    request: (r) => ({ path: v1('/qr/verify'), method: 'POST', json: { code: r.card.id } }),
    refuse: { adminB: 403, userA: 403, userB: 403 },
    allow: 'adminA',
    why: "globex's superadmin posts acme's card id on globex's host: an unknown code (404 qr.code_unknown)",
  }),
  record({
    op: 'GET /api/v1/qr/cards/{user_id}/pdf',
    prepare: person,
    request: (r) => ({ path: v1(`/qr/cards/${r.owner!.id}/pdf?lang=pl`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),

  // --------------------------------------------------------------------------- calendar feeds
  me('GET /api/v1/calendar-feeds'),
  record({
    op: 'POST /api/v1/calendar-feeds',
    prepare: async (w) => ({ department: await departmentOfA(w) }),
    request: (r) => ({ path: v1('/calendar-feeds'), method: 'POST', json: { scope: 'department', department_id: r.department.id } }),
    refuse: { adminB: 403, userA: 403, userB: 403 },
    allow: 'adminA',
    why: "a personal feed acts on the caller only; a department feed is for admins of the department's company (users 403 always)",
  }),
  record({
    op: 'POST /api/v1/calendar-feeds/{feed_id}/replace',
    prepare: feedOfA,
    request: (r) => ({ path: v1(`/calendar-feeds/${r.feed.id}/replace`), method: 'POST' }),
    refuse: { adminB: 404, userA: 404, userB: 404 },
    allow: 'owner',
    read: feedsOfOwner,
    why:
      "a feed is its owner's alone (a secret address): anyone else's id is not found, superadmins' too (tests/api/calendar-feeds.test.ts)",
  }),
  record({
    op: 'DELETE /api/v1/calendar-feeds/{feed_id}',
    prepare: feedOfA,
    request: (r) => ({ path: v1(`/calendar-feeds/${r.feed.id}`), method: 'DELETE' }),
    refuse: { adminB: 404, userA: 404, userB: 404 },
    allow: 'owner',
    read: feedsOfOwner,
    why: "a feed is its owner's alone (a secret address): anyone else's id is not found, superadmins' too",
  }),
  {
    op: 'GET /api/v1/calendar-feeds/{file}',
    open: "public: the secret address is the key, on its own tenant's host only (another host does not know the token)",
    checks: async (w) => {
      const { feed } = await feedOfA(w);
      const req = { path: new URL(feed.url).pathname };
      return [
        { who: 'a calendar app on acme', host: ACME, req, expect: 200 },
        { who: "the same address on globex's host", host: GLOBEX, req, expect: 404 },
        { who: "globex's token on globex's host", host: GLOBEX, token: w.globex, req, expect: 404 },
        { who: 'a made-up token on acme', host: ACME, req: { path: v1(`/calendar-feeds/${'A'.repeat(43)}.ics`) }, expect: 404 },
      ];
    },
  },

  // ----------------------------------------------------------------------------- hour reports
  ...(['pdf', 'csv'] as const).flatMap((format) => [
    record({
      op: `GET /api/v1/document/${format}/report`,
      prepare: (w) => plannedShift(w),
      request: (r) => ({ path: v1(`/document/${format}/report${november(r)}&lang=pl`) }),
      refuse: PERSONAL,
      allow: 'owner',
    }),
    record({
      op: `GET /api/v1/document/${format}/report-company`,
      prepare: async (w) => ({ company: w.companyA }),
      request: (r) => ({ path: v1(`/document/${format}/report-company?company_id=${r.company.id}&start=2030-11-01&end=2030-11-30`) }),
      refuse: { adminB: 403, userA: 403, userB: 403 },
      allow: 'adminA',
      why: "users never read a whole company's hours: the route is for admins (403 for every user)",
    }),
    record({
      op: `GET /api/v1/document/${format}/report-department`,
      prepare: async (w) => ({ department: await departmentOfA(w) }),
      request: (r) => ({
        path: v1(`/document/${format}/report-department?department_id=${r.department.id}&start=2030-11-01&end=2030-11-30&lang=uk`),
      }),
      refuse: { adminB: 403, userA: 403, userB: 403 },
      allow: 'adminA',
      why: "users never read a department's hours, their own department's included: the route is for admins",
    }),
  ]),

  // ------------------------------------------------------------------------------------- chat
  record({
    op: 'GET /api/v1/rooms',
    prepare: roomOfA,
    request: () => ({ path: v1('/rooms?limit=1000') }),
    refuse: { adminB: 'hidden', userA: 'hidden', userB: 'hidden', globex: 'hidden' },
    allow: 'owner',
    sees: (_w, r, answer) => has(answer.data, r.room.id),
  }),
  record({
    op: 'POST /api/v1/rooms',
    prepare: person,
    request: (r) => ({ path: v1('/rooms'), method: 'POST', json: { name: unique('Room'), member_ids: [r.owner!.id] } }),
    refuse: { adminB: 422, userA: 403, userB: 403, globex: 422 },
    allow: 'adminA',
    why: "another company's employee as a member is bad input for that admin (422 on member_ids), as an unknown id is for globex",
  }),
  record({
    op: 'GET /api/v1/rooms/{id}',
    prepare: roomOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}`) }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'PATCH /api/v1/rooms/{id}',
    prepare: roomOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}`), method: 'PATCH', json: { name: unique('Renamed') } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/rooms/${r.room.id}`)),
  }),
  record({
    op: 'DELETE /api/v1/rooms/{id}',
    prepare: roomOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/rooms/${r.room.id}`)),
  }),
  record({
    op: 'GET /api/v1/rooms/{id}/messages',
    prepare: roomMessageOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}/messages`) }),
    refuse: PERSONAL,
    allow: 'owner',
    sees: (_w, r, answer) => has(answer.data, r.message.id),
  }),
  record({
    op: 'POST /api/v1/rooms/{id}/messages',
    prepare: roomOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}/messages`), method: 'POST', json: { body: 'Hej' } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/rooms/${r.room.id}/messages`)),
  }),
  record({
    op: 'PATCH /api/v1/rooms/{id}/messages/{message_id}',
    prepare: roomMessageOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}/messages/${r.message.id}`), method: 'PATCH', json: { body: 'Poprawione' } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/rooms/${r.room.id}/messages`)),
  }),
  record({
    op: 'DELETE /api/v1/rooms/{id}/messages/{message_id}',
    prepare: roomMessageOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}/messages/${r.message.id}`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/rooms/${r.room.id}/messages`)),
  }),
  record({
    op: 'POST /api/v1/rooms/{id}/read',
    prepare: roomMessageOfA,
    request: (r) => ({ path: v1(`/rooms/${r.room.id}/read`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'GET /api/v1/direct/{id}/messages',
    prepare: directOfA,
    request: (r) => ({ path: v1(`/direct/${r.chat.id}/messages`) }),
    refuse: PERSONAL,
    allow: 'owner',
    sees: (_w, r, answer) => has(answer.data, r.message.id),
  }),
  record({
    op: 'POST /api/v1/direct/messages',
    prepare: directOfA,
    request: (r) => ({ path: v1('/direct/messages'), method: 'POST', json: { chat_id: r.chat.id, body: 'Hej' } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/direct/${r.chat.id}/messages`), r.owner!.token),
  }),
  record({
    op: 'PATCH /api/v1/direct/messages/{message_id}',
    prepare: directOfA,
    request: (r) => ({ path: v1(`/direct/messages/${r.message.id}`), method: 'PATCH', json: { body: 'Poprawione' } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/direct/${r.chat.id}/messages`), r.owner!.token),
  }),
  record({
    op: 'DELETE /api/v1/direct/messages/{message_id}',
    prepare: directOfA,
    request: (r) => ({ path: v1(`/direct/messages/${r.message.id}`), method: 'DELETE' }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/direct/${r.chat.id}/messages`), r.owner!.token),
  }),
  record({
    op: 'POST /api/v1/direct/{id}/read',
    prepare: directOfA,
    request: (r) => ({ path: v1(`/direct/${r.chat.id}/read`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  {
    op: 'GET /api/v1/direct/users',
    open: "lists the host tenant's active people to write to: nobody of another tenant, and no other person's conversations",
    checks: async (w) => {
      const { owner, peer } = await directOfA(w);
      const req = { path: v1('/direct/users?limit=1000') };
      const noConversation = (res: { body: any }) => {
        const row = (res.body.data as { user: { id: string }; chat_id: string | null }[]).find((p) =>
          p.user.id === peer.id || p.user.id === owner.id
        );
        return row && row.chat_id === null ? undefined : "shows the pair's conversation to a third person";
      };
      return [
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req, expect: 401 },
        {
          who: "globex's superadmin on globex's host",
          host: GLOBEX,
          token: w.globex,
          req,
          expect: 200,
          also: (res) => (JSON.stringify(res.body).includes(owner.id) ? 'lists an acme user' : undefined),
        },
        { who: 'another user of A', host: ACME, token: w.userA.token, req, expect: 200, also: noConversation },
      ];
    },
  },
  {
    op: 'POST /api/v1/direct/chats',
    open: "opens the caller's own conversation with someone of the host tenant",
    checks: async (w) => {
      const req = { path: v1('/direct/chats'), method: 'POST', json: { user_id: w.userA.id } };
      return [
        { who: "globex's token on acme's host", host: ACME, token: w.globex, req, expect: 401 },
        { who: "globex's superadmin with an acme user's id", host: GLOBEX, token: w.globex, req, expect: 404 },
        { who: 'a user of B', host: ACME, token: w.userB.token, req, expect: 200 },
      ];
    },
  },
  me('GET /api/v1/chat/unread'),

  // ------------------------------------------------------------------------------------ media
  record({
    op: 'POST /api/v1/media/{kind}/images',
    prepare: async () => ({}),
    request: () => ({ path: v1('/media/news/images'), method: 'POST', multipart: pngForm() }),
    refuse: {
      adminB: na('any admin uploads news, rooms and companies images: no record to scope until the news part links them'),
      userA: 403,
      userB: 403,
      globex: 'hidden',
    },
    allow: 'adminA',
    why: "globex's superadmin stores in globex's own store (hidden: nothing of acme reached)",
  }),
  {
    op: 'POST /api/v1/media/images',
    open: "stores the caller's own image in the host tenant's store; a token works on its own tenant only",
    checks: async (w) => [
      {
        who: "globex's token on acme's host",
        host: ACME,
        token: w.globex,
        req: { path: v1('/media/images'), method: 'POST', multipart: pngForm() },
        expect: 401,
      },
      {
        who: "a user of acme's token on globex's host",
        host: GLOBEX,
        token: w.userA.token,
        req: { path: v1('/media/images'), method: 'POST', multipart: pngForm() },
        expect: 401,
      },
      {
        who: 'a user of A',
        host: ACME,
        token: w.userA.token,
        req: { path: v1('/media/images'), method: 'POST', multipart: pngForm() },
        expect: 201,
        also: (res) => (String(res.body.url).includes(`/misc/${w.userA.id}/`) ? undefined : `names ${res.body.url}`),
      },
    ],
  },
  record({
    op: 'DELETE /api/v1/media/images/url',
    prepare: (w) => imageOf(w),
    request: (r) => ({ path: v1('/media/images/url'), method: 'DELETE', json: { imageUrl: r.url } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: servedStatus,
    why: "only the uploader deletes (a superadmin too, but an avatar); globex's store has no such image (404)",
  }),
  record({
    op: 'DELETE /api/v1/media/images/{kind}',
    prepare: (w) => imageOf(w, 'news'),
    request: (r) => ({ path: v1('/media/images/news'), method: 'DELETE', json: { imageUrl: r.url } }),
    refuse: PERSONAL,
    allow: 'owner',
    read: servedStatus,
    why: "the uploading admin (or a superadmin) deletes; another company's admin is not the uploader",
  }),
  {
    op: 'GET /api/v1/media/files/{kind}/{owner}/{name}',
    open: "public by design (an <img> sends no token; the address is unguessable): served on its own tenant's host only",
    checks: async (w) => {
      const { url } = await imageOf(w);
      return [
        { who: "anyone on globex's host with acme's address", host: GLOBEX, req: { path: url }, expect: 404 },
        { who: "globex's token on globex's host", host: GLOBEX, token: w.globex, req: { path: url }, expect: 404 },
        { who: "anyone on acme's host", host: ACME, req: { path: url }, expect: 200 },
      ];
    },
  },
  {
    op: 'POST /api/v1/users/me/avatar',
    open: 'acts on the caller only: no record of anyone else to reach; a token works on its own tenant only',
    checks: async (w) => [
      {
        who: "globex's token on acme's host",
        host: ACME,
        token: w.globex,
        req: { path: v1('/users/me/avatar'), method: 'POST', multipart: pngForm('avatar') },
        expect: 401,
      },
      {
        who: "a user of acme's token on globex's host",
        host: GLOBEX,
        token: w.userA.token,
        req: { path: v1('/users/me/avatar'), method: 'POST', multipart: pngForm('avatar') },
        expect: 401,
      },
    ],
  },

  // ------------------------------------------------------------------------------------ utils
  record({
    op: 'POST /api/v1/utils/test-email',
    prepare: async () => ({ to: `${unique('mail')}@example.test` }),
    request: (r) => ({ path: v1(`/utils/test-email?email_to=${encodeURIComponent(r.to)}`), method: 'POST' }),
    refuse: SUPER_ONLY,
    allow: 'super',
    read: async (w, r) => mailsTo(w, r.to, 'acme').length,
    sees: (w, r) => mailsTo(w, r.to, 'acme').length > 0,
    why: "no record: a superadmin's route; globex's superadmin sends globex's own mail (hidden: acme sends nothing)",
  }),
  // ------------------------------------------------------------------ open shifts and swaps
  record({
    op: 'POST /api/v1/open-shifts',
    prepare: async () => ({}),
    request: (_r, w) => ({
      path: v1('/open-shifts'),
      method: 'POST',
      json: { department_id: w.deptA.id, date: '2030-11-06', type: 'Day', start: '07:00', end: '19:00' },
    }),
    refuse: { adminB: 403, userA: 403, userB: 403 },
    allow: 'adminA',
    why: "globex's superadmin does not know the department (404)",
  }),
  record({
    op: 'GET /api/v1/open-shifts',
    prepare: (w) => openShiftOfA(w),
    request: () => ({ path: v1('/open-shifts?limit=1000') }),
    refuse: {
      adminB: 'hidden',
      userA: na('works in the department: its employees see its open shifts'),
      userB: 'hidden',
      globex: 'hidden',
    },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.offer.id),
  }),
  record({
    op: 'GET /api/v1/open-shifts/{id}',
    prepare: (w) => openShiftOfA(w),
    request: (r) => ({ path: v1(`/open-shifts/${r.offer.id}`) }),
    refuse: { adminB: 403, userA: na('works in the department: its employees see its open shifts'), userB: 403 },
    allow: 'adminA',
  }),
  record({
    op: 'POST /api/v1/open-shifts/{id}/cancel',
    prepare: (w) => openShiftOfA(w, true),
    request: (r) => ({ path: v1(`/open-shifts/${r.offer.id}/cancel`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/open-shifts/${r.offer.id}`)),
  }),
  record({
    op: 'POST /api/v1/open-shifts/{id}/claim',
    prepare: (w) => openShiftOfA(w),
    request: (r) => ({ path: v1(`/open-shifts/${r.offer.id}/claim`), method: 'POST' }),
    refuse: { adminB: 403, userA: na('works in the department: any of its employees may claim'), userB: 403 },
    allow: 'owner',
    read: (w, r) => read(w, v1(`/open-shifts/${r.offer.id}`)),
  }),
  record({
    op: 'POST /api/v1/open-shifts/{id}/withdraw',
    prepare: (w) => openShiftOfA(w, true),
    request: (r) => ({ path: v1(`/open-shifts/${r.offer.id}/withdraw`), method: 'POST' }),
    refuse: { adminB: 403, userA: 404, userB: 403 },
    allow: 'owner',
    read: (w, r) => read(w, v1(`/open-shifts/${r.offer.id}`)),
    why: 'a colleague of the department withdraws only their own claim, and has none (404)',
  }),
  record({
    op: 'POST /api/v1/open-shifts/claims/{claim_id}/approve',
    prepare: (w) => openShiftOfA(w, true),
    request: (r) => ({ path: v1(`/open-shifts/claims/${r.claim.id}/approve`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/open-shifts/${r.offer.id}`)),
  }),
  record({
    op: 'POST /api/v1/open-shifts/claims/{claim_id}/reject',
    prepare: (w) => openShiftOfA(w, true),
    request: (r) => ({ path: v1(`/open-shifts/claims/${r.claim.id}/reject`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/open-shifts/${r.offer.id}`)),
  }),
  record({
    op: 'POST /api/v1/shift-swaps',
    prepare: (w) => plannedShift(w),
    request: (r) => ({ path: v1('/shift-swaps'), method: 'POST', json: { shift_id: r.shift.id, kind: 'giveaway' } }),
    refuse: PERSONAL,
    allow: 'owner',
  }),
  record({
    op: 'GET /api/v1/shift-swaps',
    prepare: (w) => swapOfA(w),
    request: () => ({ path: v1('/shift-swaps?limit=1000') }),
    refuse: {
      adminB: 'hidden',
      userA: na("works in the department: its employees see its colleagues' offers"),
      userB: 'hidden',
      globex: 'hidden',
    },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.swap.id),
  }),
  record({
    op: 'GET /api/v1/shift-swaps/{id}',
    prepare: (w) => swapOfA(w),
    request: (r) => ({ path: v1(`/shift-swaps/${r.swap.id}`) }),
    refuse: { adminB: 403, userA: na("works in the department: its employees see its colleagues' offers"), userB: 403 },
    allow: 'adminA',
  }),
  record({
    op: 'POST /api/v1/shift-swaps/{id}/accept',
    prepare: async (w) => {
      const prepared = await swapOfA(w);
      return { ...prepared, owner: prepared.taker };
    },
    request: (r) => ({ path: v1(`/shift-swaps/${r.swap.id}/accept`), method: 'POST', json: {} }),
    refuse: { adminB: 403, userA: na('works in the department: any colleague may take the offer'), userB: 403 },
    allow: 'owner',
    read: (w, r) => read(w, v1(`/shift-swaps/${r.swap.id}`)),
  }),
  record({
    op: 'POST /api/v1/shift-swaps/{id}/cancel',
    prepare: async (w) => {
      const prepared = await swapOfA(w);
      return { ...prepared, owner: prepared.offerer };
    },
    request: (r) => ({ path: v1(`/shift-swaps/${r.swap.id}/cancel`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'owner',
    read: (w, r) => read(w, v1(`/shift-swaps/${r.swap.id}`)),
  }),
  record({
    op: 'POST /api/v1/shift-swaps/{id}/approve',
    prepare: (w) => swapOfA(w, true),
    request: (r) => ({ path: v1(`/shift-swaps/${r.swap.id}/approve`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/shift-swaps/${r.swap.id}`)),
  }),
  record({
    op: 'POST /api/v1/shift-swaps/{id}/reject',
    prepare: (w) => swapOfA(w, true),
    request: (r) => ({ path: v1(`/shift-swaps/${r.swap.id}/reject`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/shift-swaps/${r.swap.id}`)),
  }),
  // ---------------------------------------------------------------------------- shift entries
  record({
    op: 'GET /api/v1/shift-entries/shifts',
    prepare: shiftEntryOfA,
    request: () => ({ path: v1('/shift-entries/shifts?limit=1000') }),
    refuse: { ...ADMIN_LIST, userB: 403 },
    allow: 'adminA',
    sees: (_w, r, answer) => has(answer.data, r.entry.id),
  }),
  record({
    op: 'POST /api/v1/shift-entries/shifts/open',
    prepare: async () => ({}),
    request: (_r, w) => ({
      path: v1('/shift-entries/shifts/open'),
      method: 'POST',
      json: { name: unique('Gate'), company_id: w.companyA.id },
    }),
    refuse: { adminB: 422, userA: 403, userB: 403, globex: 422 },
    allow: 'adminA',
    why: 'another company is bad input for that admin (422 on company_id), as an unknown company id is for globex',
  }),
  record({
    op: 'POST /api/v1/shift-entries/shifts/close',
    prepare: shiftEntryOfA,
    request: (r) => ({ path: v1('/shift-entries/shifts/close'), method: 'POST', json: { id: r.entry.id } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/shift-entries/shifts/${r.entry.id}`)),
  }),
  record({
    op: 'POST /api/v1/shift-entries/shifts/{id}/open',
    prepare: (w) => shiftEntryOfA(w, 'closed'),
    request: (r) => ({ path: v1(`/shift-entries/shifts/${r.entry.id}/open`), method: 'POST' }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/shift-entries/shifts/${r.entry.id}`)),
  }),
  record({
    op: 'GET /api/v1/shift-entries/shifts/{id}',
    prepare: shiftEntryOfA,
    request: (r) => ({ path: v1(`/shift-entries/shifts/${r.entry.id}`) }),
    refuse: PERSONAL,
    allow: 'adminA',
  }),
  record({
    op: 'GET /api/v1/shift-entries/shifts/{id}/entries',
    prepare: shiftEntryOfA,
    request: (r) => ({ path: v1(`/shift-entries/shifts/${r.entry.id}/entries`) }),
    refuse: PERSONAL,
    allow: 'adminA',
  }),
  record({
    op: 'POST /api/v1/shift-entries/shifts/{id}/entries',
    prepare: shiftEntryOfA,
    request: (r) => ({ path: v1(`/shift-entries/shifts/${r.entry.id}/entries`), method: 'POST', json: { user_id: r.owner!.id } }),
    refuse: PERSONAL,
    allow: 'adminA',
    read: (w, r) => read(w, v1(`/shift-entries/shifts/${r.entry.id}/entries`)),
  }),
];
