// One error shape for the whole API, FastAPI-compatible (spec/product-rules.md "Errors"):
// 422 -> {"detail":[{"loc":[...],"msg":"...","type":"...","input":...,"ctx"?:{...},"code"?:"area.reason"}]}
// with the code of a message of lib/field-codes.ts, anything else ->
// {"detail":"...","code":"area.reason","params":{...}} with the code of lib/error-codes.ts.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type core } from 'zod';
import { detailOf, statusOf, type CodeWithStatus, type ErrorCode, type ErrorParams, type ParamsArg } from './error-codes';
import { fieldCodeOf, type FieldCode, type FieldParams } from './field-codes';

/**
 * A 422 item: FastAPI's `loc`, `msg`, `type`, `input`; `ctx` the values of the message (FastAPI's
 * `min_length` / `max_length`, a code's params) and `code` when `msg` is one of Grafik's own.
 */
export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string; input?: unknown; ctx?: FieldParams; code?: FieldCode };

/**
 * A refused request: a code of the catalog (lib/error-codes.ts) names the status and the English
 * detail; the params fill the detail and go to the client beside it for translation. There is no
 * way to build one without a code.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: ContentfulStatusCode;
  readonly detail: string;
  readonly params: ErrorParams;

  constructor(
    readonly code: C,
    params: ErrorParams = {},
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    const detail = detailOf(code, params);
    super(detail);
    this.status = statusOf(code);
    this.detail = detail;
    this.params = params;
  }

  /** The answer's body: `{"detail", "code", "params"?}` (params only when there are any). */
  body(): Record<string, unknown> {
    const body: Record<string, unknown> = { ...this.extra, detail: this.detail, code: this.code };
    if (Object.keys(this.params).length) body.params = this.params;
    return body;
  }
}

/** An ApiError from a code and the params its detail needs (typed per code). */
export const apiError = <C extends ErrorCode>(code: C, ...params: ParamsArg<C>) => new ApiError(code, (params[0] ?? {}) as ErrorParams);

export const badRequest = <C extends CodeWithStatus<400>>(code: C, ...params: ParamsArg<C>) => apiError(code, ...params);
export const unauthorized = (code: CodeWithStatus<401> = 'auth.invalid_token') =>
  new ApiError(code, {}, {}, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = <C extends CodeWithStatus<403>>(...args: [C, ...ParamsArg<C>] | []) =>
  args.length ? apiError(...(args as [C, ...ParamsArg<C>])) : apiError('auth.not_enough_privileges');
export const notFound = <C extends CodeWithStatus<404>>(code: C, ...params: ParamsArg<C>) => apiError(code, ...params);
export const conflict = <C extends CodeWithStatus<409>>(code: C, ...params: ParamsArg<C>) => apiError(code, ...params);

/**
 * A 422 for one field, for rules zod cannot express (for example a value that must differ). The
 * message is a text of lib/field-codes.ts (`fieldMessage`), which gives the item its code.
 */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super('Validation Error');
  }
  static field(loc: (string | number)[], msg: string, type = 'value_error') {
    return new ValidationError([{ loc, msg, type }]);
  }
  /** FastAPI's item of an absent required field outside a JSON body (a form's): `input` null. */
  static missing(loc: (string | number)[]) {
    return new ValidationError([{ loc, msg: 'Field required', type: 'missing', input: null }]);
  }
}

/**
 * zod's issues as FastAPI writes them: an absent required field is `missing` / 'Field required'
 * (its `input` the object that lacks it, for a JSON body; null for query, path, form and header
 * values, as FastAPI has them), strings too short or long are `string_too_short` /
 * `string_too_long`; every item carries the `input` it refused when the request's data is known.
 */
export function zodIssuesToDetail(
  issues: core.$ZodIssue[],
  location: string,
  data?: unknown,
  jsonBody = location === 'body',
): ValidationIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    const loc = [location, ...path];
    const known = data !== undefined;
    const value = known ? valueAt(data, path) : undefined;
    const missing = issue.code === 'invalid_type' && (known ? value === undefined : /received undefined$/.test(issue.message));
    if (missing) {
      const parent = jsonBody && path.length && known ? valueAt(data, path.slice(0, -1)) : null;
      return { loc, msg: 'Field required', type: 'missing', input: typeof parent === 'object' ? parent : null };
    }
    const item: ValidationIssue = { loc, msg: issue.message, type: fastApiType(issue) };
    if (known) item.input = value ?? null;
    // FastAPI's context of a string's length: {"min_length": 8}, {"max_length": 255}.
    if (item.type === 'string_too_short' && issue.code === 'too_small') item.ctx = { min_length: Number(issue.minimum) };
    if (item.type === 'string_too_long' && issue.code === 'too_big') item.ctx = { max_length: Number(issue.maximum) };
    return item;
  });
}

const INVALID_TYPES: Record<string, string> = {
  string: 'string_type',
  number: 'float_type',
  int: 'int_type',
  boolean: 'bool_type',
  object: 'dict_type',
  array: 'list_type',
};

function fastApiType(issue: core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'string_too_short';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'string_too_long';
  if (issue.code === 'invalid_type') return INVALID_TYPES[issue.expected] ?? issue.code;
  return issue.code;
}

function valueAt(data: unknown, path: (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The validator targets of Hono, named as FastAPI names them in `loc`. */
export function locationOf(target: string): string {
  return { json: 'body', form: 'body', param: 'path', query: 'query', header: 'header', cookie: 'cookie' }[target] ?? target;
}

/** An item with the code of its message (and the code's params in `ctx`) when the message is Grafik's own. */
export function withFieldCode(item: ValidationIssue): ValidationIssue {
  if (item.code) return item;
  const coded = fieldCodeOf(item.msg);
  if (!coded) return item;
  const ctx = { ...item.ctx, ...coded.params };
  return { ...item, ...(Object.keys(ctx).length ? { ctx } : {}), code: coded.code };
}

/**
 * How deep an item's `input` may be nested to be echoed back. JSON.parse reads any depth, but
 * JSON.stringify recurses: a body of 5,000 nested arrays echoed as `input` ran out of stack (500).
 * Deeper inputs are echoed as null, as FastAPI has the input of values it does not know.
 */
export const ECHO_MAX_DEPTH = 64;

/** Whether a value has containers nested more than `max` deep; iterative, stops at the first. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: [object, number][] = [[value, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [container, depth] = top;
    for (const child of Object.values(container)) {
      if (typeof child !== 'object' || child === null) continue;
      if (depth >= max) return true;
      stack.push([child, depth + 1]);
    }
  }
  return false;
}

export function validationResponse(c: Context, detail: ValidationIssue[]) {
  // Several items often echo the same object (the body lacking several fields): walk it once.
  const tooDeep = new Map<unknown, boolean>();
  const echo = (item: ValidationIssue): ValidationIssue => {
    if (typeof item.input !== 'object' || item.input === null) return item;
    let deep = tooDeep.get(item.input);
    if (deep === undefined) tooDeep.set(item.input, deep = nestedDeeperThan(item.input, ECHO_MAX_DEPTH));
    return deep ? { ...item, input: null } : item;
  };
  return c.json({ detail: detail.map((item) => withFieldCode(echo(item))) }, 422);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body(), error.status);
  }
  if (error instanceof ValidationError) return validationResponse(c, error.issues);
  if (error instanceof ZodError) return validationResponse(c, zodIssuesToDetail(error.issues, 'body'));
  if (error instanceof HTTPException) {
    // Hono's own body parsing failures (malformed JSON or form) are bad input, not a server fault.
    if (error.status === 400) {
      return validationResponse(c, [{ loc: ['body'], msg: error.message || 'Malformed request body', type: 'body_invalid' }]);
    }
    if (error.status === 404) return c.json(errorBody('http.not_found'), 404);
    if (error.status === 413) return c.json(errorBody('http.payload_too_large'), 413);
    const params = { status: error.status };
    return c.json({ detail: error.message || detailOf('http.error', params), code: 'http.error', params }, error.status);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, error);
  return c.json(errorBody('server.internal_error'), 500);
}

/** The body of an answer of a fixed code outside ApiError (no route, body too large). */
export const errorBody = (code: ErrorCode) => ({ detail: detailOf(code), code });
