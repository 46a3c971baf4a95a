// Pushes of the open-shift and swap notifications are worded in the subscription's language from
// their data (worker/features/push/wording.ts), and keep the stored English text without it.
import { describe, expect, it } from 'vitest';
import { pushPayload } from '../../../worker/features/push/wording';

const base = { userId: 'u', title: 'Stored title', body: 'Stored body', link: '/open-shifts?id=1', tag: 'notification:1' };
const offer = { open_shift_id: '1', date: '2030-11-04', type: 'Noc', start: '22:00', end: '06:00', department_name: 'Produkcja' };

describe('shift-market pushes', () => {
  it('words an approved claim and a new open shift in Polish and Ukrainian', () => {
    expect(pushPayload({ ...base, kind: 'open_shift_approved', data: offer }, 'pl')).toMatchObject({
      title: 'Twoje zgłoszenie na wolną zmianę Noc zostało zatwierdzone',
      body: expect.stringMatching(/^4 lis 2030, 22:00–06:00$/),
    });
    expect(pushPayload({ ...base, kind: 'open_shift_published', data: offer }, 'uk').title).toBe('Вільна зміна у відділі Produkcja: Noc');
    expect(pushPayload({ ...base, kind: 'open_shift_claimed', data: { ...offer, user_name: 'Ala' } }, 'en')).toMatchObject({
      title: 'Ala claimed the open shift Noc',
      // English times as the English app writes them, 12-hour.
      body: expect.stringMatching(/^Nov 4, 2030, 10:00\sPM–6:00\sAM$/),
    });
    expect(pushPayload({ ...base, kind: 'open_shift_published', data: offer }, 'uk').body).toMatch(/, 22:00–06:00$/);
  });

  it('words a decided swap, and falls back to the stored text without a date', () => {
    expect(pushPayload({ ...base, kind: 'shift_swap_approved', data: { swap_id: '1', date: '2030-11-04' } }, 'en')).toMatchObject({
      title: 'The swap of the shift of Nov 4, 2030 was approved',
      body: 'The plans changed',
    });
    expect(pushPayload({ ...base, kind: 'shift_swap_rejected', data: {} }, 'pl')).toMatchObject({
      title: 'Stored title',
      body: 'Stored body',
    });
  });
});
