import { describe, expect, it } from 'vitest';
import { isValidNip, isValidRegon, normalizeNip, normalizeRegon, taxIdDigits } from '../../worker/features/org/tax-ids';

describe('NIP', () => {
  it('accepts numbers whose weighted sum mod 11 is the last digit', () => {
    for (const nip of ['1234563218', '6772104530', '5260250274', '7740001454']) expect(isValidNip(nip), nip).toBe(true);
  });

  it('accepts dashes and spaces and stores digits only', () => {
    expect(isValidNip('123-456-32-18')).toBe(true);
    expect(isValidNip('123 456 32 18')).toBe(true);
    expect(normalizeNip(' 677-210-45-30 ')).toBe('6772104530');
  });

  it('refuses a wrong check digit, a wrong length and other characters', () => {
    for (const nip of ['1234563219', '123456321', '12345632180', '', 'PL1234563218', '12345632l8', '123.456.32.18']) {
      expect(isValidNip(nip), nip).toBe(false);
    }
    expect(normalizeNip('1234563219')).toBeNull();
  });

  it('refuses numbers whose sum mod 11 is 10, whatever the last digit', () => {
    const sumMod11 = (digits: string) => [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11;
    const prefix = Array.from({ length: 1000 }, (_, i) => String(i).padStart(9, '0')).find((p) => sumMod11(p) === 10)!;
    expect(prefix).toBeDefined();
    for (let last = 0; last <= 9; last++) expect(isValidNip(`${prefix}${last}`)).toBe(false);
  });
});

describe('REGON', () => {
  it('accepts valid 9-digit numbers (weights 8,9,2,3,4,5,6,7)', () => {
    for (const regon of ['123456785', '356032100']) expect(isValidRegon(regon), regon).toBe(true);
  });

  it('counts a sum mod 11 of 10 as a check digit 0', () => {
    const sumMod11 = (digits: string) => [8, 9, 2, 3, 4, 5, 6, 7].reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11;
    const prefix = Array.from({ length: 1000 }, (_, i) => String(i).padStart(8, '0')).find((p) => sumMod11(p) === 10)!;
    expect(isValidRegon(`${prefix}0`)).toBe(true);
    expect(isValidRegon(`${prefix}1`)).toBe(false);
  });

  it('accepts valid 14-digit numbers (weights 2,4,8,5,0,9,7,3,6,1,2,4,8) of a valid 9-digit REGON', () => {
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('1234-5678-5123-47')).toBe(true);
    expect(normalizeRegon('12345678512347')).toBe('12345678512347');
  });

  it('refuses a wrong check digit, a wrong length, other characters and a 14-digit number of an invalid REGON', () => {
    for (const regon of ['123456786', '12345678512348', '1234567851234', '12345678', '1234567890', '', 'REGON123456785']) {
      expect(isValidRegon(regon), regon).toBe(false);
    }
    // Its own 14-digit checksum holds, but its first nine digits are not a REGON.
    const weights = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
    const body = '1234567861234';
    const check = (weights.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11) % 10;
    expect(isValidRegon(`${body}${check}`)).toBe(false);
  });

  it('stores digits only', () => {
    expect(normalizeRegon('356 032 100')).toBe('356032100');
    expect(normalizeRegon('356032101')).toBeNull();
  });
});

describe('taxIdDigits', () => {
  it('keeps digits after dropping dashes and spaces, or answers null', () => {
    expect(taxIdDigits('12-34 5')).toBe('12345');
    expect(taxIdDigits('12a')).toBeNull();
    expect(taxIdDigits('--')).toBeNull();
  });
});
