// The users list's order (GET /users/): names sort as a Polish or Ukrainian reader expects, which
// SQLite cannot do (no ICU collation here, and neither libSQL files nor Turso over HTTP take a
// custom one). Each user stores a sort key computed here whose plain byte order (SQLite's BINARY
// collation) is that order, so the database sorts before skip/limit and an index serves it.
//
// The order follows the CLDR collations of Polish (`Intl.Collator('pl')`) for Latin letters and of
// Ukrainian (`Intl.Collator('uk')`) for Cyrillic ones, compared at the base level: case and accents
// that are not letters of their own (é, ü) do not count; Latin sorts before Cyrillic; a space
// before punctuation, digits and letters ("Anna Z" before "Annabel"). The alphabet is written out
// below rather than read from the runtime's ICU, so Node and the Worker store the same keys.

/**
 * Characters in their order; a group in one string is one place (the same rank). Letters that
 * are variants at the base level (é of e) are found through their decomposition instead.
 */
const ORDER: string[] = [
  ' ',
  '_',
  '-',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  "'",
  '"',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '+',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  // Polish: ą after a, ć after c, ę after e, ł after l, ń after n, ó after o, ś after s, ź and ż after z.
  'a',
  'ą',
  'b',
  'c',
  'ć',
  'd',
  'e',
  'ę',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'ł',
  'm',
  'n',
  'ń',
  'o',
  'ó',
  'p',
  'q',
  'r',
  's',
  'ś',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
  'ź',
  'ż',
  // Ukrainian: ґ after г, є after е, і and ї after и, then й; ё, ў, ъ, ы, э of neighbouring languages where ICU puts them.
  'а',
  'б',
  'в',
  'г',
  'ґ',
  'д',
  'е',
  'ё',
  'є',
  'ж',
  'з',
  'и',
  'і',
  'ї',
  'й',
  'ј',
  'к',
  'л',
  'м',
  'н',
  'о',
  'п',
  'р',
  'с',
  'т',
  'у',
  'ў',
  'ф',
  'х',
  'ц',
  'ч',
  'ш',
  'щ',
  'ъ',
  'ы',
  'ь',
  'э',
  'ю',
  'я',
];

const RANK = new Map<string, number>(ORDER.map((char, index) => [char, index + 1]));
/** Characters outside the table sort after it, by code point. */
const FALLBACK_BASE = ORDER.length + 1;
/** Each character becomes this many base-36 digits: enough for every code point after the table. */
const WIDTH = 4;
const COMBINING_MARKS = /\p{M}/gu;

function rankOf(char: string): number {
  const direct = RANK.get(char);
  if (direct !== undefined) return direct;
  // é -> e, ü -> u, ї -> і + diaeresis is in the table already; anything else by its base letter.
  const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
  if (base) {
    const folded = [...base];
    if (folded.length === 1) {
      const rank = RANK.get(folded[0]!);
      if (rank !== undefined) return rank;
    }
  }
  return FALLBACK_BASE + char.codePointAt(0)!;
}

/**
 * The key a name sorts by: lower-cased, each character as WIDTH base-36 digits of its rank. Keys
 * compare byte by byte in the order above; a name that is the start of another sorts first.
 */
export function nameSortKey(name: string): string {
  let key = '';
  for (const char of name.normalize('NFC').toLocaleLowerCase().trim()) {
    key += rankOf(char).toString(36).padStart(WIDTH, '0');
  }
  return key;
}

/** What a user sorts by: the full name, or the email when there is none. */
export const userSortKey = (row: { email: string; fullName?: string | null }): string => nameSortKey(row.fullName || row.email);
