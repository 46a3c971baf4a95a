// What other features may use of users besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
export { normalizeEmail, toPublic } from './profile';
// For other features' lists of people: the condition of a search in email, name and acronym, and,
// before a list sorts by name, every account given its sort key.
export { fillMissingSortKeys as ensureUserSortKeys, findUserById, searchCondition as userSearch } from './queries';
export { findUserByEmail, forgetAvatar, insertUser, setAvatar, setPassword } from './users.service';
