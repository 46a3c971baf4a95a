// The states of open shifts, their claims and shift swaps (docs/shift-market.md). Plain data: the
// schema, the contract and the web app import it.
export const OPEN_SHIFT_STATUSES = ['open', 'filled', 'cancelled'] as const;
export type OpenShiftStatus = (typeof OPEN_SHIFT_STATUSES)[number];

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const SWAP_KINDS = ['swap', 'giveaway'] as const;
export type SwapKind = (typeof SWAP_KINDS)[number];

export const SWAP_STATUSES = ['offered', 'accepted', 'approved', 'rejected', 'cancelled'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** At most this many people for one open shift. */
export const OPEN_SHIFT_PLACES_MAX = 50;
export const OPEN_SHIFT_NOTE_MAX = 500;
/** How far ahead an open shift may be published (days). */
export const OPEN_SHIFT_AHEAD_DAYS_MAX = 366;
