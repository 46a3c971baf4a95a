// Plain constants of shift entries (check-in sheets) that the app, its routes and the web app share.

export const SHIFT_ENTRY_STATUSES = ['opened', 'closed'] as const;
export type ShiftEntryStatus = (typeof SHIFT_ENTRY_STATUSES)[number];

export const SHIFT_ENTRY_NAME_MAX = 200;
export const SHIFT_ENTRY_DESCRIPTION_MAX = 2000;
/** A scanned code is short (a UUID, 10 digits, a 'My QR' code); anything longer is not a code. */
export const SHIFT_ENTRY_CODE_MAX = 300;
export const SHIFT_ENTRY_PAGE = 100;
export const SHIFT_ENTRY_PAGE_MAX = 1000;
/**
 * The same person scanned again within this long (a card held in front of the camera, a double
 * read of a wedge scanner, two scanners at once) is the same scan: nothing changes.
 */
export const SHIFT_ENTRY_REPEAT_MS = 1500;
