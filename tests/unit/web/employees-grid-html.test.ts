// The employees schedule's rows as HTML text (web/src/features/schedule/components/employees-grid-html.ts):
// every text from data is escaped, names start with the visible text, breach markers are named.
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../worker/lib/html';
import { cellTexts, rowHtml, type RowContext } from '../../../web/src/features/schedule/components/employees-grid-html';
import { i18n, loadAppTexts } from '../../../web/src/lib/i18n';
import type { EmployeesSchedule, ScheduleCell } from '../../../web/src/types/api';

const EVIL = `<img src=x onerror="alert(1)">&'"`;
const USER = '00000000-0000-4000-8000-000000000001';

const shift = (date: string, over: Partial<ScheduleCell> = {}): ScheduleCell => ({
  id: `10000000-0000-4000-8000-0000000000${date.slice(8)}`,
  date,
  type: 'Rano',
  color: '#3b82f6',
  planned_start: '06:00',
  planned_end: '14:00',
  planned_minutes: 480,
  started_at: null,
  ended_at: null,
  worked_minutes: null,
  status: 'not_started',
  off_schedule: false,
  ...over,
});

const person = (over: Partial<EmployeesSchedule['employees'][number]> = {}): EmployeesSchedule['employees'][number] => ({
  user_id: USER,
  email: 'a@example.com',
  full_name: 'Anna Nowak',
  acronym: 'AN',
  role: 'user',
  department_id: null,
  department_name: 'Pakowanie',
  position: null,
  shifts: [],
  absences: [],
  ...over,
});

function context(plans: boolean, breaches = new Map<string, Map<string, never[]>>()): RowContext {
  const t = i18n.t.bind(i18n);
  return {
    month: '2030-11',
    today: '2030-11-02',
    days: ['2030-11-01', '2030-11-02', '2030-11-03'].map((date) => ({
      date,
      label: date,
      holiday: undefined,
      today: date === '2030-11-02',
    })),
    breaches,
    plans,
    texts: cellTexts({
      t,
      time: (value) => value ?? '',
      movable: (cell) => cell.status === 'not_started',
      breach: (rules) => `Labour law: ${rules.join('; ')}`,
    }),
  };
}

/** The tag names and attribute names of an HTML text (a plain scan: the text is ours, attributes double-quoted). */
function markup(html: string) {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const [, tag, rest] of html.matchAll(/<\/?([a-z]+)([^>]*)>/g)) {
    tags.add(tag!);
    for (const [, name] of rest!.matchAll(/\s([a-z-]+)="[^"]*"/g)) attributes.add(name!);
  }
  return { tags, attributes };
}

describe('employees grid rows as HTML', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadAppTexts();
  });

  it('escapes the five characters that matter in text and double-quoted attributes', () => {
    expect(escapeHtml(EVIL)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&quot;');
  });

  it('writes no markup from data: names, e-mails, acronyms, departments and shift types are text', () => {
    const evil = person({
      full_name: EVIL,
      acronym: EVIL,
      department_name: EVIL,
      shifts: [shift('2030-11-01', { type: EVIL, color: `red;background:url(x)"><b>` })],
    });
    for (const plans of [true, false]) {
      const html = rowHtml(evil, context(plans));
      const { tags, attributes } = markup(html);
      expect([...tags].every((tag) => ['tr', 'th', 'td', 'a', 'span', 'button'].includes(tag))).toBe(true);
      expect([...attributes].some((name) => name.startsWith('on') || name === 'style' || name === 'src')).toBe(false);
      expect(html).toContain(escapeHtml(EVIL));
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
    }
  });

  it('names a shift by its visible text first, then its type, times and status; a free day has the add button', () => {
    const html = rowHtml(person({ shifts: [shift('2030-11-01'), shift('2030-11-03', { status: 'confirmed' })] }), context(true));
    expect(html).toContain('>Ra!</button>');
    expect(html).toContain('aria-label="Ra! Rano 06:00–14:00, Missed"');
    expect(html).toContain('aria-label="Ra✓ Rano 06:00–14:00, Confirmed"');
    expect(html).toContain('data-add=""');
    expect(html).toContain(`data-cell="${USER}:2030-11-02"`);
    expect(html).toContain(`href="/work-schedule?user=${USER}&amp;month=2030-11"`);
  });

  it('marks a day in breach with an image named by its rules', () => {
    const breaches = new Map([[USER, new Map([['2030-11-01', ['pl.daily_rest' as never]]])]]);
    const html = rowHtml(person({ shifts: [shift('2030-11-01')] }), context(true, breaches));
    expect(html).toContain(
      'role="img" title="Labour law: pl.daily_rest" aria-label="Labour law: pl.daily_rest" data-testid="breach-marker"',
    );
  });
});
