// Relative times in the app's language ('now', '5 minutes ago', 'yesterday'), read by the
// notification bell and the chat messages.
import { useEffect, useState } from 'react';
import type { Formatters } from './format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** 'now', '5 minutes ago' ('5 min ago' in the short style), 'yesterday'; older than a week: the date. */
export function relativeTime(
  iso: string,
  now: number,
  locale: string,
  format: Formatters,
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf.format(0, 'second');
  if (abs >= 7 * 24 * 60 * 60) return format.date(iso);
  const [unit, size] = abs < 60 * 60 ? UNITS[0]! : abs < 24 * 60 * 60 ? UNITS[1]! : UNITS[2]!;
  return rtf.format(Math.round(seconds / size), unit);
}

/** The current instant, moving on every `everyMs` (relative times keep up while shown). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
