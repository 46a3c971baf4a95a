// A video for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`): a card-like
// picture with a QR code, written as YUV4MPEG2 by hand (no ffmpeg). The format: a text header
// `YUV4MPEG2 W<w> H<h> F<fps>:1 Ip A1:1 C420jpeg`, then per frame `FRAME\n` and the planes Y
// (w×h bytes), U and V (each w/2 × h/2, 4:2:0). Chromium plays the frames in a loop.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export type Y4mOptions = { width?: number; height?: number; frames?: number; moduleSize?: number };

/** Writes `file`: a light grey card on a dark desk with a black-on-white QR code of `text` in the middle. */
export function writeQrCardY4m(
  file: string,
  text: string,
  { width = 640, height = 480, frames = 4, moduleSize = 8 }: Y4mOptions = {},
): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const codeSide = (size + 2 * quiet) * moduleSize;
  const luma = new Uint8Array(width * height).fill(40); // the desk
  const fill = (x0: number, y0: number, w: number, h: number, value: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      luma.fill(value, y * width + Math.max(0, x0), y * width + Math.min(width, x0 + w));
    }
  };
  // The card (86 × 54 proportions, on its long side) and its header band.
  const cardW = Math.min(width - 40, Math.round(codeSide * 1.9));
  const cardH = Math.min(height - 40, Math.round((cardW * 54) / 86));
  const cardX = Math.round((width - cardW) / 2);
  const cardY = Math.round((height - cardH) / 2);
  fill(cardX, cardY, cardW, cardH, 235);
  fill(cardX, cardY, cardW, Math.round(cardH * 0.12), 120);
  // The QR code with its quiet zone, centred on the card.
  const codeX = Math.round((width - codeSide) / 2);
  const codeY = Math.round((height - codeSide) / 2);
  fill(codeX, codeY, codeSide, codeSide, 255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) fill(codeX + (col + quiet) * moduleSize, codeY + (row + quiet) * moduleSize, moduleSize, moduleSize, 0);
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128); // no colour
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
