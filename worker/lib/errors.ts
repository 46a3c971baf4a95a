// One error shape for the whole API, FastAPI-compatible (spec/product-rules.md "Errors"):
// 422 -> {"detail":[{"loc":[...],"msg":"...","type":"..."}]}, anything else -> {"detail":"..."}.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type core } from 'zod';

export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

/** A rule of the domain was broken; the status and detail go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = 'Could not validate credentials') =>
  new ApiError(401, detail, {}, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail = "The user doesn't have enough privileges") => new ApiError(403, detail);
export const notFound = (detail: string) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);

/** A 422 for one field, for rules zod cannot express (for example a value that must differ). */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super('Validation Error');
  }
  static field(loc: (string | number)[], msg: string, type = 'value_error') {
    return new ValidationError([{ loc, msg, type }]);
  }
}

export function zodIssuesToDetail(issues: core.$ZodIssue[], location: string): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** The validator targets of Hono, named as FastAPI names them in `loc`. */
export function locationOf(target: string): string {
  return { json: 'body', form: 'body', param: 'path', query: 'query', header: 'header', cookie: 'cookie' }[target] ?? target;
}

export function validationResponse(c: Context, detail: ValidationIssue[]) {
  return c.json({ detail }, 422);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ ...error.extra, detail: error.detail }, error.status);
  }
  if (error instanceof ValidationError) return validationResponse(c, error.issues);
  if (error instanceof ZodError) return validationResponse(c, zodIssuesToDetail(error.issues, 'body'));
  if (error instanceof HTTPException) {
    // Hono's own body parsing failures (malformed JSON or form) are bad input, not a server fault.
    if (error.status === 400) {
      return validationResponse(c, [{ loc: ['body'], msg: error.message || 'Malformed request body', type: 'body_invalid' }]);
    }
    return c.json({ detail: error.message || statusText(error.status) }, error.status);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, error);
  return c.json({ detail: 'Internal Server Error' }, 500);
}

function statusText(status: number): string {
  return status === 413 ? 'Request body too large' : 'Error';
}
