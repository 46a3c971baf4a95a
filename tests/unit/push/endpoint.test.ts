// Which subscription endpoints the API stores: https on a public host name only.
import { describe, expect, it } from 'vitest';
import { endpointProblem } from '../../../worker/features/push/rules/endpoint';

describe('endpointProblem', () => {
  it('passes the push services', () => {
    for (
      const url of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGr7',
        'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      ]
    ) expect(endpointProblem(url), url).toBeNull();
  });
  it('refuses anything but https', () => {
    for (const url of ['http://fcm.googleapis.com/x', 'ftp://fcm.googleapis.com/x', 'fcm.googleapis.com/x', '']) {
      expect(endpointProblem(url), url).toBe('push.endpoint_https');
    }
  });
  it('refuses IP literals, local names, credentials and other ports', () => {
    for (
      const url of [
        'https://127.0.0.1/x',
        'https://10.0.0.8/x',
        'https://8.8.8.8/x',
        'https://0x7f000001/x',
        'https://2130706433/x',
        'https://[::1]/x',
        'https://[fd00::1]/x',
        'https://localhost/x',
        'https://push.localhost/x',
        'https://printer.local/x',
        'https://metadata.google.internal/x',
        'https://intranet/x',
        'https://user:pass@fcm.googleapis.com/x',
        'https://fcm.googleapis.com:8443/x',
      ]
    ) expect(endpointProblem(url), url).toBe('push.endpoint_not_public');
  });
  it("admits the tests' receiver only when the outbound allow-list has it", () => {
    const receiver = (url: URL) => url.origin === 'http://127.0.0.1:4100';
    expect(endpointProblem('http://127.0.0.1:4100/push/1', receiver)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4101/push/1', receiver)).toBe('push.endpoint_https');
    expect(endpointProblem('http://127.0.0.1:4100/push/1')).toBe('push.endpoint_https');
  });
});
