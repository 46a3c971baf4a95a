// Dates, times and numbers in the current language (en, pl, uk), through Intl.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

type DateInput = Date | string | number;

// Making an Intl formatter costs far more than using one (a month grid of 200 people formats
// thousands of times per render): one per language and options, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) dateFormats.set(key, found = new Intl.DateTimeFormat(locale, options));
  return found;
}

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options ?? {})}`;
  let found = numberFormats.get(key);
  if (!found) numberFormats.set(key, found = new Intl.NumberFormat(locale, options));
  return found;
}

/**
 * The text with its first letter a capital, the rest as written: a heading made of a date
 * ('листопад 2026 р.' -> 'Листопад 2026 р.'). CSS `capitalize` would make every word's first letter
 * one ('Листопад 2026 Р.').
 */
export const capitalFirst = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

export function createFormatters(locale: string) {
  return {
    /** 6 Jul 2026 / 6 lip 2026 / 6 лип. 2026 р. by default. */
    date: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(locale, options).format(new Date(value)),
    time: (value: DateInput, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }) =>
      dateFormat(locale, options).format(new Date(value)),
    dateTime: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
      dateFormat(locale, options).format(new Date(value)),
    /** A calendar date `YYYY-MM-DD` (an employment start), shown as that day wherever the browser is. */
    day: (value: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
      const [year, month, day] = value.split('-').map(Number);
      return dateFormat(locale, options).format(new Date(year!, (month ?? 1) - 1, day ?? 1));
    },
    /** Calendar dates `YYYY-MM-DD` from `start` to `end`: 'Mar 1 – 5, 2030' / '1–5 mar 2030'; one day when they are the same. */
    period: (start: string, end: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
      const local = (value: string) => {
        const [year, month, day] = value.split('-').map(Number);
        return new Date(year!, (month ?? 1) - 1, day ?? 1);
      };
      const formatter = dateFormat(locale, options);
      return start === end ? formatter.format(local(start)) : formatter.formatRange(local(start), local(end));
    },
    /** A month `YYYY-MM` (the start month of a pattern): 'November 2026' / 'listopad 2026' / 'листопад 2026 р.'. */
    month: (value: string, options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }) => {
      const [year, month] = value.split('-').map(Number);
      return dateFormat(locale, options).format(new Date(year!, (month ?? 1) - 1, 1));
    },
    /** A month `YYYY-MM` as a heading: 'November 2026' / 'Listopad 2026' / 'Листопад 2026 р.'. */
    monthHeading: (value: string) => {
      const [year, month] = value.split('-').map(Number);
      return capitalFirst(dateFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(year!, (month ?? 1) - 1, 1)), locale);
    },
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    /** An amount in its currency (ISO 4217): 'PLN 1,234.50' / '1234,50 zł' / '1 234,50 PLN'; `options` to widen the fraction. */
    money: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, { style: 'currency', currency, ...options }).format(value),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

/** Formatters for the language now in use (outside React). */
export const format = (): Formatters => createFormatters(i18n.resolvedLanguage ?? 'en');

/** Formatters that follow a language switch. */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation();
  const locale = instance.resolvedLanguage ?? 'en';
  return useMemo(() => createFormatters(locale), [locale]);
}
