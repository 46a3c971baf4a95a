// The one client of the API: same host (the host names the tenant), bearer token, JSON in and out.
import { format } from './format';
import { i18n } from './i18n';
import { clearSession, getAccessToken } from './session';

const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The text to show for a failed answer (spec section 8), in the interface's language. */
export function errorMessage(status: number, body: unknown): string {
  const translated = codeMessage(body);
  if (translated) return translated;
  const error = field(body, 'error');
  if (typeof error === 'string' && error) return error;
  const detail = field(body, 'detail');
  if (typeof detail === 'string' && detail) return detail;
  // A 422: the first of its messages that has a code (a message of Grafik's own rules).
  if (Array.isArray(detail)) return detail.map(issueCodeMessage).find(Boolean) ?? i18n.t('errors.somethingWentWrong');
  if (status === 422) return i18n.t('errors.validation');
  if (status >= 400 && status <= 511) {
    const statusTexts: Record<string, string> = i18n.t('httpStatus', { returnObjects: true });
    const text = statusTexts[String(status)];
    if (text) return text;
  }
  return i18n.t('errors.unknown');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CODE = /^[a-z_]+\.[a-z_]+$/;

/** Whether an answer's params carry a calendar date or month (which the API sends as ISO text). */
const hasDates = (raw: unknown) =>
  typeof raw === 'object' && raw !== null
  && Object.values(raw).some((value) => typeof value === 'string' && (ISO_DATE.test(value) || ISO_MONTH.test(value)));

/**
 * A text of the locale by a key built from an answer, or undefined when the locale has none. Dates
 * and months in the params are written in the language (lib/format.ts); `start_date` with
 * `end_date` also as one `period`; a string `status` picks the text's context (`key_pending`).
 */
function localeText(key: string, raw: unknown): string | undefined {
  if (!i18n.exists(key)) return undefined;
  const values: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null) {
    const formats = format();
    const params = raw as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && ISO_DATE.test(value)) values[name] = formats.day(value);
      else if (typeof value === 'string' && ISO_MONTH.test(value)) values[name] = formats.month(value);
      else if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    }
    const { start_date: start, end_date: end, status } = params;
    if (typeof start === 'string' && typeof end === 'string' && ISO_DATE.test(start) && ISO_DATE.test(end)) {
      values.period = formats.period(start, end);
    }
    if (typeof status === 'string' && /^[a-z_]+$/.test(status)) values.context = status;
  }
  // The key is built from the answer: outside the compiler's list of keys, checked by i18n.exists.
  const text: unknown = (i18n.t as (key: string, options: Record<string, string>) => unknown)(key, values);
  return typeof text === 'string' && text ? text : undefined;
}

/** The interface speaks English: the API's English texts are shown as they come (exact plurals). */
const inEnglish = () => (i18n.resolvedLanguage ?? i18n.language) === 'en';

/**
 * The answer's `code` translated (locale section `errors`, docs/api.md "Error codes"), its params
 * filled in: calendar dates in the language's format. Undefined for an unknown code or none, so
 * the caller falls back to the English `detail`.
 */
export function codeMessage(body: unknown): string | undefined {
  const code = field(body, 'code');
  if (typeof code !== 'string' || !CODE.test(code) || !i18n.exists(`errors.${code}`)) return undefined;
  // In English the detail is the catalog's own text for the code, with its exact plurals: shown as
  // it comes (the locale's English entry serves answers without one), unless its params carry
  // dates, which the detail writes as ISO text and the app in its own format (issue 29).
  const detail = field(body, 'detail');
  const params = field(body, 'params');
  if (inEnglish() && typeof detail === 'string' && detail && !hasDates(params)) return detail;
  return localeText(`errors.${code}`, params);
}

/**
 * A 422 item's message by its `code` (locale section `fieldErrors`, docs/api.md "422"), the values
 * of its `ctx` filled in (dates and months in the language); undefined for an item without a code
 * the locale knows. In English `msg` is the table's own text and is shown as it comes.
 */
function issueCodeMessage(item: unknown): string | undefined {
  const code = field(item, 'code');
  if (typeof code !== 'string' || !CODE.test(code) || !i18n.exists(`fieldErrors.${code}`)) return undefined;
  const msg = field(item, 'msg');
  const ctx = field(item, 'ctx');
  if (inEnglish() && typeof msg === 'string' && msg && !hasDates(ctx)) return msg;
  return localeText(`fieldErrors.${code}`, ctx);
}

/**
 * A 422 item's message in the interface's language: by its code, else by FastAPI's `type` for a
 * missing field or a string's length (`ctx` min_length / max_length), else its English `msg`.
 */
function issueMessage(item: unknown, msg: string): string {
  const coded = issueCodeMessage(item);
  if (coded) return coded;
  const type = field(item, 'type');
  if (type === 'missing') return i18n.t('errors.field.missing');
  const ctx = field(item, 'ctx');
  if (type === 'string_too_short' && typeof field(ctx, 'min_length') === 'number') {
    return localeText('errors.field.string_too_short', ctx) ?? msg;
  }
  if (type === 'string_too_long' && typeof field(ctx, 'max_length') === 'number') {
    return localeText('errors.field.string_too_long', ctx) ?? msg;
  }
  return msg;
}

/** A failure that may go away on a second try (network, server), unlike a refusal (4xx). */
export const isTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

/** SWR's retry rule: a refused request (4xx) gives the same answer when repeated; retry the others. */
export const shouldRetryOnError = (error: Error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** A field of a JSON object body, or undefined for any other body. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The messages of a 422 answer by body field (`loc` `["body", "nip"]` -> `nip`), for forms that
 * show the API's refusal beside the field it concerns. Empty for any other failure.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const detail = field(error.body, 'detail');
  if (!Array.isArray(detail)) return {};
  const fields: Record<string, string> = {};
  for (const item of detail) {
    const loc = field(item, 'loc');
    const msg = field(item, 'msg');
    if (Array.isArray(loc) && loc[0] === 'body' && typeof loc[1] === 'string' && typeof msg === 'string') {
      fields[loc[1]] ??= issueMessage(item, msg);
    }
  }
  return fields;
}

type Payload = { json: unknown } | { form: Record<string, string> } | { multipart: FormData };

async function request<T>(method: string, path: string, payload?: Payload): Promise<T> {
  const token = getAccessToken();
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (payload && 'form' in payload) {
    body = new URLSearchParams(payload.form); // fetch sets the urlencoded content type
  } else if (payload && 'multipart' in payload) {
    body = payload.multipart; // fetch sets the multipart content type with its boundary
  } else if (payload) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(payload.json);
  }

  return receive<T>(fetch(`${API_BASE}${path}`, { method, headers, body, credentials: 'include' }), token);
}

/** An answer as the app takes it: the body, or an ApiError; a refused token ends the session. */
async function receive<T>(sent: Promise<Response>, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    throw new ApiError(0, i18n.t('errors.network'));
  }
  const data = await readBody(response);
  if (!response.ok) {
    // The token expired or was revoked: the session is over. The full load to /login also
    // drops every cached answer.
    if (response.status === 401 && token) {
      clearSession();
      window.location.assign('/login');
    }
    throw new ApiError(response.status, errorMessage(response.status, data), data);
  }
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Reads started before their screen's code has loaded (startFirstReads, app/router.tsx): the path, the answer, and
// until when (the page's clock, ms) a screen may still take it instead of asking again.
const early = new Map<string, { answer: Promise<unknown>; until: number }>();
/** An answer asked for early is fresh enough for this long after it was asked for. */
const EARLY_FOR_MS = 10_000;

/**
 * Starts `GET path` now, for a screen whose code is still on its way: the first `api.get` of the same
 * path (an SWR hook's fetcher) within 10 s takes this answer instead of asking again, and any later
 * one asks the API as usual. A second call for a path already asked for starts nothing.
 */
export function readEarly<T>(path: string): Promise<T> {
  const asked = early.get(path);
  if (asked) return asked.answer as Promise<T>;
  const started = takeStartedByPage(path);
  const answer = started ? receive<T>(started, getAccessToken()) : request<T>('GET', path);
  const entry = { answer, until: performance.now() + EARLY_FOR_MS };
  // A failed read is not kept: the screen that asks later asks again (the terms were not accepted
  // yet, the network came back). One that took it already handles the failure.
  answer.catch(() => {
    if (early.get(path) === entry) early.delete(path);
  });
  early.set(path, entry);
  return answer;
}

declare global {
  interface Window {
    /** Reads theme.js started before the entry loaded (`data-first-reads`, web/vite.config.ts). */
    grafikFirstReads?: Record<string, Promise<Response> | undefined>;
  }
}

/** A read of `path` that the page's first script sent with the stored token, once. */
function takeStartedByPage(path: string): Promise<Response> | undefined {
  const started = window.grafikFirstReads?.[path];
  if (started) delete window.grafikFirstReads![path];
  return started;
}

/** The early answer of `path`, once: a later read asks the API. */
function takeEarly<T>(path: string): Promise<T> | undefined {
  const asked = early.get(path);
  if (!asked) return undefined;
  early.delete(path);
  return performance.now() <= asked.until ? (asked.answer as Promise<T>) : undefined;
}

export const api = {
  get: <T>(path: string) => takeEarly<T>(path) ?? request<T>('GET', path),
  post: <T>(path: string, json?: unknown) => request<T>('POST', path, json === undefined ? undefined : { json }),
  patch: <T>(path: string, json: unknown) => request<T>('PATCH', path, { json }),
  put: <T>(path: string, json: unknown) => request<T>('PUT', path, { json }),
  delete: <T>(path: string, json?: unknown) => request<T>('DELETE', path, json === undefined ? undefined : { json }),
  /** A multipart upload (images). */
  postMultipart: <T>(path: string, form: FormData) => request<T>('POST', path, { multipart: form }),
  /** An HTML-style form post (the OAuth2 password login). */
  postForm: <T>(path: string, form: Record<string, string>) => request<T>('POST', path, { form }),
};

/** A file the API makes (a card's PDF): its bytes and the name its Content-Disposition gives. */
export async function downloadFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const token = getAccessToken();
  const headers = new Headers({ Accept: '*/*' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, i18n.t('errors.network'));
  }
  if (!response.ok) {
    const data = await readBody(response);
    throw new ApiError(response.status, errorMessage(response.status, data), data);
  }
  return { blob: await response.blob(), filename: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** `filename*=UTF-8''...` (RFC 6266) when present, else `filename="..."`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** Saves a blob under a name, as a download link would. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SWR fetcher: the key is the path under /api. */
export const fetcher = <T>(path: string) => api.get<T>(path);
