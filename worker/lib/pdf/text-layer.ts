// Many short texts and boxes on a page, fast and small (docs/decisions.md "PDFs"): a report draws
// tens of thousands of cells, most of them repeated (dates, times, hours). pdf-lib's `drawText`
// lays each text out with fontkit again and keeps every operator of every page as objects until
// the document is saved (a company's month: over a million objects). Here a font remembers the
// encoding and width of every text it has seen, and a page's shapes and texts are written as PDF
// content text and compressed into the page's own stream as soon as the page is done: the shapes
// first, then the texts in one text object, so text paints over its cell's fill.
import type { PDFDocument, PDFFont, PDFHexString, PDFPage, RGB } from 'pdf-lib';

/** The font with memos of `encodeText` and `widthOfTextAtSize` per text (width at size 1, scaled). */
export function memoizeFont(font: PDFFont): PDFFont {
  const encode = font.encodeText.bind(font);
  const width = font.widthOfTextAtSize.bind(font);
  const encoded = new Map<string, PDFHexString>();
  const widths = new Map<string, number>();
  font.encodeText = (text: string) => {
    let hex = encoded.get(text);
    if (!hex) encoded.set(text, hex = encode(text));
    return hex;
  };
  font.widthOfTextAtSize = (text: string, size: number) => {
    let unit = widths.get(text);
    if (unit === undefined) widths.set(text, unit = width(text, 1000) / 1000);
    return unit * size;
  };
  return font;
}

export type TextOptions = {
  size: number;
  color: RGB;
  align?: 'left' | 'right' | 'center'; /** For right and center: the box's width. */
  width?: number;
};

/** A number as PDF content writes it: at most 2 decimals. */
const n = (value: number) => String(Math.round(value * 100) / 100);
const c3 = (value: number) => String(Math.round(value * 1000) / 1000);
const rgbOf = (color: RGB) => `${c3(color.red)} ${c3(color.green)} ${c3(color.blue)}`;

/**
 * Deflate (zlib, what FlateDecode reads) by the runtime's own CompressionStream, in Node and workerd
 * alike: native code, several times faster than the JavaScript deflate pdf-lib carries.
 */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The shapes and texts of one page, written into a content stream of the page by `flush`. The
 * stream is compressed in the background: await `pending` of the writers before saving.
 */
export class PageWriter {
  private shapes: string[] = [];
  private texts: string[] = [];
  private size = -1;
  private fill = '';
  private readonly key: string;

  constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {
    this.key = page.node.newFontDictionary(font.name, font.ref).toString();
  }

  rect(x: number, y: number, width: number, height: number, color: RGB): void {
    this.shapes.push(`${rgbOf(color)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, color: RGB): void {
    this.shapes.push(`${rgbOf(color)} RG ${n(thickness)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** One line of text, its baseline at `y`, starting at `x` (or ending at x + width, or centred in it). */
  text(text: string, x: number, y: number, { size, color, align = 'left', width = 0 }: TextOptions): void {
    if (!text) return;
    if (align !== 'left') {
      const w = this.font.widthOfTextAtSize(text, size);
      x = align === 'right' ? x + width - w : x + (width - w) / 2;
    }
    if (size !== this.size) {
      this.texts.push(`${this.key} ${n(size)} Tf`);
      this.size = size;
    }
    const fill = rgbOf(color);
    if (fill !== this.fill) {
      this.texts.push(`${fill} rg`);
      this.fill = fill;
    }
    this.texts.push(`1 0 0 1 ${n(x)} ${n(y)} Tm ${this.font.encodeText(text).toString()} Tj`);
  }

  /** Writes what was drawn as one compressed content stream of the page; `pending` settles when it is in. */
  flush(pending: Promise<void>[]): void {
    if (!this.shapes.length && !this.texts.length) return;
    const content = new TextEncoder().encode(`q\n${this.shapes.join('\n')}\nQ\nq\nBT\n${this.texts.join('\n')}\nET\nQ\n`);
    const { context } = this.doc;
    const page = this.page;
    // The stream's place is taken now (a page's streams paint in order); its bytes follow.
    const ref = context.nextRef();
    page.node.addContentStream(ref);
    // One compression at a time (each holds a zlib state of its own): after the previous one.
    const previous = pending.at(-1) ?? Promise.resolve();
    pending.push(previous.then(async () => context.assign(ref, context.stream(await deflate(content), { Filter: 'FlateDecode' }))));
    this.shapes = [];
    this.texts = [];
    this.size = -1;
    this.fill = '';
  }
}
