// What other features may use of skills besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** The plan check of skills, registered in worker/app.ts (lib/plan-conflicts.ts). */
export { skillConflicts } from './conflicts.service';
/** The daily expiry notices (jobs/skill-expiry.ts). */
export { sendExpiryNotices } from './notices.service';
/** Whether skills named by a pattern or an open shift exist (404 otherwise). */
export { requireSkillsExist } from './requirements.service';
/** What keeps a person from claiming an open shift that requires a skill (shift-market). */
export { skillLack } from './requirements.service';
/** The catalogue and who holds which skill on a date (staffing needs with a skill). */
export { qualificationsOf, skillCatalogue } from './qualifications.service';
