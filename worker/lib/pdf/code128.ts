// A Code 128 barcode as vector bars: bwip-js encodes (Barcode Writer in Pure PostScript: code sets,
// check digit, stop pattern) and reports each bar to a drawing context; this one only records them,
// so the bars become PDF rectangles. Importing `code128` alone keeps the other symbologies out of
// the Worker bundle (bwip-js's `raw()` looks encoders up by name and so pulls in all of them).
import { code128 } from 'bwip-js';
import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor, type PDFPage } from 'pdf-lib';
import { WHITE } from './document';

/** The bars in modules (the narrowest bar's width) from the left edge, and the symbol's width. */
export type Bars = { modules: number; bars: { x: number; width: number }[] };

/** bwip-js draws at this scale: every bar's width and left edge are then whole numbers. */
const SCALE = 2;

export function code128Bars(text: string): Bars {
  const bars: Bars['bars'] = [];
  let width = 0;
  code128(
    { bcid: 'code128', text, scale: SCALE, height: 10 },
    {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: (w: number) => {
        width = w;
      },
      // A bar is a vertical line `lw` wide centred on x.
      line: (x0: number, _y0: number, x1: number, _y1: number, lw: number) => {
        if (x0 !== x1) throw new Error('code128: a line that is not a bar');
        bars.push({ x: (x0 - lw / 2) / SCALE, width: lw / SCALE });
      },
      polygon: () => undefined,
      hexagon: () => undefined,
      ellipse: () => undefined,
      fill: () => undefined,
      text: () => undefined,
      end: () => undefined,
    },
  );
  return { modules: width / SCALE, bars };
}

/** Modules of light margin each side (ISO/IEC 15417: at least 10). */
export const CODE128_QUIET_ZONE = 10;

/**
 * Draws the bars with their quiet zones across the box at (x, y) (bottom-left, points), `width`
 * wide and `height` tall: a white box, then the bars.
 */
export function drawCode128(page: PDFPage, symbol: Bars, at: { x: number; y: number; width: number; height: number; quietZone?: number }) {
  const quiet = at.quietZone ?? CODE128_QUIET_ZONE;
  const module = at.width / (symbol.modules + 2 * quiet);
  page.drawRectangle({ x: at.x, y: at.y, width: at.width, height: at.height, color: WHITE });
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...symbol.bars.map((bar) => rectangle(at.x + (quiet + bar.x) * module, at.y, bar.width * module, at.height)),
    fill(),
    popGraphicsState(),
  );
}
