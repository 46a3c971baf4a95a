// Which addresses a server-side fetch to a user-supplied URL may reach (docs/security.md "Outbound
// requests"). Pure rules, the same on Node and at the edge: only http(s), only ports 80 and 443,
// only public unicast addresses. Node checks the address it actually connects to with them
// (outbound-node.ts); the edge can only check the URL (outbound-edge.ts).
import ipaddr from 'ipaddr.js';

/** Why an address was refused: the caller maps it to its own 4xx answer, never a 500. */
export type RefusalReason = 'invalid_url' | 'scheme' | 'port' | 'credentials' | 'address' | 'redirects';

export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
  constructor(
    readonly reason: RefusalReason,
    readonly target: string,
  ) {
    super(`outbound request refused (${reason}): ${target}`);
  }
}

/** The connection failed, or the peer answered something that is not HTTP. */
export class OutboundNetworkError extends Error {
  override readonly name = 'OutboundNetworkError';
  constructor(readonly target: string, options?: { cause?: unknown }) {
    super(`outbound request failed: ${target}`, options);
  }
}

/** The caller's time-out (its AbortSignal) fired before the answer came. */
export class OutboundTimeoutError extends Error {
  override readonly name = 'OutboundTimeoutError';
  constructor(readonly target: string) {
    super(`outbound request timed out: ${target}`);
  }
}

/**
 * Origins admitted although they break the rules: tests' loopback servers only. Entries must be
 * `http://127.0.0.1:<port>` or `http://[::1]:<port>`, so a misconfiguration can never open anything
 * but one loopback port. Production code never builds a non-empty one.
 */
export type AllowList = ReadonlySet<string>;

export const NO_ALLOWANCE: AllowList = new Set();

export function allowList(origins: readonly string[] | undefined): AllowList {
  const out = new Set<string>();
  for (const origin of origins ?? []) {
    const trimmed = origin.trim();
    if (!trimmed) continue;
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(`outbound allow-list: not a URL: ${trimmed}`);
    }
    const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    if (url.protocol !== 'http:' || !loopback || !url.port || url.origin !== trimmed.replace(/\/$/, '')) {
      throw new Error(`outbound allow-list: only http://127.0.0.1:<port> or http://[::1]:<port> origins (tests), not ${trimmed}`);
    }
    out.add(url.origin);
  }
  return out;
}

/** Whether a connection to this address and port is one of the allowed origins'. */
export function allowedEndpoint(allow: AllowList, address: string, port: number): boolean {
  if (!allow.size || !ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  const host = ip instanceof ipaddr.IPv6 ? `[${ip.toString()}]` : ip.toString();
  return allow.has(`http://${host}:${port}`);
}

// ------------------------------------------------------------------------------------ addresses

/** IPv6 global unicast is 2000::/3; everything outside it (and the special ranges inside) is refused. */
const GLOBAL_UNICAST = ipaddr.IPv6.parse('2000::');

function publicIPv4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names every special-purpose range (private, loopback, linkLocal (metadata included),
  // carrierGradeNat, multicast, unspecified, broadcast, reserved: documentation, benchmarking, 240/4 ...);
  // only what it calls unicast is public.
  return address.range() === 'unicast';
}

const v4From = (bytes: number[]) => new ipaddr.IPv4(bytes);

function publicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  const bytes = address.toByteArray();
  // Addresses that carry an IPv4 address: judged by it.
  if (range === 'ipv4Mapped') return publicIPv4(address.toIPv4Address());
  if (range === 'rfc6052') {
    // NAT64 64:ff9b::/96 (the well-known prefix) carries the IPv4 address in its last 32 bits;
    // the local-use prefix 64:ff9b:1::/48 is a network's own: refused.
    const wellKnown = bytes.slice(4, 12).every((b) => b === 0);
    return wellKnown && publicIPv4(v4From(bytes.slice(12)));
  }
  if (range === '6to4') return publicIPv4(v4From(bytes.slice(2, 6)));
  if (range === 'teredo') {
    // Teredo: the server's address in bits 32-63, the client's (inverted) in the last 32.
    return publicIPv4(v4From(bytes.slice(4, 8))) && publicIPv4(v4From(bytes.slice(12).map((b) => b ^ 0xff)));
  }
  if (range !== 'unicast') return false; // loopback, unspecified, uniqueLocal (fd00:ec2::254), linkLocal, multicast, reserved ...
  // ipaddr.js calls IPv4-compatible addresses (::127.0.0.1) and the rest of ::/3 unicast: not global.
  return address.match(GLOBAL_UNICAST, 3);
}

/** Whether an IP address (as a resolver or a socket gives it) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only the standard forms: a resolver and a socket never give anything else.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return publicIPv4(ipaddr.IPv4.parse(bare));
  if (bare.includes(':') && ipaddr.IPv6.isValid(bare) && !bare.includes('%')) return publicIPv6(ipaddr.IPv6.parse(bare));
  return false;
}

/** An IP literal as URL host (`127.0.0.1`, `[::1]`), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ? hostname : null;
}

// ------------------------------------------------------------------------------------ names

/** Names that are local by definition (RFC 6761, 6762, 8375) or by convention; never looked up. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home.arpa', 'corp', 'private'];

function localName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  // A single label (`intranet`, `metadata`) is completed by the resolver's search list: local.
  if (!name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

// ------------------------------------------------------------------------------------ URLs

/** The host exactly as written in an absolute URL (or `//host`), before WHATWG normalisation. */
function writtenHost(raw: string): string | null {
  // The URL parser drops tabs and newlines anywhere and trims spaces and controls at both ends.
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\s\p{Cc}]+|[\s\p{Cc}]+$/gu, '');
  const match = /^(?:[a-z][a-z0-9+.-]*:)?[\\/]*(?:[^@\\/?#]*@)?(\[[^\]]*\]|[^:\\/?#]*)/i.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The URL a request may go to, or OutboundRefusedError. `raw` is what the user (or a redirect's
 * Location) wrote, `base` the page it is relative to.
 */
export function checkUrl(raw: string, allow: AllowList = NO_ALLOWANCE, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new OutboundRefusedError('invalid_url', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError('scheme', url.href);
  if (url.username || url.password) throw new OutboundRefusedError('credentials', url.href);
  if (allow.has(url.origin)) return url;
  if (url.port && url.port !== '80' && url.port !== '443') throw new OutboundRefusedError('port', url.href);
  const literal = ipLiteral(url.hostname);
  if (literal) {
    if (!isPublicAddress(literal)) throw new OutboundRefusedError('address', url.href);
    // 2130706433, 0177.0.0.1, 0x7f.1, 127.1, %31...: the parser turns them into a dotted quad; only
    // the dotted quad itself is accepted (a relative Location inherits a host already checked).
    const written = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(raw.trim()) ? writtenHost(raw) : url.hostname;
    if (!literal.includes(':') && written !== url.hostname) throw new OutboundRefusedError('address', url.href);
  } else if (localName(url.hostname)) {
    throw new OutboundRefusedError('address', url.href);
  }
  return url;
}
