// Polish company identifiers and their checksums. Pure functions: no imports, safe anywhere.
//   NIP (tax id): 10 digits; weights 6,5,7,2,3,4,5,6,7 on the first nine; the sum mod 11 is the
//     last digit, and a sum mod 11 of 10 makes the number invalid.
//   REGON (statistical number): 9 digits with weights 8,9,2,3,4,5,6,7, or 14 digits with weights
//     2,4,8,5,0,9,7,3,6,1,2,4,8; the sum mod 11 is the last digit, 10 counting as 0. A 14-digit
//     REGON (a local unit) starts with the 9-digit REGON of its company, which must be valid too.
// People type them with dashes or spaces ("123-456-32-18"); those are accepted and dropped.

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** The digits of a number typed with optional dashes and spaces; null when anything else is in it. */
export function taxIdDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

function weightedSumMod11(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum % 11;
}

export function isValidNip(input: string): boolean {
  const digits = taxIdDigits(input);
  if (!digits || digits.length !== 10) return false;
  const check = weightedSumMod11(digits, NIP_WEIGHTS);
  return check !== 10 && check === Number(digits[9]);
}

export function isValidRegon(input: string): boolean {
  const digits = taxIdDigits(input);
  if (!digits || (digits.length !== 9 && digits.length !== 14)) return false;
  if (digits.length === 14 && !isValidRegon(digits.slice(0, 9))) return false;
  const weights = digits.length === 9 ? REGON9_WEIGHTS : REGON14_WEIGHTS;
  const check = weightedSumMod11(digits, weights) % 10;
  return check === Number(digits[digits.length - 1]);
}

/** The NIP as stored (digits only), or null when it is not a valid NIP. */
export function normalizeNip(input: string): string | null {
  return isValidNip(input) ? taxIdDigits(input) : null;
}

/** The REGON as stored (digits only), or null when it is not a valid REGON. */
export function normalizeRegon(input: string): string | null {
  return isValidRegon(input) ? taxIdDigits(input) : null;
}
