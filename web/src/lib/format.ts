// Dates, times and numbers in the current language (en, pl, uk), through Intl.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

type DateInput = Date | string | number;

export function createFormatters(locale: string) {
  return {
    /** 6 Jul 2026 / 6 lip 2026 / 6 лип. 2026 р. by default. */
    date: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    time: (value: DateInput, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    dateTime: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    /** A calendar date `YYYY-MM-DD` (an employment start), shown as that day wherever the browser is. */
    day: (value: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
      const [year, month, day] = value.split('-').map(Number);
      return new Intl.DateTimeFormat(locale, options).format(new Date(year!, (month ?? 1) - 1, day ?? 1));
    },
    /** A month `YYYY-MM` (the start month of a pattern): 'November 2026' / 'listopad 2026' / 'листопад 2026 р.'. */
    month: (value: string, options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }) => {
      const [year, month] = value.split('-').map(Number);
      return new Intl.DateTimeFormat(locale, options).format(new Date(year!, (month ?? 1) - 1, 1));
    },
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    /** An amount in its currency (ISO 4217): 'PLN 1,234.50' / '1234,50 zł' / '1 234,50 PLN'; `options` to widen the fraction. */
    money: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, ...options }).format(value),
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
