// A loopback stand-in for the Turso Platform API (https://docs.turso.tech/api-reference), only the
// endpoint the product calls: `POST /v1/organizations/{org}/databases` with `{ name, group }`,
// answering `{ database: { DbId, Hostname, Name } }` as documented, 409 for a name taken, 401 for
// a wrong token, 404 for an unknown organisation, 400 for an unknown group. A test fixture, not a
// product component.
//
// Turso serves database `<name>` at `<name>-<org>.turso.io`. Here the database `grafik-<slug>` is
// made on the Hrana test server as `tenants/<slug>` (so the URL template is
// `<hrana>/tenants/{tenant}/`), and its Hostname is the Hrana server's host.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HranaServer } from './hrana-server';

export type TursoPlatformServer = {
  /** `http://127.0.0.1:<port>/v1/`, for TURSO_API_BASE_URL. */
  baseUrl: string;
  /** Every create request: the body as sent and the answer's status. */
  readonly creates: { name: unknown; group: unknown; status: number }[];
  stop(): Promise<void>;
};

export async function startTursoPlatformServer(
  options: { hrana: HranaServer; token: string; organization: string; groups: string[]; existing?: string[] },
): Promise<TursoPlatformServer> {
  const creates: TursoPlatformServer['creates'] = [];
  const names = new Set(options.existing ?? []);
  const hranaHost = new URL(options.hrana.url).host;

  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const match = /^\/v1\/organizations\/([^/]+)\/databases$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return answer(404, { error: 'not found' });
    if (req.headers.authorization !== `Bearer ${options.token}`) return answer(401, { error: 'invalid token' });
    if (decodeURIComponent(match[1]!) !== options.organization) return answer(404, { error: 'organization not found' });
    let body: { name?: unknown; group?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(400, { error: 'invalid JSON' });
    }
    const record = (status: number) => creates.push({ name: body.name, group: body.group, status });
    const slug = typeof body.name === 'string' ? /^grafik-([a-z0-9][a-z0-9-]*)$/.exec(body.name)?.[1] : undefined;
    if (!slug || typeof body.group !== 'string') {
      record(400);
      return answer(400, { error: 'name and group are required (this stand-in knows grafik-<slug> names only)' });
    }
    if (!options.groups.includes(body.group)) {
      record(400);
      return answer(400, { error: `group ${body.group} not found` });
    }
    if (names.has(body.name as string)) {
      record(409);
      return answer(409, { error: `database ${body.name} already exists` });
    }
    names.add(body.name as string);
    options.hrana.createDatabase(`tenants/${slug}`);
    record(200);
    answer(200, { database: { DbId: crypto.randomUUID(), Hostname: hranaHost, Name: body.name } });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    creates,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
