import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../worker/auth/password';

describe('password hashing', () => {
  it('writes the documented versioned format', async () => {
    const hash = await hashPassword('correct horse');
    const parts = hash.split('$');
    expect(parts[0]).toBe('pbkdf2-sha256');
    expect(parts[1]).toBe('v1');
    expect(Number(parts[2])).toBe(PBKDF2_ITERATIONS);
    expect(parts[3]).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16-byte salt
    expect(parts[4]).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256-bit hash
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('zażółć gęślą jaźń');
    expect(await verifyPassword('zażółć gęślą jaźń', hash)).toBe(true);
    expect(await verifyPassword('zazolc gesla jazn', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses tampered, unknown-scheme and over-cost hashes', async () => {
    const hash = await hashPassword('secret123');
    const parts = hash.split('$');
    // One character changed (one in 64 hashes starts with 'A' already: that one gets a 'B').
    const tampered = (parts[4]!.startsWith('A') ? 'B' : 'A') + parts[4]!.slice(1);
    expect(await verifyPassword('secret123', [...parts.slice(0, 4), tampered].join('$'))).toBe(false);
    expect(await verifyPassword('secret123', ['bcrypt', ...parts.slice(1)].join('$'))).toBe(false);
    expect(await verifyPassword('secret123', [parts[0], 'v2', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret123', [parts[0], parts[1], '100000000', parts[3], parts[4]].join('$'))).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
  });
});
