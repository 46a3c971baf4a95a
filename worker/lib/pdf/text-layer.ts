// Many short texts on a page, fast (docs/decisions.md "PDFs"): a report draws tens of thousands of
// cells, most of them repeated (dates, times, hours). pdf-lib's `drawText` lays each text out with
// fontkit again and wraps it in its own text object and graphics state; here a font remembers the
// encoding and width of every text it has seen, and a page's texts go out in one text object
// (BT ... ET) once the page's shapes are drawn, so text paints over them.
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFFont,
  type PDFHexString,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

/** The font with memos of `encodeText` and `widthOfTextAtSize` per text (width at size 1, scaled). */
export function memoizeFont(font: PDFFont): PDFFont {
  const encode = font.encodeText.bind(font);
  const width = font.widthOfTextAtSize.bind(font);
  const encoded = new Map<string, PDFHexString>();
  const widths = new Map<string, number>();
  font.encodeText = (text: string) => {
    let hex = encoded.get(text);
    if (!hex) encoded.set(text, (hex = encode(text)));
    return hex;
  };
  font.widthOfTextAtSize = (text: string, size: number) => {
    let unit = widths.get(text);
    if (unit === undefined) widths.set(text, (unit = width(text, 1000) / 1000));
    return unit * size;
  };
  return font;
}

export type TextOptions = { size: number; color: Color; align?: 'left' | 'right' | 'center'; /** For right and center: the box's width. */ width?: number };

/** The texts of one page, written in one text object by `flush`. */
export class TextLayer {
  private ops: PDFOperator[] = [];
  private size = -1;
  private color = '';
  private readonly key: PDFName;

  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {
    this.key = page.node.newFontDictionary(font.name, font.ref);
  }

  /** One line of text, its baseline at `y`, starting at `x` (or ending at x + width, or centred in it). */
  text(text: string, x: number, y: number, { size, color, align = 'left', width = 0 }: TextOptions): void {
    if (!text) return;
    if (align !== 'left') {
      const w = this.font.widthOfTextAtSize(text, size);
      x = align === 'right' ? x + width - w : x + (width - w) / 2;
    }
    if (size !== this.size) {
      this.ops.push(setFontAndSize(this.key, size));
      this.size = size;
    }
    const colorKey = JSON.stringify(color);
    if (colorKey !== this.color) {
      this.ops.push(setFillingColor(color));
      this.color = colorKey;
    }
    this.ops.push(setTextMatrix(1, 0, 0, 1, round(x), round(y)), showText(this.font.encodeText(text)));
  }

  flush(): void {
    if (!this.ops.length) return;
    this.page.pushOperators(pushGraphicsState(), beginText(), ...this.ops, endText(), popGraphicsState());
    this.ops = [];
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
