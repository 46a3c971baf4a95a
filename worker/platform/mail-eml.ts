// Renders a mail as an RFC 5322 message (multipart text + HTML), for the local outbox.
import type { OutgoingMail } from './types';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
const encodeHeader = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`);

export function renderEml(mail: OutgoingMail, from: string, date: Date): string {
  const boundary = `grafik-${crypto.randomUUID()}`;
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${mail.tenant}.grafik.local>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The text part and the HTML part of an .eml written by renderEml, decoded (for tests and tools). */
export function parseEml(eml: string): { headers: Record<string, string>; text: string; html: string } {
  const [head = ''] = eml.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const parts = eml.split(/--grafik-[0-9a-f-]+/).slice(1, -1);
  const decode = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`)) ?? '';
    return Buffer.from(part.split('\r\n\r\n')[1]?.replace(/\s+/g, '') ?? '', 'base64').toString('utf8');
  };
  return { headers, text: decode('text/plain'), html: decode('text/html') };
}
