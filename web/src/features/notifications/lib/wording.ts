// A notification in the reader's language: known kinds are worded from their `data`, anything
// else (a kind this build does not know, or data missing a field) keeps the API's English text.
import type { TFunction } from 'i18next';
import { isAbsenceType } from '../../../../../worker/features/absence/kinds';
import type { Formatters } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import type { NotificationPublic } from '../../../types/api';

export type Wording = { title: string; body: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Data = NotificationPublic['data'];
const text = (data: Data, key: string) => (typeof data[key] === 'string' && data[key] ? (data[key] as string) : null);
const day = (data: Data, key: string) => {
  const value = text(data, key);
  return value && DAY.test(value) ? value : null;
};

const localDay = (value: string) => {
  const [year, month, date] = value.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
};

/** '12 May 2026', or a range such as '12–14 May 2026' in the language of `locale`. */
export function period(locale: string, start: string, end: string): string {
  const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  if (start === end) return formatter.format(localDay(start));
  return formatter.formatRange(localDay(start), localDay(end));
}

export function wordNotification(item: NotificationPublic, t: TFunction, format: Formatters, locale: string): Wording {
  const fallback = { title: item.title, body: item.body };
  const { data } = item;
  switch (item.kind) {
    case 'vacation_requested':
    case 'vacation_approved':
    case 'vacation_rejected':
    case 'vacation_canceled': {
      const type = text(data, 'type');
      const start = day(data, 'start_date');
      const end = day(data, 'end_date');
      if (!isAbsenceType(type) || !start || !end) return fallback;
      const when = period(locale, start, end);
      const what = t(`notifications.types.${type}`);
      if (item.kind === 'vacation_requested') {
        const name = text(data, 'user_name');
        const hours = data.hours;
        if (!name) return fallback;
        return {
          title: t('notifications.kinds.vacation_requested.title', { name, type: what }),
          body: typeof hours === 'number'
            ? t('notifications.kinds.vacation_requested.body', { period: when, hours: format.number(hours) })
            : when,
        };
      }
      const by = text(data, 'by_name');
      return {
        title: t(`notifications.kinds.${item.kind}.title`, { type: what }),
        body: by ? t(`notifications.kinds.${item.kind}.body`, { period: when, name: by }) : when,
      };
    }
    case 'shift_confirmed': {
      const date = day(data, 'date');
      if (!date) return fallback;
      const by = text(data, 'by_name');
      return {
        title: t('notifications.kinds.shift_confirmed.title', { date: format.day(date) }),
        body: by ? t('notifications.kinds.shift_confirmed.body', { name: by }) : t('notifications.kinds.shift_confirmed.auto'),
      };
    }
    case 'signup_pending': {
      const name = text(data, 'user_name');
      const email = text(data, 'email');
      if (!name || !email) return fallback;
      return {
        title: t('notifications.kinds.signup_pending.title', { name }),
        body: t('notifications.kinds.signup_pending.body', { email }),
      };
    }
    case 'direct_message': {
      const name = text(data, 'user_name');
      return name ? { title: t('notifications.kinds.direct_message.title', { name }), body: item.body } : fallback;
    }
    case 'plan_changed': {
      const date = day(data, 'date');
      const action = text(data, 'action');
      if (!date || (action !== 'added' && action !== 'changed' && action !== 'moved' && action !== 'removed')) return fallback;
      const to = day(data, 'to_date');
      const by = text(data, 'by_name');
      return {
        title: t(`notifications.kinds.plan_changed.${action}`, { date: format.day(date), to: to ? format.day(to) : '' }),
        body: by ? t('notifications.kinds.plan_changed.body', { name: by }) : '',
      };
    }
    case 'news_published': {
      const title = text(data, 'news_title');
      if (!title) return fallback;
      const name = text(data, 'author_name');
      return {
        title: t('notifications.kinds.news_published.title', { title }),
        body: name ? t('notifications.kinds.news_published.body', { name }) : '',
      };
    }
    case 'open_shift_published':
    case 'open_shift_claimed':
    case 'open_shift_approved':
    case 'open_shift_rejected': {
      const date = day(data, 'date');
      const type = text(data, 'type');
      const start = text(data, 'start');
      const end = text(data, 'end');
      if (!date || !type || !start || !end) return fallback;
      const name = text(data, 'user_name') ?? '';
      const department = text(data, 'department_name') ?? '';
      return {
        title: t(`notifications.kinds.${item.kind}.title`, { type, name, department }),
        body: t(`notifications.kinds.${item.kind}.body`, {
          date: format.day(date),
          start: wallTime(format, start),
          end: wallTime(format, end),
        }),
      };
    }
    case 'shift_swap_accepted':
    case 'shift_swap_approved':
    case 'shift_swap_rejected': {
      const date = day(data, 'date');
      if (!date) return fallback;
      const name = text(data, 'user_name') ?? '';
      return {
        title: t(`notifications.kinds.${item.kind}.title`, { date: format.day(date), name }),
        body: t(`notifications.kinds.${item.kind}.body`),
      };
    }
    case 'skill_expiring':
    case 'skill_expired': {
      const skill = text(data, 'skill');
      const date = day(data, 'valid_until');
      if (!skill || !date) return fallback;
      const about = text(data, 'about') === 'person' ? 'person' : 'self';
      return {
        title: t(`notifications.kinds.${item.kind}.${about}`, { skill, name: text(data, 'user_name') ?? '', date: format.day(date) }),
        body: t(`notifications.kinds.${item.kind}.body`),
      };
    }
    case 'availability_pending':
    case 'availability_approved':
    case 'availability_rejected': {
      const name = text(data, item.kind === 'availability_pending' ? 'user_name' : 'by_name');
      if (!name) return fallback;
      return { title: t(`notifications.kinds.${item.kind}.title`, { name }), body: t(`notifications.kinds.${item.kind}.body`, { name }) };
    }
    default:
      return fallback;
  }
}

export { relativeTime } from '../../../lib/relative-time';

/** Only in-app paths: never another site, nor a protocol-relative '//host'. */
export const inAppPath = (link: string | null): string | null =>
  link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
