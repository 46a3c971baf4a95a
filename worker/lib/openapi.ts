// Small helpers so every route documents its answers the same way.
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { FIELD_CODES } from './field-codes';

export const ErrorSchema = z
  .object({
    detail: z.string().meta({ description: "English text (the FastAPI template's own where the route is the template's)" }),
    code: z.enum(ERROR_CODES).meta({ description: 'Stable machine code `area.reason` (docs/api.md "Error codes")' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'Values of the detail, for translation (dates as YYYY-MM-DD); only when there are any' }),
  })
  .meta({ id: 'HTTPError' });
export const ValidationErrorSchema = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
        input: z.unknown().optional(),
        ctx: z
          .record(z.string(), z.union([z.string(), z.number()]))
          .optional()
          .meta({
            description:
              "Values of the message: FastAPI's min_length / max_length, the code's params (dates as YYYY-MM-DD, months as YYYY-MM)",
          }),
        code: z
          .enum(FIELD_CODES)
          .optional()
          .meta({ description: 'Stable machine code `area.reason` of a message of Grafik\'s own (docs/api.md "422")' }),
      }),
    ),
  })
  .meta({ id: 'HTTPValidationError' });

const errorDescriptions = {
  400: 'Bad request',
  401: 'Missing, invalid or expired token, or a token of another tenant',
  403: 'The role may not do this',
  404: 'Unknown id, or unknown tenant',
  409: 'The current state does not allow this',
  413: 'The body or the file is too large',
  415: 'Not an image of an accepted type',
  429: 'Too many attempts',
  502: 'The remote page failed or did not answer in time',
  503: 'Not configured on this server',
} as const;

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** Error answers of a route; 422 is always there since every route validates its input. */
export function errors<C extends keyof typeof errorDescriptions>(...codes: C[]) {
  const out: Record<number, ReturnType<typeof json>> = {
    422: json(ValidationErrorSchema, 'Validation Error'),
  };
  for (const code of codes) out[code] = json(ErrorSchema, errorDescriptions[code]);
  return out as Record<C | 422, ReturnType<typeof json>>;
}

export const bearer = [{ bearer: [] }];
