// The one way the server makes PDFs (docs/decisions.md "PDFs: pdf-lib + fontkit + DejaVu"), in Node
// and in workerd alike: pdf-lib with fontkit, DejaVu Sans subset into each document (only the glyphs
// used travel), millimetres for layouts, text that fits its box, PNG and JPEG images embedded as
// they are. Codes are drawn as vector shapes by qr.ts and code128.ts. Employee cards use it
// (features/qr/card-pdf.ts); reports will.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type Color, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Fonts } from './fonts';

/** PDF points per millimetre. */
export const POINTS_PER_MM = 72 / 25.4;
export const mm = (value: number) => value * POINTS_PER_MM;

export const BLACK = rgb(0, 0, 0);
export const WHITE = rgb(1, 1, 1);

export type PdfMeta = { title: string; subject?: string; author?: string; language?: string; createdAt: Date };

export type Pdf = {
  doc: PDFDocument;
  /** DejaVu Sans, subset on save. */
  font: PDFFont;
  /** A page of this size in millimetres. */
  addPage(widthMm: number, heightMm: number): PDFPage;
  save(): Promise<Uint8Array>;
};

export async function createPdf(fonts: Fonts, meta: PdfMeta): Promise<Pdf> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await fonts.dejavuSans(), { subset: true });
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  if (meta.subject) doc.setSubject(meta.subject);
  if (meta.author) doc.setAuthor(meta.author);
  if (meta.language) doc.setLanguage(meta.language);
  doc.setCreator('Grafik');
  doc.setProducer('Grafik (pdf-lib)');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  return {
    doc,
    font,
    addPage: (widthMm, heightMm) => doc.addPage([mm(widthMm), mm(heightMm)]),
    save: () => doc.save({ useObjectStreams: true }),
  };
}

/**
 * The text at the largest size from `size` down to `minSize` that fits `maxWidth` (points); below
 * that, cut with an ellipsis at `minSize`. Line breaks and tabs become spaces.
 */
export function fitText(
  font: PDFFont,
  raw: string,
  size: number,
  maxWidth: number,
  minSize = size * 0.6,
): { text: string; size: number; width: number } {
  const text = raw.replace(/\s+/g, ' ').trim();
  for (let s = size; s >= minSize; s -= 0.25) {
    const width = font.widthOfTextAtSize(text, s);
    if (width <= maxWidth) return { text, size: s, width };
  }
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('').trimEnd()}…`, minSize) > maxWidth) chars.pop();
  const cut = `${chars.join('').trimEnd()}…`;
  return { text: cut, size: minSize, width: font.widthOfTextAtSize(cut, minSize) };
}

export type TextBox = { x: number; y: number; width: number; size: number; minSize?: number; color?: Color; align?: 'left' | 'center' };

/** One line of text fitted into `width` (points), its baseline at `y`. Answers the size used. */
export function drawFittedText(page: PDFPage, font: PDFFont, text: string, box: TextBox): number {
  const fitted = fitText(font, text, box.size, box.width, box.minSize);
  const x = box.align === 'center' ? box.x + (box.width - fitted.width) / 2 : box.x;
  page.drawText(fitted.text, { x, y: box.y, size: fitted.size, font, color: box.color ?? BLACK });
  return fitted.size;
}

/** A PNG or JPEG embedded as it is (no re-encoding); null for any other type or broken bytes. */
export async function embedImage(doc: PDFDocument, bytes: Uint8Array, type: string): Promise<PDFImage | null> {
  try {
    if (type === 'image/png') return await doc.embedPng(bytes);
    if (type === 'image/jpeg') return await doc.embedJpg(bytes);
  } catch {
    return null;
  }
  return null;
}
