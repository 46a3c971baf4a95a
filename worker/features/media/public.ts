// What other features may use of media besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** Stored images other features keep (news, rooms, QR cards): checked, read and removed here. */
export { isStoredImage, readStoredImage, removeImageFile } from './service';
/** What a link preview's image is stored as. */
export { EXTENSIONS, FILES_PATH } from './kinds';
export { imageTypeOf } from './rules/image-type';
