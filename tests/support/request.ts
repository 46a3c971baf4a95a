// The request the API tests send, on either target (tests/api/support/app.ts, the Worker tests of
// tests/edge): a bearer token and a JSON, form or multipart body in, the status and parsed body out.

export type RequestOptions = {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (uploads): its Content-Type and boundary come from the FormData itself. */
  multipart?: FormData;
};

/** Method, headers and body for the options; a body without a method is a POST. */
export function requestInit(options: RequestOptions, headers: Record<string, string> = {}) {
  const all = { ...headers };
  let body: string | FormData | undefined;
  if (options.token) all.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    all['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    all['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.multipart) body = options.multipart;
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers: all, body };
}

/** The answer's body: JSON when it parses, else its text (HTML answers). */
export async function readBody(response: { text(): Promise<string> }): Promise<any> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
