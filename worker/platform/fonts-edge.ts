// The PDF fonts in the Worker: the TTF is a module of the bundle. wrangler.toml's [[rules]] make
// `*.ttf` a "Data" module (an ArrayBuffer, uploaded beside the script, not base64 in it); the test
// bundles of tests/support/workerd.ts use esbuild's binary loader (a Uint8Array). Both are read alike.
import dejavuSansTtf from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import type { Fonts } from '../lib/pdf/fonts';

const sans = new Uint8Array(dejavuSansTtf);

export const edgeFonts: Fonts = {
  dejavuSans: async () => sans,
};
