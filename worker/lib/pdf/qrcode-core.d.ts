// qrcode's encoder alone (`create`), without the package entry's renderers: its Node entry needs
// `fs` (PNG files), which only bundlers that read the package's `browser` field leave out; the test
// bundles of tests/support/workerd.ts do not. Typed with @types/qrcode's own types.
declare module 'qrcode/lib/core/qrcode' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}
