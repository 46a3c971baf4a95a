// The BarcodeDetector ponyfill (barcode-detector 3, ZXing compiled to wasm) for browsers without a
// native detector (Chromium on Linux, Firefox, Safari before 17). Its wasm is the app's own file:
// Vite copies it to /assets with a hashed name and `?url` gives that address, so nothing is
// fetched from a CDN (the ponyfill's default). Loaded only by detector.ts, when a camera starts on
// such a browser: no other screen's bundle carries it.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The ponyfill, its wasm loaded and compiled (a failure here is a scanner that cannot start). */
export async function loadPonyfill(): Promise<typeof BarcodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  return BarcodeDetector;
}
