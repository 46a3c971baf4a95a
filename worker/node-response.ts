// The Node entry's HTTP responses (http.createServer's ServerResponse option): each takes the
// headers every answer carries (lib/answer-headers.ts) as defaults, and writes them in the same
// writeHead as the answer's own. Setting them one by one with setHeader made Node validate and store
// each, then take writeHead's slow path that merges the answer's headers into those: ~15% of the
// health check's CPU per request (docs/performance.md, fourth round). An answer's own header of the
// same name, given to writeHead or set before it, in any letter case, stands.
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import { DEFAULT_HEADERS, type HeaderList } from './lib/answer-headers';

type OwnHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

export class ResponseWithDefaultHeaders<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  [DEFAULT_HEADERS]: HeaderList[] | undefined = undefined;

  override writeHead(statusCode: number, statusMessage?: string | OwnHeaders, headers?: OwnHeaders): this {
    const defaults = this[DEFAULT_HEADERS];
    if (defaults) {
      this[DEFAULT_HEADERS] = undefined;
      if (typeof statusMessage === 'string') return super.writeHead(statusCode, statusMessage, withDefaults(this, headers, defaults));
      return super.writeHead(statusCode, withDefaults(this, statusMessage, defaults));
    }
    return typeof statusMessage === 'string'
      ? super.writeHead(statusCode, statusMessage, headers)
      : super.writeHead(statusCode, statusMessage);
  }
}

/** The answer's own headers with each default whose name it neither gives nor has set, in the same form. */
function withDefaults(response: ServerResponse, own: OwnHeaders, defaults: HeaderList[]): OwnHeaders {
  if (Array.isArray(own)) return listWithDefaults(response, own, defaults);
  // The common case, on every answer: an object of a few names (often none set before).
  const ownNames: string[] = [];
  if (own) { for (const name in own) ownNames.push(name.toLowerCase()); }
  const anySet = response.getHeaderNames().length > 0;
  const merged: OutgoingHttpHeaders = {};
  for (const list of defaults) {
    const lower = lowerNamesOf(list);
    for (let i = 0; i < list.length; i++) {
      const key = lower[i]!;
      if (ownNames.includes(key) || (anySet && response.hasHeader(key))) continue;
      merged[list[i]![0]] = list[i]![1];
    }
  }
  return own ? Object.assign(merged, own) : merged;
}

/** writeHead's list forms: [[name, value], ...] or [name, value, name, value, ...]. */
function listWithDefaults(response: ServerResponse, own: OutgoingHttpHeader[], defaults: HeaderList[]): OwnHeaders {
  const pairs = Array.isArray(own[0]);
  const taken = new Set<string>();
  if (pairs) { for (const pair of own as unknown as [string, unknown][]) taken.add(String(pair[0]).toLowerCase()); }
  else for (let i = 0; i < own.length; i += 2) taken.add(String(own[i]).toLowerCase());
  const added: [string, string][] = [];
  for (const list of defaults) {
    for (const [name, value] of list) {
      const key = name.toLowerCase();
      if (taken.has(key) || response.hasHeader(key)) continue;
      taken.add(key);
      added.push([name, value]);
    }
  }
  return pairs ? [...own, ...(added as unknown as OutgoingHttpHeader[])] : [...own, ...added.flat()];
}

const lowerNames = new WeakMap<HeaderList, string[]>();
/** The lists are the module's constants: their names are lowered once. */
function lowerNamesOf(list: HeaderList): string[] {
  let lower = lowerNames.get(list);
  if (!lower) lowerNames.set(list, lower = list.map(([name]) => name.toLowerCase()));
  return lower;
}

/** http.createServer's options for the Node entry (@hono/node-server's `serverOptions`). */
export const NODE_SERVER_OPTIONS = { ServerResponse: ResponseWithDefaultHeaders };
