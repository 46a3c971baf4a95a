// Every operation of the OpenAPI document proves its isolation (issue 11): the table in
// support/isolation-table.ts prepares a record of company A of acme per operation and says what
// each outsider gets (an admin of company B, a plain user who does not own it, globex's superadmin
// on its own host and with its token here, no token) and who succeeds. Refused calls change nothing; lists
// leave the record out and do not count it. An operation without an entry fails the first test:
// every new route brings its entry. Every mismatch is collected and reported in one failure.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createWorld, type World } from './support/isolation';
import { table, type Expect, type OpenEntry, type Outsider, type Rec, type RecordEntry, type Req } from './support/isolation-table';
import { createScheduleApp } from './support/schedule';

let t: TestApp;
let w: World;
let operations: string[];

beforeAll(async () => {
  t = await createScheduleApp();
  w = await createWorld(t);
  const doc = (await t.call(ACME, '/api/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
  );
}, 60_000);
afterAll(() => t.close());

const OUTSIDERS: Record<Outsider, string> = {
  adminB: 'admin of company B only',
  userA: 'plain user of company A, not the owner',
  userB: 'plain user of company B',
  globex: "globex's superadmin on globex's host",
  globexHere: "globex's token on acme's host",
  anonymous: 'no token',
};
const DEFAULTS: Partial<Record<Outsider, Expect>> = { globex: 404, globexHere: 401, anonymous: 401 };

type Answer = { status: number; body: any };

function send(host: string, token: string | undefined, req: Req): Promise<Answer> {
  const method = req.method ?? (req.json !== undefined || req.form || req.multipart ? 'POST' : 'GET');
  return t.call(host, req.path, { method, token, json: req.json, form: req.form, multipart: req.multipart });
}

const got = (res: Answer) => `${res.status}${typeof res.body?.code === 'string' ? ` ${res.body.code}` : ''}`;
const ok2xx = (status: number) => status >= 200 && status < 300;

/** Where the record changed: the differing paths, a few of them. */
function changes(before: unknown, after: unknown, path = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((k) => changes((before as any)[k], (after as any)[k], `${path}.${k}`));
  }
  return [`${path || 'value'}: ${JSON.stringify(before)?.slice(0, 60)} -> ${JSON.stringify(after)?.slice(0, 60)}`];
}

/** A 'hidden' answer's counters must agree with the rows it shows (the record is not counted). */
function countsAgree(body: any): string | undefined {
  if (!Array.isArray(body?.data)) return undefined;
  if (typeof body.count === 'number' && body.count !== body.data.length) return `count ${body.count} for ${body.data.length} rows`;
  const unread = body.data.filter((n: { read_at?: string | null }) => !n.read_at).length;
  if (typeof body.unread === 'number' && body.unread !== unread) return `unread ${body.unread} for ${unread} unread rows`;
  return undefined;
}

async function runOpen(entry: OpenEntry, report: (who: string, expected: string, actual: string) => void) {
  try {
    for (const check of await entry.checks(w)) {
      const res = await send(check.host, check.token, check.req);
      if (res.status !== check.expect) report(check.who, String(check.expect), got(res));
      const problem = await check.also?.(res);
      if (problem) report(check.who, entry.open, problem);
    }
  } catch (error) {
    report('preparation', 'checks prepared', String(error));
  } finally {
    await entry.after?.(w);
  }
}

const CALLERS: [Outsider, string, (w: World) => string | undefined][] = [
  ['adminB', ACME, (w) => w.adminB.token],
  ['userA', ACME, (w) => w.userA.token],
  ['userB', ACME, (w) => w.userB.token],
  ['globex', GLOBEX, (w) => w.globex],
  ['globexHere', ACME, (w) => w.globex],
  ['anonymous', ACME, () => undefined],
];

async function runRecord(entry: RecordEntry, report: (who: string, expected: string, actual: string) => void) {
  const prepare = async () => {
    const r = await entry.prepare(w);
    return { r, req: entry.request(r, w), before: await entry.read?.(w, r) };
  };
  try {
    let { r, req, before } = await prepare();
    for (const [who, host, token] of CALLERS) {
      const expected = entry.refuse[who] ?? DEFAULTS[who];
      if (expected === undefined || typeof expected === 'object') continue; // not an outsider here (the entry says why)
      const label = `${who} (${OUTSIDERS[who]})`;
      const res = await send(host, token(w), req);
      if (expected === 'hidden') {
        if (!ok2xx(res.status)) report(label, 'hidden (2xx without the record)', got(res));
        else if (entry.sees && (await entry.sees(w, r, res.body))) {
          report(label, 'hidden (2xx without the record)', `${got(res)} showing or reaching the record`);
        } else {
          const disagree = countsAgree(res.body);
          if (disagree) report(label, 'hidden (the record not counted)', disagree);
        }
      } else if (res.status !== expected) {
        report(label, String(expected), got(res));
      }
      const diff = entry.read ? changes(before, await entry.read(w, r)) : [];
      if (diff.length) {
        report(label, 'nothing changed', `changed ${diff.slice(0, 3).join('; ')}`);
        ({ r, req, before } = await prepare()); // a fresh record: each caller is judged on its own call
      }
    }
    // The allowed case: last, since it may change or delete the record.
    const token = entry.allow === 'owner' ? (r as Rec).owner?.token : w[entry.allow].token;
    const res = await send(ACME, token, req);
    if (!ok2xx(res.status)) report(`${entry.allow} (allowed)`, '2xx', got(res));
    else if (entry.sees && !(await entry.sees(w, r, res.body))) {
      report(`${entry.allow} (allowed)`, '2xx reaching the record', `${got(res)} without it`);
    }
  } catch (error) {
    report('preparation', 'a record of company A', String(error));
  } finally {
    await entry.after?.(w);
  }
}

describe('isolation of every operation', () => {
  it('has one entry per operation of the OpenAPI document, and none for an operation that is gone', () => {
    const ops = table.map((e) => e.op);
    expect(ops.filter((op, i) => ops.indexOf(op) !== i), 'operations with two entries').toEqual([]);
    expect(operations.filter((op) => !ops.includes(op)), 'operations without an entry in support/isolation-table.ts').toEqual([]);
    expect(ops.filter((op) => !operations.includes(op)), 'entries for operations the document no longer has').toEqual([]);
  });

  it('refuses every outsider as the policy says, changes nothing for them, and lets the owner or a proper admin through', async () => {
    const mismatches: string[] = [];
    for (const entry of table) {
      const report = (who: string, expected: string, actual: string) =>
        mismatches.push(`${entry.op} | ${who} | expected ${expected} | got ${actual}`);
      if ('open' in entry) await runOpen(entry, report);
      else await runRecord(entry, report);
    }
    if (mismatches.length) {
      throw new Error(`${mismatches.length} isolation mismatch(es) (operation | caller | expected | got):\n${mismatches.join('\n')}`);
    }
  }, 300_000);
});
