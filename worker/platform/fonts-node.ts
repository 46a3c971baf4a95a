// The PDF fonts on Node: the TTF of the installed package, read on first use and kept.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DEJAVU_SANS, type Fonts } from '../lib/pdf/fonts';

export function nodeFonts(): Fonts {
  let sans: Promise<Uint8Array> | undefined;
  return {
    dejavuSans() {
      sans ??= readFile(createRequire(import.meta.url).resolve(DEJAVU_SANS)).then((bytes) => new Uint8Array(bytes));
      sans.catch(() => (sans = undefined));
      return sans;
    },
  };
}
