// A test server for libSQL's Hrana protocol over HTTP (version 2, JSON), as `@libsql/client/web`
// speaks it: `POST <database>/v2/pipeline` with execute, batch (step conditions), sequence,
// store_sql/close_sql and close, and batons that tie the requests of one stream (one connection,
// so one interactive transaction) together. A test fixture standing in for sqld/Turso, which npm
// does not ship; not a product component.
//
// Databases are libSQL files laid out like the Node platform's data directory, so the server can
// serve one that the Node platform created: the database `control` is `<dir>/control.db`, the
// database `tenants/acme` is `<dir>/tenants/acme.db`, at `http://127.0.0.1:<port>/tenants/acme/`
// (the trailing slash matters: the client resolves `v2/pipeline` relative to the URL).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { Connection, createDatabaseFile, ProtocolError, sqlText, StatementError, type Batch, type Stmt } from './hrana-sql';

export type HranaServerOptions = {
  /** The data directory whose files are the databases. */
  dir: string;
  /** The bearer token every request must carry. */
  token: string;
  /** A stream nobody used for this long is closed, its transaction rolled back (sqld: 10 s). */
  streamTimeoutMs?: number;
  /** How long a statement waits for another stream's write lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** Answers every pipeline request this much later, like a database across a network. */
  latencyMs?: number;
  /** Told of every statement that ran successfully (sequences as a whole). */
  onStatement?: (database: string, sql: string) => void;
};

export type HranaServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** The URL of a database, with its trailing slash: `databaseUrl('tenants/acme')`. */
  databaseUrl(name: string): string;
  /** The file behind a database name. */
  databaseFile(name: string): string;
  /** Creates an empty database, as `turso db create` does; requests to a missing one answer 404. */
  createDatabase(name: string): void;
  /** Pipeline requests answered so far (batons included), for tests that count round trips. */
  readonly pipelines: number;
  stop(): Promise<void>;
};

type Stream = {
  id: string;
  database: string;
  connection: Connection;
  sqls: Map<number, string>;
  /** The sequence number the next baton must carry: a baton is good for one request. */
  seq: number;
  busy: boolean;
  expiresAt: number;
};

type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: Batch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe' }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

const DATABASE_NAME = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;
// sqld's limits for SQL texts stored on a stream.
const MAX_STORED_SQLS = 50;
const MAX_STORED_SQL_BYTES = 5000;
const EXPIRED_KEPT_MS = 5 * 60_000;
const MAX_IDLE_CONNECTIONS = 4;

/** An HTTP answer that ends the request early (bad token, bad baton, unknown database). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function startHranaServer(options: HranaServerOptions): Promise<HranaServer> {
  const streamTimeoutMs = options.streamTimeoutMs ?? 10_000;
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  const streams = new Map<string, Stream>();
  // Streams closed for inactivity, remembered for a while to answer "expired" rather than "invalid".
  const expired = new Map<string, number>();
  let pipelines = 0;
  // The connections of closed streams, per database, for its next streams: a new connection reads
  // the schema again at its first statement, which was a third of the API tests' time in workerd.
  const idle = new Map<string, Connection[]>();

  const databaseFile = (name: string) => {
    if (!DATABASE_NAME.test(name)) throw new Error(`Not a database name: ${name}`);
    return join(options.dir, `${name}.db`);
  };

  /** Closes a stream; its connection, its transaction rolled back, waits for the next stream. */
  function closeStream(stream: Stream) {
    streams.delete(stream.id);
    const kept = idle.get(stream.database) ?? [];
    if (kept.length < MAX_IDLE_CONNECTIONS && stream.connection.release()) idle.set(stream.database, [...kept, stream.connection]);
    else stream.connection.close();
  }

  function connect(database: string): Connection {
    for (let kept = idle.get(database)?.pop(); kept; kept = idle.get(database)?.pop()) {
      if (kept.onCurrentFile()) return kept;
      kept.close();
    }
    return new Connection(databaseFile(database), busyTimeoutMs, (sql) => options.onStatement?.(database, sql));
  }

  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const stream of streams.values()) {
      if (!stream.busy && stream.expiresAt <= now) {
        closeStream(stream);
        expired.set(stream.id, now + EXPIRED_KEPT_MS);
      }
    }
    for (const [id, forgetAt] of expired) if (forgetAt <= now) expired.delete(id);
  }, Math.min(1000, streamTimeoutMs / 2));
  sweeper.unref();

  /** The stream a baton names (one of this database's), or a new one for a request without. */
  function acquire(database: string, baton: unknown): Stream {
    if (baton === null || baton === undefined) {
      const stream: Stream = {
        id: randomBytes(24).toString('base64url'),
        database,
        connection: connect(database),
        sqls: new Map(),
        seq: randomBytes(4).readUInt32BE(),
        busy: true,
        expiresAt: Infinity,
      };
      streams.set(stream.id, stream);
      return stream;
    }
    const [id = '', seq] = typeof baton === 'string' ? baton.split('.') : [];
    const stream = streams.get(id);
    // A baton of another database's stream is as unknown here as a forged one.
    if (!stream || stream.database !== database) {
      if (expired.has(id)) throw new HttpError(500, 'The stream has expired due to inactivity', 'STREAM_EXPIRED');
      throw new HttpError(400, 'Received an invalid baton');
    }
    if (stream.busy || String(stream.seq) !== seq) throw new HttpError(400, 'Received a baton that has already been used');
    stream.busy = true;
    stream.seq = (stream.seq + 1) >>> 0;
    return stream;
  }

  async function handle(stream: Stream | null, request: StreamRequest): Promise<unknown> {
    if (!stream) throw new ProtocolError('Stream for this baton was closed');
    switch (request?.type) {
      case 'close':
        return { type: 'close' };
      case 'execute':
        return { type: 'execute', result: await stream.connection.execute(request.stmt, stream.sqls) };
      case 'batch':
        return { type: 'batch', result: await stream.connection.batch(request.batch, stream.sqls) };
      case 'sequence':
        stream.connection.sequence(sqlText(request.sql, request.sql_id, stream.sqls));
        return { type: 'sequence' };
      case 'store_sql':
        if (stream.sqls.has(request.sql_id)) throw new ProtocolError(`SQL text ${request.sql_id} already exists`);
        if (stream.sqls.size >= MAX_STORED_SQLS) {
          throw new StatementError(`The server already stores ${stream.sqls.size} SQL texts, it cannot store more`, 'SQL_STORE_TOO_MANY');
        }
        if (Buffer.byteLength(request.sql) > MAX_STORED_SQL_BYTES) {
          throw new StatementError('The statement is too large to be stored', 'SQL_STORE_TOO_LARGE');
        }
        stream.sqls.set(request.sql_id, request.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        stream.sqls.delete(request.sql_id);
        return { type: 'close_sql' };
      case 'describe':
      case 'get_autocommit':
        // `describe` needs statement metadata the driver does not expose, `get_autocommit` is
        // Hrana 3; @libsql/client sends neither over v2.
        throw new StatementError(`The \`${request.type}\` request is not supported by this test server`, 'NOT_SUPPORTED');
      default:
        throw new ProtocolError('StreamRequest type not recognized');
    }
  }

  async function pipeline(database: string, body: { baton?: unknown; requests?: unknown }) {
    if (!Array.isArray(body?.requests)) throw new HttpError(400, 'Cannot deserialize client message from JSON: no requests');
    let stream: Stream | null = acquire(database, body.baton);
    const results: unknown[] = [];
    try {
      for (const request of body.requests as StreamRequest[]) {
        try {
          results.push({ type: 'ok', response: await handle(stream, request) });
        } catch (error) {
          if (!(error instanceof StatementError)) throw error;
          results.push({ type: 'error', error: { message: error.message, code: error.code } });
        }
        if (request?.type === 'close' && stream) {
          closeStream(stream);
          stream = null;
        }
      }
    } catch (error) {
      // A protocol error ends the stream, as in sqld: its transaction is rolled back.
      if (stream) closeStream(stream);
      if (error instanceof ProtocolError) throw new HttpError(400, error.message);
      throw error;
    }
    if (stream) {
      stream.busy = false;
      stream.expiresAt = Date.now() + streamTimeoutMs;
    }
    return { baton: stream ? `${stream.id}.${stream.seq}` : null, base_url: null, results };
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/health') return text(res, 200, '');
    if (req.headers.authorization !== `Bearer ${options.token}`) throw new HttpError(401, 'Unauthorized');

    const match = /^\/(.+?)\/(v\d[\w-]*(?:\/\w+)?)\/?$/.exec(path);
    const database = match?.[1] ?? '';
    const endpoint = match?.[2];
    if (!endpoint || !DATABASE_NAME.test(database)) throw new HttpError(404, `Not found: ${path}`);
    if (!existsSync(databaseFile(database))) throw new HttpError(404, `Database \`${database}\` does not exist`, 'DATABASE_NOT_FOUND');

    if (req.method === 'GET' && endpoint === 'v2') return text(res, 200, 'Hello, this is HTTP API v2 (Hrana over HTTP)');
    if (req.method === 'POST' && endpoint === 'v2/pipeline') {
      let body: { baton?: unknown; requests?: unknown };
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        throw new HttpError(400, `Cannot deserialize client message from JSON: ${(error as Error).message}`);
      }
      pipelines++;
      const answer = await pipeline(database, body);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      return json(res, 200, answer);
    }
    // Hrana 3 (JSON or Protobuf) and v1 are not spoken here: a client that probes falls back to v2.
    throw new HttpError(404, `Not found: ${path}`);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError && error.code) return json(res, error.status, { message: error.message, code: error.code });
      if (error instanceof HttpError) return text(res, error.status, error.message);
      json(res, 500, { message: `Internal error: ${(error as Error)?.message ?? error}`, code: 'INTERNAL' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    databaseUrl: (name) => {
      databaseFile(name);
      return `${url}/${name}/`;
    },
    databaseFile,
    createDatabase(name) {
      const file = databaseFile(name);
      if (existsSync(file)) throw new Error(`Database ${name} exists already`);
      mkdirSync(dirname(file), { recursive: true });
      createDatabaseFile(file);
    },
    get pipelines() {
      return pipelines;
    },
    async stop() {
      clearInterval(sweeper);
      for (const stream of [...streams.values()]) closeStream(stream);
      for (const connection of [...idle.values()].flat()) connection.close();
      idle.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
}
