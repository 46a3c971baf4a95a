import { describe, expect, it } from 'vitest';
import { isValidSlug, slugProblem, tenantFromHost } from '../../worker/tenancy/host';

describe('tenantFromHost', () => {
  it.each([
    ['acme.localhost', undefined, 'acme'],
    ['acme.localhost:8787', undefined, 'acme'],
    ['ACME.LocalHost:5173', undefined, 'acme'],
    ['acme.grafik.app', 'grafik.app', 'acme'],
    ['acme.grafik.app:443', 'grafik.app', 'acme'],
    ['localhost:8787', undefined, 'default'],
    ['127.0.0.1:8787', undefined, 'default'],
    ['[::1]:8787', undefined, 'default'],
    ['grafik.app', 'grafik.app', 'default'],
    ['acme.grafik.app', undefined, 'default'],
    ['a.b.grafik.app', 'grafik.app', 'default'],
    ['www.grafik.app', 'grafik.app', 'default'],
    ['api.localhost', undefined, 'default'],
    ['acme.evil.com', 'grafik.app', 'default'],
    ['x.localhost', undefined, 'default'],
    ['-bad.localhost', undefined, 'default'],
    ['', undefined, 'default'],
  ])('%s with APP_DOMAIN %s -> %s', (host, appDomain, expected) => {
    expect(tenantFromHost(host, appDomain)).toBe(expected);
  });
});

describe('slugs', () => {
  it('accepts 2-40 lower-case letters, digits and hyphens starting with a letter or digit', () => {
    expect(isValidSlug('acme')).toBe(true);
    expect(isValidSlug('a1')).toBe(true);
    expect(isValidSlug('0-corp')).toBe(true);
    expect(isValidSlug('a'.repeat(40))).toBe(true);
    expect(isValidSlug('a'.repeat(41))).toBe(false);
    expect(isValidSlug('a')).toBe(false);
    expect(isValidSlug('Acme')).toBe(false);
    expect(isValidSlug('-acme')).toBe(false);
    expect(isValidSlug('ac_me')).toBe(false);
  });

  it('refuses the reserved slugs with a reason', () => {
    for (const slug of ['www', 'app', 'api', 'admin']) {
      expect(isValidSlug(slug)).toBe(false);
      expect(slugProblem(slug)).toMatch(/reserved/);
    }
    expect(slugProblem('acme')).toBeNull();
  });
});
