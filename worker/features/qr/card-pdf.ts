// The employee card (spec/product-rules.md "QR codes and employee cards"): one page 54 × 86 mm,
// portrait, printable as it is. From the top: the company, the avatar (PNG or JPEG as stored) or
// the initials, the name, the department, the QR code of the card's id, the Code 128 barcode of the
// card's number with the number under it. Made with lib/pdf, the same in Node and workerd.
import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb } from 'pdf-lib';
import type { Language } from '../../lib/languages';
import { code128Bars, drawCode128 } from '../../lib/pdf/code128';
import { BLACK, createPdf, drawFittedText, embedImage, mm, WHITE } from '../../lib/pdf/document';
import type { Fonts } from '../../lib/pdf/fonts';
import { drawQr, qrMatrix } from '../../lib/pdf/qr';

export const CARD_WIDTH_MM = 54;
export const CARD_HEIGHT_MM = 86;

export type CardContent = {
  id: string;
  number: string;
  fullName: string;
  company: string | null;
  department: string | null;
  /** The stored avatar, when there is one: PNG and JPEG are drawn, other types give the initials. */
  avatar: { bytes: Uint8Array; contentType: string } | null;
};

const LABELS: Record<Language, { title: string; card: string }> = {
  en: { title: 'Employee card', card: 'EMPLOYEE CARD' },
  pl: { title: 'Karta pracownika', card: 'KARTA PRACOWNIKA' },
  uk: { title: 'Картка працівника', card: 'КАРТКА ПРАЦІВНИКА' },
};

const ACCENT = rgb(0.145, 0.388, 0.922);
const MUTED = rgb(0.32, 0.35, 0.4);

/** Up to two letters: the first of the first and the last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export async function employeeCardPdf(fonts: Fonts, card: CardContent, lang: Language, now: Date): Promise<Uint8Array> {
  const labels = LABELS[lang];
  const pdf = await createPdf(fonts, { title: `${labels.title}: ${card.fullName}`, subject: card.number, language: lang, createdAt: now });
  const page = pdf.addPage(CARD_WIDTH_MM, CARD_HEIGHT_MM);
  const { font } = pdf;
  const W = mm(CARD_WIDTH_MM);
  const H = mm(CARD_HEIGHT_MM);
  const margin = mm(4);
  const inner = W - 2 * margin;
  const top = (fromTopMm: number) => H - mm(fromTopMm);

  // The band: the company on the accent colour, the card's kind under it.
  page.drawRectangle({ x: 0, y: top(9), width: W, height: mm(9), color: ACCENT });
  drawFittedText(page, font, card.company ?? labels.title, {
    x: margin,
    y: top(5.2),
    width: inner,
    size: 8,
    minSize: 5,
    color: WHITE,
    align: 'center',
  });
  drawFittedText(page, font, labels.card, { x: margin, y: top(7.8), width: inner, size: 4.5, minSize: 4, color: WHITE, align: 'center' });

  // The face: 17 mm square, centred.
  const face = mm(17);
  const faceX = (W - face) / 2;
  const faceY = top(28);
  const image = card.avatar ? await embedImage(pdf.doc, card.avatar.bytes, card.avatar.contentType) : null;
  if (image) {
    const scale = Math.max(face / image.width, face / image.height);
    const [w, h] = [image.width * scale, image.height * scale];
    // Centre-crop to the square: draw the image clipped to it.
    page.pushOperators(pushGraphicsState(), rectangle(faceX, faceY, face, face), clip(), endPath());
    page.drawImage(image, { x: faceX + (face - w) / 2, y: faceY + (face - h) / 2, width: w, height: h });
    page.pushOperators(popGraphicsState());
  } else {
    page.drawCircle({ x: W / 2, y: faceY + face / 2, size: face / 2, color: rgb(0.86, 0.9, 0.98) });
    const initials = initialsOf(card.fullName);
    const size = 18;
    const width = font.widthOfTextAtSize(initials, size);
    page.drawText(initials, { x: (W - width) / 2, y: faceY + face / 2 - size * 0.35, size, font, color: ACCENT });
  }

  drawFittedText(page, font, card.fullName, { x: margin, y: top(33), width: inner, size: 10, minSize: 6, color: BLACK, align: 'center' });
  if (card.department) {
    drawFittedText(page, font, card.department, {
      x: margin,
      y: top(37),
      width: inner,
      size: 7,
      minSize: 5,
      color: MUTED,
      align: 'center',
    });
  }

  // The QR code of the card's id: 29 mm with its quiet zone (version 3: about 0.8 mm a module).
  const qr = mm(29);
  drawQr(page, qrMatrix(card.id, 'M'), { x: (W - qr) / 2, y: top(68), size: qr });

  // The barcode of the number across the card, the digits under it.
  drawCode128(page, code128Bars(card.number), { x: mm(2), y: top(79), width: W - mm(4), height: mm(10) });
  const digits = card.number.replace(/(\d{3})(\d{3})(\d{4})/, '$1 $2 $3');
  drawFittedText(page, font, digits, { x: margin, y: top(83), width: inner, size: 8, color: BLACK, align: 'center' });

  return pdf.save();
}
