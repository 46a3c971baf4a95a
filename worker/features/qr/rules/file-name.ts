// The name a downloaded card is saved under: `card-<name>.pdf`, in ASCII and as it is (lib/file-name.ts).
import { asciiSlug, attachment, cleanFileText } from '../../../lib/file-name';

/** `card-lucja-zolc` for 'Łucja Żółć'. */
export const cardFileStem = (name: string): string => `card-${asciiSlug(name) || 'employee'}`;

export function cardFileName(name: string): { ascii: string; utf8: string; header: string } {
  const ascii = `${cardFileStem(name)}.pdf`;
  const utf8 = `card-${cleanFileText(name) || 'employee'}.pdf`;
  return { ascii, utf8, header: attachment(ascii, utf8) };
}
