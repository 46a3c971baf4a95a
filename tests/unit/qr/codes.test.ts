// The codes a scanner reads (worker/features/qr/rules/codes.ts).
import { describe, expect, it } from 'vitest';
import { checkShortCode, parseCode, randomCardNumber, shortCodeKey, signShortCode } from '../../../worker/features/qr/rules/codes';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123456789');
const user = '0193a4b2-1c00-7abc-8def-0123456789ab';
const now = new Date('2030-05-05T10:00:00Z');

describe('parseCode', () => {
  it('reads a card id, a card number and a short code, as a wedge scanner types them', () => {
    expect(parseCode(' 0193A4B2-1C00-4ABC-8DEF-0123456789AB\n')).toEqual({ kind: 'uuid', id: '0193a4b2-1c00-4abc-8def-0123456789ab' });
    expect(parseCode('1234567890')).toEqual({ kind: 'number', number: '1234567890' });
    expect(parseCode('12345 67890')).toEqual({ kind: 'number', number: '1234567890' });
    expect(parseCode(`GQ1.${user}.1900000000.${'A'.repeat(43)}`)).toMatchObject({ kind: 'short', userId: user, expiresAt: 1900000000 });
  });

  it('is null for anything else', () => {
    for (
      const text of ['', 'hello', '123456789', '12345678901', 'GQ1.x.y.z', `GQ2.${user}.1.${'A'.repeat(43)}`, '<script>', 'not-a-uuid-0000']
    ) expect(parseCode(text), text).toBeNull();
  });
});

describe('short codes', () => {
  it('are valid for 60 seconds, then expired; a changed byte or another tenant is forged', async () => {
    const key = await shortCodeKey(secret, 'acme');
    const { code, expiresAt } = await signShortCode(key, user, now);
    expect(expiresAt.toISOString()).toBe('2030-05-05T10:01:00.000Z');
    const parsed = parseCode(code);
    expect(parsed?.kind).toBe('short');
    if (parsed?.kind !== 'short') return;
    expect(await checkShortCode(key, parsed, new Date(now.getTime() + 59_000))).toBe('valid');
    expect(await checkShortCode(key, parsed, new Date(now.getTime() + 60_000))).toBe('expired');
    expect(await checkShortCode(await shortCodeKey(secret, 'globex'), parsed, now)).toBe('forged');
    const other = parseCode(code.replace(user, '0193a4b2-1c00-7abc-8def-0123456789ac'));
    if (other?.kind !== 'short') throw new Error('not parsed');
    expect(await checkShortCode(key, other, now)).toBe('forged');
    const later = parseCode(code.replace(`.${Math.floor(expiresAt.getTime() / 1000)}.`, '.9999999999.'));
    if (later?.kind !== 'short') throw new Error('not parsed');
    expect(await checkShortCode(key, later, now)).toBe('forged');
  });
});

it('makes random 10-digit card numbers that never start with 0', () => {
  const numbers = new Set(Array.from({ length: 200 }, randomCardNumber));
  expect(numbers.size).toBe(200);
  for (const number of numbers) expect(number).toMatch(/^[1-9]\d{9}$/);
});
