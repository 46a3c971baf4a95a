// A QR code as vector squares: the matrix from `qrcode`'s create() (its core module: qrcode-core.d.ts) (the library the web app renders
// 'My QR' with), each row's runs of dark modules one rectangle, all filled at once. No raster, no
// canvas: the same in Node and workerd, sharp at any print resolution.
import { create } from 'qrcode/lib/core/qrcode';
import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor, type PDFPage } from 'pdf-lib';
import { WHITE } from './document';

/** The modules of a QR code: `size` × `size`, dark(x, y) with (0, 0) the top-left module. */
export type QrMatrix = { size: number; dark(x: number, y: number): boolean };

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export function qrMatrix(text: string, level: QrLevel = 'M'): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: level });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** Modules of light margin a decoder needs around the symbol (ISO/IEC 18004: 4). */
export const QR_QUIET_ZONE = 4;

/**
 * Draws the symbol with its quiet zone into the square at (x, y) (bottom-left, points) of side
 * `size`: a white square, then the dark modules.
 */
export function drawQr(page: PDFPage, matrix: QrMatrix, at: { x: number; y: number; size: number; quietZone?: number }) {
  const quiet = at.quietZone ?? QR_QUIET_ZONE;
  const module = at.size / (matrix.size + 2 * quiet);
  page.drawRectangle({ x: at.x, y: at.y, width: at.size, height: at.size, color: WHITE });
  const ops = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < matrix.size; row++) {
    const y = at.y + at.size - (quiet + row + 1) * module;
    for (let col = 0; col < matrix.size;) {
      if (!matrix.dark(col, row)) {
        col++;
        continue;
      }
      let end = col;
      while (end < matrix.size && matrix.dark(end, row)) end++;
      // A hair taller and wider than the module, so neighbouring rectangles leave no seam when rasterised.
      ops.push(rectangle(at.x + (quiet + col) * module, y - 0.01, (end - col) * module + 0.01, module + 0.02));
      col = end;
    }
  }
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}
