// The Node entry's HTTP server: the app behind @hono/node-server with the entry's responses
// (node-response.ts), and answers to requests Node refuses before the app sees them.
import { serve, type ServerType } from '@hono/node-server';
import { maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_CSP, API_SECURITY_HEADERS } from './lib/delivery';
import { detailOf, statusOf, type ErrorCode } from './lib/error-codes';
import { NODE_SERVER_OPTIONS } from './node-response';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** The app on `port` (0: a free one), with the entry's answers to malformed requests. */
export function serveNode(fetch: Fetch, port: number): ServerType {
  const server = serve({ fetch, port, serverOptions: NODE_SERVER_OPTIONS });
  server.on('clientError', answerClientError);
  return server;
}

/** How long a refused connection may still send before it is dropped. */
const DRAIN_MS = 2000;
const answered = new WeakSet<Duplex>();
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's parser refuses a request line and headers over `maxHeaderSize` (16 KB) together, and its
 * own answer is a bare 431 followed by an immediate destroy: a client still sending (a 100 kB query)
 * then gets a reset and often never reads the answer. Here the answer is the API's coded JSON, 414
 * when the request line alone is over the limit (as far as the packet shows: it starts with the
 * line and has no line end within the limit), else 431; other parse errors 400. The socket is
 * ended, not destroyed, and what the client still sends is read and dropped for a moment, so the
 * answer arrives.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  let code: ErrorCode | null = null;
  let status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket;
    const lineEnd = packet ? packet.indexOf('\r\n') : -1;
    const startsWithLine = packet ? /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1')) : false;
    code = startsWithLine && (lineEnd === -1 || lineEnd > maxHeaderSize) ? 'http.uri_too_long' : 'http.headers_too_large';
    status = statusOf(code);
  }
  const body = JSON.stringify(
    code ? { detail: detailOf(code), code } : { detail: detailOf('http.error', { status }), code: 'http.error', params: { status } },
  );
  const headers = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    `Content-Security-Policy: ${API_CSP}`,
    ...Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  socket.on('error', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
