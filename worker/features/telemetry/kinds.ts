// Plain constants of usage telemetry and invoice drafts that the app, its routes and the web app share.

/** What is counted per tenant and day (spec/product-rules.md "Telemetry and invoices"). */
export const USAGE_COUNTERS = ['api', 'push', 'pdf'] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];

export const INVOICE_STATUSES = ['draft', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** GET /telemetry/daily answers this many days, GET /telemetry/monthly this many months. */
export const DAILY_DAYS = 30;
export const MONTHLY_MONTHS = 6;
