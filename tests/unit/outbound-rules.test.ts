// The outbound guard's pure rules (worker/platform/outbound-rules.ts): what a server-side fetch to
// a user-supplied address may reach. The same rules run on Node (with the connected address) and
// at the edge (the URL only).
import { describe, expect, it } from 'vitest';
import {
  allowedEndpoint,
  allowList,
  checkUrl,
  isPublicAddress,
  OutboundRefusedError,
  type RefusalReason,
} from '../../worker/platform/outbound-rules';

function refusal(raw: string, base?: string): RefusalReason | 'accepted' {
  try {
    checkUrl(raw, undefined, base ? new URL(base) : undefined);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundRefusedError);
    return (error as OutboundRefusedError).reason;
  }
}

describe('addresses', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822', // NAT64 of 93.184.216.34
    '2002:5db8:d822::1', // 6to4 of 93.184.216.34
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd00:ec2::254', 'AWS metadata over IPv6 (ULA)'],
    ['fc00::1', 'ULA'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback (hex)'],
    ['::a00:1', 'IPv4-compatible private'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b::a00:1', 'NAT64 of private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::5db8:d822', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:a00:1::1', '6to4 of private'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo of a private client (10.0.0.1)'],
    ['100::1', 'discard'],
    ['2001:10::1', 'ORCHID'],
    ['1000::1', 'outside global unicast'],
    ['2130706433', 'decimal spelling'],
    ['0177.0.0.1', 'octal spelling'],
    ['0x7f.1', 'hex spelling'],
    ['127.1', 'short spelling'],
    ['fe80::1%eth0', 'scoped'],
    ['localhost', 'a name'],
    ['', 'nothing'],
  ])('%s is refused (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('URLs', () => {
  it('accepts public http(s) on the default ports', () => {
    expect(refusal('https://example.com/news?id=1#top')).toBe('accepted');
    expect(refusal('http://example.com:80/')).toBe('accepted');
    expect(refusal('https://example.com:443/')).toBe('accepted');
    expect(refusal('http://93.184.216.34/')).toBe('accepted');
    expect(refusal('https://[2606:4700::1111]/')).toBe('accepted');
    expect(refusal('https://EXAMPLE.com/')).toBe('accepted');
    expect(checkUrl('http://example.com/a').href).toBe('http://example.com/a');
  });

  it.each([
    ['ftp://example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['gopher://example.com/', 'scheme'],
    ['http://example.com:8080/', 'port'],
    ['https://example.com:8443/', 'port'],
    ['http://example.com:22/', 'port'],
    ['http://user:secret@example.com/', 'credentials'],
    ['not a url', 'invalid_url'],
    ['', 'invalid_url'],
    ['http://', 'invalid_url'],
    ['http://127.0.0.1/', 'address'],
    ['http://localhost/', 'address'],
    ['http://LOCALHOST./', 'address'],
    ['http://app.localhost/', 'address'],
    ['http://printer.local/', 'address'],
    ['http://metadata.google.internal/', 'address'],
    ['http://intranet/', 'address'],
    ['http://[::1]/', 'address'],
    ['http://[::ffff:127.0.0.1]/', 'address'],
    ['http://[::127.0.0.1]/', 'address'],
    ['http://[64:ff9b::10.0.0.1]/', 'address'],
    ['http://[2002:7f00:1::]/', 'address'],
    ['http://2130706433/', 'address'],
    ['http://0177.0.0.1/', 'address'],
    ['http://127.1/', 'address'],
    ['http://0x7f000001/', 'address'],
    ['http://0x7f.1/', 'address'],
    ['http://%31%32%37.0.0.1/', 'address'],
    ['http://169.254.169.254/latest/meta-data/', 'address'],
    ['http://[fd00:ec2::254]/', 'address'],
    ['http://10.0.0.1/', 'address'],
    ['http://100.64.0.1/', 'address'],
    ['http://224.0.0.1/', 'address'],
    ['http://0/', 'address'],
    ['http://0.0.0.0/', 'address'],
    ['http://255.255.255.255/', 'address'],
    ['http:127.1', 'address'],
    ['http:\\\\127.0.0.1\\', 'address'],
  ])('%s is refused: %s', (raw, reason) => expect(refusal(raw)).toBe(reason));

  it('refuses odd spellings of a public address too (only the dotted quad is an address)', () => {
    expect(refusal('http://1572395042/')).toBe('address'); // 93.184.216.34
    expect(refusal('http://0x5db8d822/')).toBe('address');
    expect(refusal('http://93.184.54306/')).toBe('address');
  });

  it('resolves a redirect against the page it came from, and checks where it lands', () => {
    expect(refusal('/next', 'https://example.com/a')).toBe('accepted');
    expect(refusal('//example.org/x', 'https://example.com/a')).toBe('accepted');
    expect(refusal('//127.0.0.1/x', 'https://example.com/a')).toBe('address');
    expect(refusal('//2130706433/', 'https://example.com/a')).toBe('address');
    expect(refusal('http://127.0.0.1:8080/', 'https://example.com/a')).toBe('port');
    expect(refusal('ftp://example.com/', 'https://example.com/a')).toBe('scheme');
  });
});

describe('the allow-list of the tests', () => {
  it('admits exactly its origins', () => {
    const allow = allowList(['http://127.0.0.1:54321']);
    expect(checkUrl('http://127.0.0.1:54321/page', allow).href).toBe('http://127.0.0.1:54321/page');
    expect(() => checkUrl('http://127.0.0.1:54322/', allow)).toThrow(OutboundRefusedError);
    expect(() => checkUrl('http://127.0.0.1/', allow)).toThrow(OutboundRefusedError);
    expect(() => checkUrl('https://127.0.0.1:54321/', allow)).toThrow(OutboundRefusedError);
    expect(() => checkUrl('http://localhost:54321/', allow)).toThrow(OutboundRefusedError);
    expect(allowedEndpoint(allow, '127.0.0.1', 54321)).toBe(true);
    expect(allowedEndpoint(allow, '::ffff:127.0.0.1', 54321)).toBe(true);
    expect(allowedEndpoint(allow, '127.0.0.1', 54322)).toBe(false);
    expect(allowedEndpoint(allowList([]), '127.0.0.1', 54321)).toBe(false);
    expect(allowedEndpoint(allowList(['http://[::1]:8000']), '::1', 8000)).toBe(true);
  });

  it('takes loopback origins with a port only', () => {
    for (
      const bad of [
        'http://10.0.0.1:80',
        'http://127.0.0.1',
        'https://127.0.0.1:443',
        'http://localhost:3000',
        'http://127.0.0.1:80/path',
        'http://example.com:8080',
        'nonsense',
      ]
    ) {
      expect(() => allowList([bad]), bad).toThrow(/allow-list/);
    }
  });
});
