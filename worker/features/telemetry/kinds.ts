// Plain constants of usage telemetry and invoice drafts that the app, its routes and the web app share.

export const INVOICE_STATUSES = ['draft', 'issued'] as const;

/** GET /telemetry/daily answers this many days, GET /telemetry/monthly this many months. */
export const DAILY_DAYS = 30;
export const MONTHLY_MONTHS = 6;
