// The outbound guard on Node: undici's fetch through an Agent whose connector checks the address
// it connects to. Names are resolved by the connector's own look-up, whose answer is the address
// the socket connects to (no second look-up a DNS rebinding could answer differently); every
// address of the answer must be public. IP literals are checked before connecting, and the
// connected socket's remote address once more. (Node's own fetch with a look-up filter let a
// literal 127.0.0.1 and a redirect to it through: DESIGN.md.)
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { Socket } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { guardedOutbound, type Outbound } from './outbound';
import { allowedEndpoint, allowList, ipLiteral, isPublicAddress, OutboundRefusedError, type AllowList } from './outbound-rules';

/** Resolves a host name to its addresses (the system's resolver unless a test gives its own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export type NodeOutboundOptions = {
  /** Loopback origins of the tests' servers (`http://127.0.0.1:<port>`); only tests give any. */
  allow?: readonly string[];
  /** Tests only: a resolver to make a name resolve where a test wants. */
  resolve?: Resolver;
  /** Time to connect (default 10 s); the caller's signal bounds the whole request anyway. */
  connectTimeoutMs?: number;
};

const systemResolver: Resolver = (hostname) =>
  new Promise((ok, fail) =>
    dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) => (error ? fail(error) : ok(addresses)))
  );

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** net.connect's `lookup`: resolve, refuse unless every address is public, connect to what was checked. */
export function guardedLookup(resolve: Resolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (answer) => {
        const refused = answer.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(new OutboundRefusedError('address', `${hostname} -> ${refused.address}`), '');
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = family ? answer.filter((entry) => entry.family === family) : answer;
        if (!addresses.length) {
          return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '');
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** undici's connector with the checks around it. */
export function guardedConnector(allow: AllowList, resolve: Resolver, connectTimeoutMs = 10_000): buildConnector.connector {
  const base = buildConnector({ lookup: guardedLookup(resolve), timeout: connectTimeoutMs } as buildConnector.BuildOptions);
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    const literal = ipLiteral(options.hostname) ?? (options.hostname.includes(':') ? options.hostname : null);
    if (literal && !isPublicAddress(literal) && !allowedEndpoint(allow, literal, port)) {
      callback(new OutboundRefusedError('address', `${options.hostname}:${port}`), null);
      return;
    }
    base(options, (error, socket) => {
      if (error) return callback(error, null);
      // The address actually connected to, whatever resolved it.
      const { remoteAddress, remotePort } = socket as Socket;
      const admitted = remoteAddress
        && (isPublicAddress(remoteAddress) || (literal !== null && allowedEndpoint(allow, remoteAddress, remotePort ?? 0)));
      if (!admitted) {
        socket!.destroy();
        return callback(new OutboundRefusedError('address', `${options.hostname} -> ${remoteAddress}`), null);
      }
      callback(null, socket!);
    });
  };
}

/** The Agent that only connects where the rules allow (keep-alive pools reuse checked sockets only). */
export function guardedAgent(options: NodeOutboundOptions = {}): Agent {
  return new Agent({ connect: guardedConnector(allowList(options.allow), options.resolve ?? systemResolver, options.connectTimeoutMs) });
}

export function createNodeOutbound(options: NodeOutboundOptions = {}): Outbound & { close(): Promise<void> } {
  const agent = guardedAgent(options);
  const outbound = guardedOutbound(
    // undici's own fetch: the Agent is undici's, and Node's global fetch may bundle another version.
    async (url, init) => (await undiciFetch(url.href, { ...(init as object), dispatcher: agent })) as unknown as Response,
    allowList(options.allow),
  );
  return { ...outbound, close: () => agent.close() };
}
