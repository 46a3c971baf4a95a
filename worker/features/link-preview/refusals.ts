// The outbound guard's errors -> the link preview's answers: a refused address is the caller's
// (422), a page that fails or does not answer in time is upstream's (502). Never a 500.
import { ApiError, apiError } from '../../lib/errors';
import { OutboundNetworkError, OutboundRefusedError, OutboundTimeoutError } from '../../platform/outbound-rules';
import { MAX_REDIRECTS } from '../../platform/outbound';
import { FETCH_TIMEOUT_MS } from './kinds';

export function refusalOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof OutboundRefusedError) {
    switch (error.reason) {
      case 'invalid_url':
        return apiError('link_preview.invalid_url');
      case 'scheme':
        return apiError('link_preview.unsupported_scheme');
      case 'port':
        return apiError('link_preview.port_refused');
      case 'redirects':
        return apiError('link_preview.too_many_redirects', { max: MAX_REDIRECTS });
      case 'address':
      case 'credentials':
        return apiError('link_preview.address_refused');
    }
  }
  if (error instanceof OutboundTimeoutError) return apiError('link_preview.timeout', { seconds: FETCH_TIMEOUT_MS / 1000 });
  if (error instanceof OutboundNetworkError) return apiError('link_preview.unreachable');
  return null;
}
