import type { Platform } from '../../platform/types';

/** The fetch that reaches push services: the outbound guard's (docs/security.md "Outbound requests"). */
export function outboundFetch(platform: Platform): typeof fetch {
  return (input, init) => platform.outbound.fetch(input instanceof Request ? input.url : String(input), init);
}
