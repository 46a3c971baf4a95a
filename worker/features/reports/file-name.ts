// The name a report is saved under: `hours-<person, company or department>-<start>-<end>.pdf|csv`,
// in ASCII and as it is (lib/file-name.ts).
import { asciiSlug, attachment, cleanFileText } from '../../lib/file-name';
import type { ReportFormat } from './schemas';

export function reportFileName(
  subject: string,
  start: string,
  end: string,
  format: ReportFormat,
): { ascii: string; utf8: string; header: string } {
  const ascii = `hours-${asciiSlug(subject, 50) || 'report'}-${start}-${end}.${format}`;
  const utf8 = `hours-${cleanFileText(subject, 60) || 'report'}-${start}-${end}.${format}`;
  return { ascii, utf8, header: attachment(ascii, utf8) };
}
