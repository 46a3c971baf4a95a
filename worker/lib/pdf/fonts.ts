// The fonts PDFs embed (docs/decisions.md "PDFs: pdf-lib + fontkit + DejaVu"): DejaVu Sans of the
// `dejavu-fonts-ttf` package, a full TTF (Latin, Polish, Cyrillic), subset into each document.
// Where the bytes come from is the platform's (Platform.fonts): a file read once on Node, a module of
// the Worker bundle at the edge (wrangler.toml [[rules]] "Data"). Nothing is fetched at run time.

/** The package path of the one font; the Node platform resolves it, the edge platform imports it. */
export const DEJAVU_SANS = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

export type Fonts = {
  /** DejaVu Sans, the TTF's bytes (the same array every call: do not change it). */
  dejavuSans(): Promise<Uint8Array>;
};
