// The edge platform's settings and mail, under Node (it uses web-standard APIs only).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEdgePlatform, type EdgeVars } from '../../worker/platform/edge';

const VARS: EdgeVars = {
  SECRET_KEY: 'edge-test-secret-key-that-is-long-enough-0123456789',
  TURSO_DATABASE_URL_TEMPLATE: 'libsql://grafik-{tenant}-myorg.turso.io',
  TURSO_AUTH_TOKEN: 'token',
  CONTROL_DATABASE_URL: 'libsql://grafikcontrol-myorg.turso.io',
};
const MAIL = {
  tenant: 'acme',
  to: 'ann@acme.test',
  subject: 'Reset your password',
  html: '<a href="https://acme.example.com/reset-password?token=SECRET">reset</a>',
  text: 'https://acme.example.com/reset-password?token=SECRET',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createEdgePlatform', () => {
  it.each([
    [{ SECRET_KEY: undefined }, 'SECRET_KEY is not set'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY must be at least 32 characters'],
    [{ TURSO_DATABASE_URL_TEMPLATE: undefined }, 'TURSO_DATABASE_URL_TEMPLATE is not set'],
    [{ TURSO_DATABASE_URL_TEMPLATE: 'libsql://grafik-myorg.turso.io' }, 'must contain {tenant}'],
    [{ CONTROL_DATABASE_URL: '' }, 'CONTROL_DATABASE_URL is not set'],
    [{ MAIL_API_URL: 'https://mail.test/emails', MAIL_API_KEY: 'key' }, 'MAIL_FROM is not set'],
  ])('refuses %o', (override, message) => {
    expect(() => createEdgePlatform({ ...VARS, ...override })).toThrow(message);
  });

  it('reads the config, and the client address from CF-Connecting-IP', () => {
    const platform = createEdgePlatform({ ...VARS, APP_DOMAIN: 'example.com' });
    expect(platform.config.appDomain).toBe('example.com');
    expect(platform.config.publicScheme).toBe('https');
    const context = (ip?: string) => ({ req: { header: (name: string) => (name === 'CF-Connecting-IP' ? ip : undefined) } });
    expect(platform.clientIp(context('203.0.113.7') as never)).toBe('203.0.113.7');
    expect(platform.clientIp(context() as never)).toBe('unknown');
  });

  it('runs on the real clock, or on the one GRAFIK_CLOCK pins (tests only), and refuses a bad value', () => {
    const real = createEdgePlatform(VARS).now().getTime();
    expect(Math.abs(real - Date.now())).toBeLessThan(1000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pinned = createEdgePlatform({ ...VARS, GRAFIK_CLOCK: '2030-12-10T08:00:00Z' }).now().getTime();
    expect(Math.abs(pinned - Date.parse('2030-12-10T08:00:00Z'))).toBeLessThan(1000);
    expect(warn.mock.calls.flat().join(' ')).toContain('GRAFIK_CLOCK pins the clock');
    expect(() => createEdgePlatform({ ...VARS, GRAFIK_CLOCK: '2030-12-10 08:00' })).toThrow(
      'GRAFIK_CLOCK must be an ISO instant with a zone',
    );
  });

  it('never opens the control database as a tenant database', async () => {
    const platform = createEdgePlatform({ ...VARS, CONTROL_DATABASE_URL: 'libsql://grafik-control-myorg.turso.io' });
    await expect(platform.databases.get('control')).rejects.toThrow('would open the control database');
  });
});

describe('edge mail', () => {
  it('without MAIL_API_URL, logs recipient and subject but not the link, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await createEdgePlatform(VARS).mailer.send(MAIL);
    expect(fetch).not.toHaveBeenCalled();
    const line = log.mock.calls.flat().join(' ');
    expect(line).toContain('ann@acme.test');
    expect(line).toContain('Reset your password');
    expect(line).not.toContain('SECRET');
  });

  it('posts the mail to the provider as JSON with the API key', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const vars = { ...VARS, MAIL_API_URL: 'https://mail.test/emails', MAIL_API_KEY: 'key', MAIL_FROM: 'Grafik <no-reply@example.com>' };
    await createEdgePlatform(vars).mailer.send(MAIL);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mail.test/emails');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer key', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'Grafik <no-reply@example.com>',
      to: MAIL.to,
      subject: MAIL.subject,
      html: MAIL.html,
      text: MAIL.text,
      tags: [{ name: 'tenant', value: MAIL.tenant }],
    });
  });

  it('logs a failed send instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vars = { ...VARS, MAIL_API_URL: 'https://mail.test/emails', MAIL_API_KEY: 'key', MAIL_FROM: 'no-reply@example.com' };
    const mailer = createEdgePlatform(vars).mailer;

    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"domain not verified"}', { status: 403 })));
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();

    const lines = error.mock.calls.map((call) => call.map(String).join(' '));
    expect(lines[0]).toContain('HTTP 403 {"message":"domain not verified"}');
    expect(lines[1]).toContain('fetch failed');
    expect(lines.join('\n')).not.toContain('SECRET');
  });
});
