// A barcode detector for the camera: the browser's own BarcodeDetector when it reads QR codes and
// Code 128, else the ponyfill (zxing.ts, loaded on first use). The formats are those of an
// employee card: the QR carries the card's id, the Code 128 its number.
export const SCAN_FORMATS = ['qr_code', 'code_128'] as const;

export type Detected = { rawValue: string; format: string };
export type Detector = { detect: (source: CanvasImageSource) => Promise<Detected[]>; native: boolean };

type NativeDetector = {
  new(options: { formats: string[] }): { detect(source: CanvasImageSource): Promise<Detected[]> };
  getSupportedFormats(): Promise<string[]>;
};

export async function createDetector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      if (SCAN_FORMATS.every((format) => supported.includes(format))) {
        const detector = new Native({ formats: [...SCAN_FORMATS] });
        return { detect: (source) => detector.detect(source), native: true };
      }
    } catch {
      // A detector that cannot tell its formats is not relied on: the ponyfill reads them.
    }
  }
  const { loadPonyfill } = await import('./zxing');
  const BarcodeDetector = await loadPonyfill();
  const detector = new BarcodeDetector({ formats: [...SCAN_FORMATS] });
  return { detect: (source) => detector.detect(source as ImageBitmapSource) as Promise<Detected[]>, native: false };
}
