// Grafik's own 422 messages carry a stable code and its parameters beside FastAPI's keys: every
// item keeps `loc`, `msg`, `type` and `input` as they were and adds `code` (worker/lib/field-codes.ts)
// and `ctx` (the code's params, and FastAPI's `min_length` / `max_length` for strings too short or
// long). The web app translates by code. No message of a request schema, of a schema's refinement
// or of a service's ValidationError can be written without a code: the schemas are walked through
// the app's OpenAPI registry and the imperative messages are found in the source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { REFUSALS } from '../../worker/features/schedule/refusals';
import { FIELD_CODES, FIELD_ERRORS, fieldCodeOf, fieldMessage, type FieldCode } from '../../worker/lib/field-codes';
import type { Platform } from '../../worker/platform/types';
import { ACME, type TestApp } from './support/app';
import { demoOrg, signIn, type Tokens } from './support/org';
import { createScheduleApp, OFFICE } from './support/schedule';

const ROOT = join(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------- the schemas' messages

type ZodLike = { _zod: { def: Record<string, unknown> & { error?: unknown; checks?: unknown[] } } };
const isZod = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value;

/** The custom message of a zod error setting (zod keeps a string as a function that returns it). */
function customMessage(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  const result: unknown = error({ code: 'custom', path: [], input: undefined, message: undefined });
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && result !== null && typeof (result as { message?: unknown }).message === 'string') {
    return (result as { message: string }).message;
  }
  return undefined;
}

/** Every custom message in a schema and in everything it is made of (fields, items, checks, refinements). */
function schemaMessages(root: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isZod(value)) {
      const def = value._zod.def;
      const own = customMessage(def.error);
      if (own) found.add(own);
      for (const check of def.checks ?? []) {
        if (isZod(check)) {
          const message = customMessage(check._zod.def.error);
          if (message) found.add(message);
        }
      }
      if (typeof def.getter === 'function') visit((def.getter as () => unknown)(), 0);
      for (const part of Object.values(def)) visit(part, 0);
      return;
    }
    for (const part of Array.isArray(value) ? value : Object.values(value)) visit(part, depth + 1);
  };
  visit(root, 0);
  return found;
}

/** The request schemas of every route: bodies (JSON and form), query, path and header parameters. */
function requestSchemas(): unknown[] {
  const app = createApp({} as Platform);
  const schemas: unknown[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const request = definition.route.request;
    if (!request) continue;
    for (const content of Object.values(request.body?.content ?? {})) schemas.push((content as { schema?: unknown }).schema);
    schemas.push(request.query, request.params, request.headers, request.cookies);
  }
  return schemas.filter(Boolean);
}

// ------------------------------------------------------------------- the messages written in code

const WORKER = join(ROOT, 'worker');
// FastAPI's own texts ('Field required', a malformed body) are named by their `type`; the table is
// where Grafik's texts are written; openapi.ts describes the shape of an item.
const OUTSIDE = new Set(['worker/lib/errors.ts', 'worker/lib/field-codes.ts', 'worker/lib/openapi.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

type Written = { where: string; text: string | null; source: string };

/**
 * The messages of 422 items written imperatively: `message` of `addIssue({...})`, the message of
 * `ValidationError.field(loc, message)` and `msg` of an issue object. A message is a call of
 * `fieldMessage` (typed by code), a text, or a constant of the file holding one; `text` is the
 * literal with each `${...}` read as 1, null when the message is none of these.
 */
function writtenMessages(): Written[] {
  const out: Written[] = [];
  for (const path of sourceFiles(WORKER)) {
    const file = relative(ROOT, path);
    if (OUTSIDE.has(file)) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = new Map<string, ts.Expression>();
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
      ts.forEachChild(node, collect);
    };
    collect(source);
    const textOf = (expression: ts.Expression, depth = 0): string | null | 'coded' => {
      if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'fieldMessage') {
        return 'coded';
      }
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
      if (ts.isTemplateExpression(expression)) {
        return expression.head.text + expression.templateSpans.map((span) => `1${span.literal.text}`).join('');
      }
      if (ts.isIdentifier(expression) && depth < 3 && constants.has(expression.text)) {
        return textOf(constants.get(expression.text)!, depth + 1);
      }
      return null;
    };
    const add = (node: ts.Expression) => {
      const text = textOf(node);
      if (text === 'coded') return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      out.push({ where: `${file}:${line + 1}`, text, source: node.getText() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        const target = node.expression.expression.getText();
        if (name === 'addIssue' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
          for (const property of node.arguments[0].properties) {
            if (ts.isPropertyAssignment(property) && property.name.getText() === 'message') add(property.initializer);
          }
        }
        if (name === 'field' && target === 'ValidationError' && node.arguments[1]) add(node.arguments[1]);
      }
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'msg') add(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

// ------------------------------------------------------------------------------------------- tests

describe('the codes of the 422 messages', () => {
  it('has a code for every custom message of the request schemas', () => {
    const messages = new Set<string>();
    for (const schema of requestSchemas()) schemaMessages(schema, messages);
    // The walk reaches the messages (password length, NIP characters, dates, patterns...).
    expect(messages.size).toBeGreaterThan(20);
    expect(messages).toContain(fieldMessage('password.too_short', { min_length: 8 }));
    expect(messages).toContain(fieldMessage('pattern.shift_days_required'));
    const uncoded = [...messages].filter((message) => !fieldCodeOf(message));
    expect(uncoded).toEqual([]);
  });

  it('has a code for every message a refinement or a service writes', () => {
    const written = writtenMessages();
    // Refinements of absence, schedule and patterns; the NIP/REGON checks; the department checks.
    expect(written.length).toBeGreaterThan(3);
    // The refusals of the shift rules travel as `refusal.detail`: their texts are checked below.
    const unresolved = written.filter((item) => item.text === null && item.source !== 'refusal.detail');
    expect(unresolved.map((item) => `${item.where}: ${item.source}`)).toEqual([]);
    const uncoded = written.filter((item) => item.text !== null && !fieldCodeOf(item.text));
    expect(uncoded.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
    const refusals = Object.entries(REFUSALS).filter(([, refusal]) => refusal.code === null);
    expect(refusals.length).toBeGreaterThan(0);
    for (const [reason, refusal] of refusals) expect(fieldCodeOf(refusal.detail), reason).not.toBeNull();
  });

  it('reads every message of the table back as its own code and params, and no other', () => {
    expect(FIELD_CODES.length).toBeGreaterThan(30);
    for (const code of FIELD_CODES) {
      expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
      const names = (FIELD_ERRORS[code].match(/\{(\w+)\}/g) ?? []).map((placeholder) => placeholder.slice(1, -1));
      // Sample values: a number, and a text with what a template could trip over.
      const params = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 'Night (late); shift.' : 17 + index]));
      const message = (fieldMessage as (code: FieldCode, params?: Record<string, string | number>) => string)(code, params);
      expect(message).not.toMatch(/[{}]/);
      expect(fieldCodeOf(message), message).toEqual({ code, params });
    }
    expect(fieldCodeOf('Something the table does not hold')).toBeNull();
  });
});

describe('422 answers', () => {
  let t: TestApp;
  let tokens: Tokens;
  let org: Awaited<ReturnType<typeof demoOrg>>;

  beforeAll(async () => {
    t = await createScheduleApp();
    ({ tokens } = await signIn(t));
    org = await demoOrg(t, tokens.super);
  });
  afterAll(() => t.close());

  const itemAt = (body: { detail: Record<string, unknown>[] }, loc: (string | number)[]) =>
    body.detail.find((item) => JSON.stringify(item.loc) === JSON.stringify(loc));

  it('carries the code and its params beside loc, msg, type and input', async () => {
    const short = await t.call(ACME, '/api/v1/users/', { token: tokens.super, json: { email: 'short-pass@acme.test', password: 'short' } });
    expect(short.status).toBe(422);
    expect(itemAt(short.body, ['body', 'password'])).toEqual({
      loc: ['body', 'password'],
      msg: 'Password must be at least 8 characters',
      type: 'string_too_short',
      input: 'short',
      ctx: { min_length: 8 },
      code: 'password.too_short',
    });

    const taken = await t.call(ACME, '/api/v1/work-schedule/patterns/create', {
      token: tokens.admin,
      json: { ...OFFICE, shifts: [OFFICE.shifts[0], { ...OFFICE.shifts[0], type: 'Late', days: [5, 6] }] },
    });
    expect(taken.status).toBe(422);
    expect(itemAt(taken.body, ['body', 'shifts', 1, 'days', 0])).toMatchObject({
      msg: 'Day 5 already has a shift (Office); two shifts never share a day.',
      type: 'custom',
      code: 'pattern.day_taken',
      ctx: { day: 5, shift_type: 'Office' },
    });

    const late = await t.call(ACME, '/api/v1/work-schedule/patterns/apply', {
      token: tokens.admin,
      json: { pattern_id: crypto.randomUUID(), department_id: org.production.id, start_month: '9999-11', months: 3 },
    });
    expect(late.status).toBe(422);
    expect(itemAt(late.body, ['body', 'months'])).toMatchObject({ code: 'apply.months_beyond', ctx: { last_month: '9999-12' } });
  });

  it("carries the code of a service's refusal (the NIP checksum) and none on zod's and FastAPI's own texts", async () => {
    const nip = await t.call(ACME, '/api/v1/companies/', {
      token: tokens.super,
      json: { name: 'Checksum sp. z o.o.', nip: '123-456-32-19' },
    });
    expect(nip.status).toBe(422);
    expect(nip.body.detail).toEqual([
      { loc: ['body', 'nip'], msg: 'Invalid NIP: 10 digits with a valid checksum', type: 'value_error', code: 'tax_id.invalid_nip' },
    ]);

    const long = await t.call(ACME, '/api/v1/users/me', { method: 'PATCH', token: tokens.user, json: { full_name: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
    const item = itemAt(long.body, ['body', 'full_name'])!;
    expect(item).toMatchObject({ type: 'string_too_long', ctx: { max_length: 255 } });
    expect(item).not.toHaveProperty('code');

    const missing = await t.call(ACME, '/api/v1/users/', { token: tokens.super, json: { password: 'long-enough' } });
    expect(itemAt(missing.body, ['body', 'email'])).toEqual({
      loc: ['body', 'email'],
      msg: 'Field required',
      type: 'missing',
      input: { password: 'long-enough' },
    });
  });
});
