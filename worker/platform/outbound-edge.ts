// The outbound guard at the edge: the global fetch, one hop at a time. A Worker cannot see the
// address a name resolves to (Cloudflare resolves it, and Workers cannot reach private networks),
// so the rules check what the URL says: scheme, port, IP literals and local names (outbound-rules.ts).
import { guardedOutbound, type Outbound } from './outbound';
import { allowList } from './outbound-rules';

/**
 * `allow`: loopback origins of the tests' servers (the binding GRAFIK_TEST_OUTBOUND_ALLOW, which
 * only the test harness sets); none in production.
 */
export function createEdgeOutbound(options: { allow?: readonly string[] } = {}): Outbound {
  return guardedOutbound((url, init) => fetch(url.href, init), allowList(options.allow));
}
