// One initials function for every screen (web/src/lib/initials.ts): the first letter of the first
// and of the last name. The avatars of the news, the shift entries, the header and the users list
// (components/ui/user-avatar.tsx) show the same initials as the chat, never a name's first three
// letters or the three-letter acronym.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from '../../../web/src/components/ui/user-avatar';
import { shortName } from '../../../web/src/features/calendar/lib/team-days';
import { initials, personInitials } from '../../../web/src/lib/initials';

describe('initials', () => {
  it('takes the first letters of the first and the last name, or of an email', () => {
    expect(initials('Adam Kowalski')).toBe('AK');
    expect(initials('Jan Maria Wiśniewski')).toBe('JW');
    expect(initials('Łucja Żółć-Nowak')).toBe('ŁN');
    expect(initials('łucja')).toBe('Ł');
    expect(initials('  Zofia   Nowak ')).toBe('ZN');
    expect(initials('jan.nowak@acme.test')).toBe('JN');
    expect(initials('')).toBe('?');
  });

  it('of a person: the full name, else the email', () => {
    expect(personInitials({ full_name: 'Zofia Nowak', email: 'super@acme.test' })).toBe('ZN');
    expect(personInitials({ full_name: null, email: 'jan.nowak@acme.test' })).toBe('JN');
    expect(personInitials({ full_name: ' ', email: 'adam@acme.test' })).toBe('A');
  });

  it('are what the shared avatar shows, whatever the acronym', () => {
    const person = { full_name: 'Adam Kowalski', email: 'admin@acme.test', acronym: 'ADK', avatar: null };
    const html = renderToStaticMarkup(createElement(UserAvatar, { person }));
    expect(html).toMatch(/>AK<\/span>$/);
  });

  it('stand in for a missing acronym in the team calendar', () => {
    expect(shortName({ acronym: null, full_name: 'Jan Maria Wiśniewski', email: 'jan@acme.test' })).toBe('JW');
    expect(shortName({ acronym: 'JMW', full_name: 'Jan Maria Wiśniewski', email: 'jan@acme.test' })).toBe('JMW');
  });
});
