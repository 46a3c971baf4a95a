// One way to show a length of time everywhere (shift window, statistics): whole minutes as
// '8 min', '1 h 5 min', '8 h', signed '−8 min' / '+59 min', in the app's language. The units come
// from the locale files (`duration.hours`, `duration.minutes`: en h/min, pl godz./min, uk год/хв),
// the numbers from Intl; formatDuration itself is pure, so tests/unit/web/duration.test.ts covers it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format';

export type DurationParts = {
  /** A whole number in the language's digits and grouping. */
  number: (value: number) => string;
  /** '{{value}} h' and '{{value}} min' of the language, given the formatted number. */
  unit: (kind: 'hours' | 'minutes', value: string) => string;
};

export type DurationOptions = {
  /** '+' before a positive and '−' (minus sign) before a negative length; zero has no sign. */
  signed?: boolean;
};

/** Minutes (rounded to whole ones) as hours and minutes; null is '—'. A zero part is left out. */
export function formatDuration(
  totalMinutes: number | null | undefined,
  parts: DurationParts,
  { signed = false }: DurationOptions = {},
): string {
  if (totalMinutes === null || totalMinutes === undefined || !Number.isFinite(totalMinutes)) return '—';
  const rounded = Math.round(totalMinutes);
  const abs = Math.abs(rounded);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  const text = [
    hours > 0 ? parts.unit('hours', parts.number(hours)) : null,
    minutes > 0 || hours === 0 ? parts.unit('minutes', parts.number(minutes)) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const sign = !signed || rounded === 0 ? '' : rounded > 0 ? '+' : '\u2212';
  return sign + text;
}

/** Hours with a fraction (the statistics' hours) as whole minutes. */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);

/** formatDuration in the current language. */
export function useDuration(): (totalMinutes: number | null | undefined, options?: DurationOptions) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (totalMinutes, options) =>
      formatDuration(
        totalMinutes,
        { number: (value) => format.number(value), unit: (kind, value) => t(`duration.${kind}`, { value }) },
        options,
      ),
    [t, format],
  );
}
