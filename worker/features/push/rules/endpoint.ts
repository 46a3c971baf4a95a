// Whether a subscription's endpoint may be stored: the API will POST to it later, so only an
// https address on a public host name passes (no IP literal, no localhost or private names, no
// credentials, the default port). Real push services (FCM, Mozilla, Apple, Windows) all are.
// Pure: no network; the host is judged by its name (the outbound fetch guards the connection).

export type EndpointProblem = 'push.endpoint_https' | 'push.endpoint_not_public';

/** Names that never reach a public push service. */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'home.arpa',
  'test',
  'invalid',
  'example',
  'onion',
];
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Null when the endpoint may be stored, else why not. `isTestServer` admits the tests' own push
 * receiver (the outbound guard's test allow-list, empty in a deployment).
 */
export function endpointProblem(endpoint: string, isTestServer: (url: URL) => boolean = () => false): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'push.endpoint_https';
  }
  if (isTestServer(url) && !url.username && !url.password) return null;
  if (url.protocol !== 'https:') return 'push.endpoint_https';
  if (url.username || url.password || url.port !== '') return 'push.endpoint_not_public';
  // The URL parser has already turned '0x7f.1', '2130706433' and the like into dotted IPv4.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4.test(host)) return 'push.endpoint_not_public';
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels.at(-1)!)) {
    return 'push.endpoint_not_public';
  }
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'push.endpoint_not_public';
  return null;
}
