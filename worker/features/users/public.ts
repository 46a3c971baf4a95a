// What other features may use of users besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
export { normalizeEmail, toPublic } from './profile';
export { findUserById } from './queries';
export { ensureUserSortKeys, findUserByEmail, forgetAvatar, insertUser, setAvatar, setPassword, userSearch } from './users.service';
