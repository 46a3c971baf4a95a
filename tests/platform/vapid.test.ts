// The Node entry's Web Push keys (docs/push.md): generated once into DATA_DIR with mode 0600 and
// reused; the environment's pair wins when set. At the edge the keys are Worker secrets.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { expect, it } from 'vitest';
import { loadVapidKeys } from '../../worker/platform/node';

it('generates the VAPID keys once into DATA_DIR (0600) and reuses them; the environment wins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grafik-vapid-'));
  const vapid = webpush.generateVAPIDKeys();
  try {
    const first = loadVapidKeys(dir, {});
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dir, { VAPID_SUBJECT: 'mailto:ops@example.com' })).toEqual({ ...first, subject: 'mailto:ops@example.com' });
    expect(loadVapidKeys(dir, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }).publicKey).toBe(vapid.publicKey);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
