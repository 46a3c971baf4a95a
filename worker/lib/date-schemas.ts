// The calendar values of the API contract (lib/time.ts): company-local dates and months, as every
// feature's schemas accept them. Plain zod only: the web app imports them through those schemas.
import { z } from 'zod';
import { isDate, isYearMonth } from './time';

export const LocalDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .refine(isDate, 'Enter a date as YYYY-MM-DD')
  .meta({ description: "Company-local calendar date 'YYYY-MM-DD'", example: '2026-05-04' });

export const YearMonthSchema = z
  .string({ error: 'Enter a month as YYYY-MM' })
  .refine(isYearMonth, 'Enter a month as YYYY-MM')
  .meta({ description: "A month 'YYYY-MM'", example: '2026-05' });
