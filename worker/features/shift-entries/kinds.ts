// Plain constants of shift entries (check-in sheets) that the app, its routes and the web app share.

export const SHIFT_ENTRY_STATUSES = ['opened', 'closed'] as const;
export type ShiftEntryStatus = (typeof SHIFT_ENTRY_STATUSES)[number];
