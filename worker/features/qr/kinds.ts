// Plain constants of QR codes and employee cards that the app, its routes and the web app share.

export const CARD_STATUSES = ['active', 'revoked'] as const;

/** A card number: this many digits, random (not a sequence: a printed barcode is easy to copy). */
export const CARD_NUMBER_DIGITS = 10;

/** A short-lived code of 'My QR' is good for this long. */
export const SHORT_CODE_SECONDS = 60;
