// A push's text in the subscription's language, worded from the notification's `data` as the web
// app words it (web/src/features/notifications/lib/wording.ts); a kind it cannot word (news, or
// data missing a field) keeps the stored English title and body. Pure.
import { LANGUAGES, type Language } from '../../lib/languages';
import type { PushMessage } from '../../lib/live';
import { PUSH_BODY_MAX } from './kinds';
import { PUSH_TEXTS } from './texts';

export type PushPayload = { kind: string; title: string; body: string; link: string | null; tag: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ABSENCE_TYPES = ['vacation', 'free', 'force_majeure', 'sick'] as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
const utcDay = (value: string) => new Date(`${value}T00:00:00Z`);

export const asPushLang = (
  value: string | null | undefined,
): Language => (LANGUAGES.includes(value as Language) ? (value as Language) : 'en');

/** '12 May 2026' or '12–14 May 2026' in the language. */
export function period(lang: Language, start: string, end: string): string {
  const formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return start === end ? formatter.format(utcDay(start)) : formatter.formatRange(utcDay(start), utcDay(end));
}

/** A time of day ('22:00') as the language writes it: '10:00 PM' in English, '22:00' in Polish. */
export function clock(lang: Language, value: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) return value;
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`1970-01-01T${value}:00Z`));
}

/** At most `max` characters, cut at a word when one ends near, with an ellipsis. */
export function shorten(text: string, max = PUSH_BODY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Only in-app paths: never another site, nor a protocol-relative '//host'. */
export const inAppPath = (
  link: string | null,
): string | null => (link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null);

export function pushPayload(message: PushMessage, langValue: string | null | undefined): PushPayload {
  const lang = asPushLang(langValue);
  const worded = word(message, lang) ?? { title: message.title, body: message.body };
  return { kind: message.kind, title: worded.title, body: worded.body, link: inAppPath(message.link), tag: message.tag };
}

function word(message: PushMessage, lang: Language): { title: string; body: string } | null {
  const { kinds, types } = PUSH_TEXTS[lang];
  const data = message.data;
  const text = (key: string) => (typeof data[key] === 'string' && data[key] ? (data[key] as string) : null);
  const day = (key: string) => {
    const value = text(key);
    return value && DAY.test(value) ? value : null;
  };
  switch (message.kind) {
    case 'vacation_requested':
    case 'vacation_approved':
    case 'vacation_rejected':
    case 'vacation_canceled': {
      const type = text('type');
      const start = day('start_date');
      const end = day('end_date');
      if (!ABSENCE_TYPES.includes(type as (typeof ABSENCE_TYPES)[number]) || !start || !end) return null;
      const when = period(lang, start, end);
      const what = types[type as (typeof ABSENCE_TYPES)[number]];
      if (message.kind === 'vacation_requested') {
        const name = text('user_name');
        if (!name) return null;
        const hours = data.hours;
        return {
          title: fill(kinds.vacation_requested.title, { name, type: what }),
          body: typeof hours === 'number'
            ? fill(kinds.vacation_requested.body, { period: when, hours: new Intl.NumberFormat(lang).format(hours) })
            : when,
        };
      }
      const by = text('by_name');
      const texts = kinds[message.kind];
      return { title: fill(texts.title, { type: what }), body: by ? fill(texts.body, { period: when, name: by }) : when };
    }
    case 'shift_confirmed': {
      const date = day('date');
      if (!date) return null;
      const by = text('by_name');
      const formatted = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(date));
      return {
        title: fill(kinds.shift_confirmed.title, { date: formatted }),
        body: by ? fill(kinds.shift_confirmed.body, { name: by }) : kinds.shift_confirmed.auto,
      };
    }
    case 'signup_pending': {
      const name = text('user_name');
      const email = text('email');
      if (!name || !email) return null;
      return { title: fill(kinds.signup_pending.title, { name }), body: fill(kinds.signup_pending.body, { email }) };
    }
    case 'direct_message': {
      const name = text('user_name');
      if (!name) return null;
      return { title: fill(kinds.direct_message.title, { name }), body: message.body };
    }
    case 'open_shift_published':
    case 'open_shift_claimed':
    case 'open_shift_approved':
    case 'open_shift_rejected': {
      const date = day('date');
      const type = text('type');
      const start = text('start');
      const end = text('end');
      if (!date || !type || !start || !end) return null;
      const texts = kinds[message.kind];
      const formatted = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(date));
      return {
        title: fill(texts.title, { type, name: text('user_name') ?? '', department: text('department_name') ?? '' }),
        body: fill(texts.body, { date: formatted, start: clock(lang, start), end: clock(lang, end) }),
      };
    }
    case 'shift_swap_accepted':
    case 'shift_swap_approved':
    case 'shift_swap_rejected': {
      const date = day('date');
      if (!date) return null;
      const texts = kinds[message.kind];
      const formatted = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDay(date));
      return { title: fill(texts.title, { date: formatted, name: text('user_name') ?? '' }), body: texts.body };
    }
    default:
      return null;
  }
}
