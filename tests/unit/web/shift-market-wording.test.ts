// The bell words open-shift notifications with the times in the reader's format (issue 29): the
// English app writes '10:00 PM–6:00 AM' as its other screens do, Polish keeps 22:00–06:00.
import { beforeAll, describe, expect, it } from 'vitest';
import { wordNotification } from '../../../web/src/features/notifications/lib/wording';
import { createFormatters } from '../../../web/src/lib/format';
import { i18n, loadAppTexts } from '../../../web/src/lib/i18n';
import type { NotificationPublic } from '../../../web/src/types/api';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await loadAppTexts();
});

const item = {
  id: '0190a000-0000-7000-8000-000000000001',
  kind: 'open_shift_published',
  title: 'Open shift in Produkcja: Night',
  body: '2030-11-04, 22:00–06:00',
  link: '/open-shifts?id=1',
  data: { open_shift_id: '1', date: '2030-11-04', type: 'Night', start: '22:00', end: '06:00', department_name: 'Produkcja' },
  read_at: null,
  created_at: '2030-10-15T10:00:00Z',
} as NotificationPublic;

// Intl writes a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('open-shift notifications in the bell', () => {
  it('give the date and times in the reader’s format', async () => {
    const word = (language: string) => wordNotification(item, i18n.getFixedT(language), createFormatters(language), language);
    expect(plain(word('en').body)).toBe('Nov 4, 2030, 10:00 PM–6:00 AM');
    await i18n.changeLanguage('pl');
    await loadAppTexts();
    expect(word('pl').body).toBe('4 lis 2030, 22:00–06:00');
    await i18n.changeLanguage('en');
  });
});
