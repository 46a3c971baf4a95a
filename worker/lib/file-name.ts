// Names of downloaded files (employee cards, hour reports). `filename` is plain ASCII (Polish and
// Ukrainian letters spelt in Latin, anything else a dash) for every browser; `filename*` (RFC 6266 /
// 5987) gives the name as it is to those that read it.

const LATIN: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'e',
  ъ: '',
};

/** 'lucja-zolc' for 'Łucja Żółć': lower-case ASCII words joined by dashes, at most `max` characters. */
export function asciiSlug(name: string, max = 60): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((ch) => LATIN[ch] ?? LATIN[ch.toLowerCase()] ?? ch)
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A name as it may stand in a file name: no control characters, quotes or slashes, at most `max` characters. */
export const cleanFileText = (name: string, max = 80) => name.replace(/[\p{Cc}"\\/]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

/** `Content-Disposition: attachment` with both names. */
export const attachment = (ascii: string, utf8: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
