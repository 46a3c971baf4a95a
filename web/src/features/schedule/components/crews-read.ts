import type { ApiError } from '../../../lib/api';
import type { Crews } from '../../../types/api';

/**
 * A department's crews as the apply form reads them (null: nothing): the crews feature's hook, which
 * the app gives the pattern page (app/routes/pattern-route.tsx), so both share one SWR entry.
 */
export type CrewsRead = (departmentId: string | null) => { data?: Crews; error?: ApiError };
