// The ICS writer of the calendar feeds (worker/features/calendar-feeds/rules/ics.ts): escaping,
// folding at 75 octets without splitting a letter, UTC times whatever the server's zone, all-day
// events with an exclusive end, CRLF; and the result parses with ical.js as a calendar app would.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, nextDay, writeCalendar, type IcsEvent } from '../../../worker/features/calendar-feeds/rules/ics';

const octets = (s: string) => new TextEncoder().encode(s).length;
const modified = new Date('2030-10-01T08:00:00Z');

describe('escaping', () => {
  it('escapes backslash, semicolon and comma, writes line breaks as \\n and drops other control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007 tab\t')).toBe('bell tab\t');
    expect(escapeText('Zażółć gęślą jaźń: Ґанна')).toBe('Zażółć gęślą jaźń: Ґанна');
  });
});

describe('folding', () => {
  it('leaves a line of 75 octets alone and folds longer ones with CRLF and a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const long = `SUMMARY:${'a'.repeat(200)}`;
    const lines = foldLine(long).split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });

  it('never splits a Polish, Ukrainian or four-byte letter between lines', () => {
    for (const text of ['ż'.repeat(100), 'Щ'.repeat(90), `x${'ł'.repeat(80)}`, '😀'.repeat(40), `ab${'є'.repeat(37)}ęś`]) {
      const line = `SUMMARY:${text}`;
      const lines = foldLine(line).split('\r\n');
      for (const l of lines) {
        expect(octets(l)).toBeLessThanOrEqual(75);
        // Each piece is valid UTF-8 on its own: decoding its bytes strictly gives it back.
        expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(l))).toBe(l);
      }
      expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    }
  });
});

describe('times', () => {
  it('writes instants in UTC with Z, and the day after a date (also across months and a leap day)', () => {
    expect(formatUtc(new Date('2030-03-31T00:30:00+02:00'))).toBe('20300330T223000Z');
    expect(formatUtc(new Date('2030-01-05T07:08:09.999Z'))).toBe('20300105T070809Z');
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
    expect(nextDay('2032-02-28')).toBe('2032-02-29');
  });
});

describe('the calendar', () => {
  const events: IcsEvent[] = [
    {
      uid: 'a1@acme.localhost',
      // A night across midnight: 22:00 Warsaw (CET) to 06:00 the next day.
      start: new Date('2030-11-05T21:00:00Z'),
      end: new Date('2030-11-06T05:00:00Z'),
      summary: 'Noc; brygada A, hala 2',
      description: 'Fabryka Łódź\n22:00–06:00',
      modified,
      sequence: 3,
    },
    { uid: 'b2@acme.localhost', startDate: '2030-11-18', endDate: '2030-11-19', summary: 'Zwolnienie lekarskie', modified, sequence: 0 },
  ];
  const text = writeCalendar({ name: 'Grafik: Ołena Шевченко, zmiana', events });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('X-WR-CALNAME:Grafik: Ołena Шевченко\\, zmiana\r\n');
  });

  it('writes a timed event in UTC and an all-day event as DATE values with an exclusive end', () => {
    expect(text).toContain('DTSTART:20301105T210000Z\r\nDTEND:20301106T050000Z\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20301118\r\nDTEND;VALUE=DATE:20301120\r\n');
    expect(text).toContain('SUMMARY:Noc\\; brygada A\\, hala 2\r\n');
    expect(text).toContain('DTSTAMP:20301001T080000Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20301001T080000Z\r\nSEQUENCE:3\r\n');
  });

  it('parses with ical.js to the same events', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    // ical.js keeps a property it has no type for (X-WR-CALNAME) as written; calendar apps read it as TEXT.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Grafik: Ołena Шевченко\\, zmiana');
    const [night, sick] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(night!.uid).toBe('a1@acme.localhost');
    expect(night!.summary).toBe('Noc; brygada A, hala 2');
    expect(night!.description).toBe('Fabryka Łódź\n22:00–06:00');
    expect(night!.startDate.toJSDate().toISOString()).toBe('2030-11-05T21:00:00.000Z');
    expect(night!.endDate.toJSDate().toISOString()).toBe('2030-11-06T05:00:00.000Z');
    expect(night!.startDate.zone?.tzid).toBe('UTC');
    expect(sick!.startDate.isDate).toBe(true);
    expect(sick!.startDate.toString()).toBe('2030-11-18');
    expect(sick!.endDate.toString()).toBe('2030-11-20');
  });

  it('folds a long summary so that ical.js reads it back whole', () => {
    const summary = `Zmiana dzienna — ${'Łukasz Żółkiewski, Олександра Їжакевич; '.repeat(4)}`;
    const long = writeCalendar({ name: 'x', events: [{ ...events[0]!, summary }] });
    expect(long).toMatch(/\r\n /);
    const [event] = new ICAL.Component(ICAL.parse(long)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event!).summary).toBe(summary);
  });
});
