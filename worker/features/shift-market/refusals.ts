// The answer of each refusal of rules/market.ts: its error code in the `shift_market` area (status
// and detail from lib/error-codes.ts), or a 422 on the field a refused value came in.
import type { ErrorCode } from '../../lib/error-codes';
import { ApiError, apiError, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import type { MarketRefusal } from './rules/market';

export function refused(reason: MarketRefusal | 'counter_not_yours', params: { name?: string; date?: string } = {}): Error {
  if (reason === 'counter_not_yours') return ValidationError.field(['body', 'shift_id'], fieldMessage('shift_swap.counter_not_yours'));
  if (reason === 'day_taken') return apiError('shift_market.day_taken', { name: params.name ?? '', date: params.date ?? '' });
  if (reason === 'absent') return apiError('shift_market.absent', { name: params.name ?? '', date: params.date ?? '' });
  return new ApiError(`shift_market.${reason}` satisfies ErrorCode);
}
