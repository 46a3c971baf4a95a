import type { ApiError } from '../../../lib/api';
import type { Skills } from '../../../types/api';

/**
 * The tenant's skills catalogue as the pattern screens read it (docs/skills.md "Requirements"): the
 * skills feature's hook, which the app gives them (app/routes/pattern-route.tsx, patterns-route.tsx).
 */
export type SkillsRead = () => { data?: Skills; error?: ApiError };
