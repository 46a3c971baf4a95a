// Employee cards and 'My QR' codes (docs/qr.md): the calls of My QR and of the card section the app
// puts on the employee profile (app/routes/employee-route.tsx).
import useSWR from 'swr';
import type { QrCard, QrShortCode } from '../../../types/api';
import { api, downloadFile, saveBlob, type ApiError } from '../../../lib/api';
import { i18n, LANGUAGES } from '../../../lib/i18n';

const CARD_KEY = 'qr-card';

/** A 60-second code of the signed-in user. */
export const issueShortCode = () => api.post<QrShortCode>('/v1/qr/issue');

/** The person's active card (made on the first ask: POST /qr/issue-simple); null reads nothing. */
export const useCard = (userId: string | null | undefined) =>
  useSWR<QrCard, ApiError>(
    userId ? [CARD_KEY, userId] : null,
    ([, id]: [string, string]) => api.post<QrCard>('/v1/qr/issue-simple', { user_id: id }),
    {
      revalidateOnFocus: false,
    },
  );

export const reissueCard = (userId: string) => api.post<QrCard>(`/v1/qr/cards/${userId}/reissue`);

/** Fetches the card's PDF in the interface's language and saves it under the server's file name. */
export async function downloadCard(userId: string): Promise<string> {
  const lang = LANGUAGES.find((code) => code === i18n.resolvedLanguage) ?? 'en';
  const { blob, filename } = await downloadFile(`/v1/qr/cards/${userId}/pdf?lang=${lang}`);
  const name = filename ?? 'card.pdf';
  saveBlob(blob, name);
  return name;
}

/** An SVG of the QR code of `text` (quiet zone included), as a data: URL for an <img>. */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
