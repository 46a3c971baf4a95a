// The file of a multipart upload, read from the request before a service sees it: 422 for a body
// that is not multipart, a missing field, a text instead of a file or an empty file; 413 over the
// limit (by the declared size first, then by the bytes).
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { apiError, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';

export type Upload = { bytes: Uint8Array };

const tooLarge = (max: number) => apiError('media.too_large', { max_mb: Math.round(max / (1024 * 1024)) });

export async function readUpload(c: Context<AppEnv>, field: string, maxBytes: number): Promise<Upload> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw ValidationError.field(['body'], fieldMessage('media.not_multipart'), 'value_error');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw ValidationError.field(['body'], fieldMessage('media.not_multipart'), 'value_error');
  }
  const value = form.get(field);
  if (value === null) throw ValidationError.missing(['body', field]);
  if (typeof value === 'string') throw ValidationError.field(['body', field], fieldMessage('media.not_a_file'));
  if (value.size > maxBytes) throw tooLarge(maxBytes);
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (bytes.length === 0) throw ValidationError.field(['body', field], fieldMessage('media.empty_file'));
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return { bytes };
}
