// The name a downloaded card is saved under: `card-<name>.pdf`. `filename` is plain ASCII (Polish and
// Ukrainian letters spelt in Latin, anything else a dash) for every browser; `filename*` (RFC 6266 /
// 5987) gives the name as it is to those that read it.

const LATIN: Record<string, string> = {
  ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O',
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', ы: 'y', э: 'e', ё: 'e', ъ: '',
};

/** `card-lucja-zolc` for 'Łucja Żółć'. */
export function cardFileStem(name: string): string {
  const latin = [...name.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((ch) => LATIN[ch] ?? LATIN[ch.toLowerCase()] ?? ch)
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `card-${latin || 'employee'}`;
}

export function cardFileName(name: string): { ascii: string; utf8: string; header: string } {
  const ascii = `${cardFileStem(name)}.pdf`;
  const clean = name.replace(/[\p{Cc}"\\/]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  const utf8 = `card-${clean || 'employee'}.pdf`;
  return { ascii, utf8, header: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}` };
}
