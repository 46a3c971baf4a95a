// Host name -> tenant slug, exactly as spec/product-rules.md "Tenancy" says.

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const RESERVED_SLUGS = new Set(['www', 'app', 'api', 'admin']);
export const DEFAULT_TENANT = 'default';

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug);
}

/** The reason a slug cannot name a new tenant, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug)) {
    return 'A tenant slug is 2-40 characters: lower-case letters, digits and hyphens, starting with a letter or digit';
  }
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is reserved`;
  return null;
}

/**
 * The tenant a host names: the first label of `<slug>.<appDomain>` or `<slug>.localhost`.
 * Any other host (localhost, an IP, the bare domain, a foreign domain) has no tenant and maps
 * to `default`. A first label that is not a valid slug also maps to `default`.
 */
export function tenantFromHost(host: string | undefined | null, appDomain?: string): string {
  if (!host) return DEFAULT_TENANT;
  const name = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  const suffixes = ['localhost'];
  if (appDomain) suffixes.push(appDomain.toLowerCase().replace(/^\.+|\.$/g, ''));
  for (const suffix of suffixes) {
    if (!name.endsWith(`.${suffix}`)) continue;
    const label = name.slice(0, -(suffix.length + 1));
    if (!label.includes('.') && isValidSlug(label)) return label;
  }
  return DEFAULT_TENANT;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The host a request was sent to, from its URL: both runtimes build the URL from the Host header,
 * and Miniflare, which rewrites the Host header of the requests it dispatches, keeps their URL.
 */
export const requestHost = (c: { req: { url: string } }): string => new URL(c.req.url).host;
