// The calendar values of the API contract (lib/time.ts): company-local dates and months, as every
// feature's schemas accept them. Plain zod only: the web app imports them through those schemas.
import { z } from 'zod';
import { fieldMessage } from './field-codes';
import { isDate, isYearMonth } from './time';

export const LocalDateSchema = z
  .string({ error: fieldMessage('date.format') })
  .refine(isDate, fieldMessage('date.format'))
  .meta({ description: "Company-local calendar date 'YYYY-MM-DD'", example: '2026-05-04' });

export const YearMonthSchema = z
  .string({ error: fieldMessage('month.format') })
  .refine(isYearMonth, fieldMessage('month.format'))
  .meta({ description: "A month 'YYYY-MM'", example: '2026-05' });
