import type { Platform } from '../../platform/types';

/** The fetch that reaches push services: the only one the push feature uses. */
export function outboundFetch(_platform: Platform): typeof fetch {
  // Becomes platform.outbound.fetch (the SSRF guard built in parallel) when the branches merge.
  return globalThis.fetch.bind(globalThis);
}
