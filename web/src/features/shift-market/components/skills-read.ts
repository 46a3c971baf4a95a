import type { ApiError } from '../../../lib/api';
import type { Skills, UserSkills } from '../../../types/api';

/**
 * The tenant's skills catalogue as the open shifts read it (docs/skills.md "Requirements"): the skills
 * feature's hook, which the app gives the page (app/routes/shift-market-route.tsx).
 */
export type SkillsRead = () => { data?: Skills; error?: ApiError };

/** The signed-in person's own skills, given the same way: a card says when its requirement is not met. */
export type MySkillsRead = () => { data?: UserSkills };
