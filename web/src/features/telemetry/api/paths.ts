// Paths of the telemetry reads, without SWR: the entry starts them with the screen's code
// (app/screens.ts `reads`), and the hooks of api/telemetry.ts read the same paths.
export const TELEMETRY_PREFIX = '/v1/telemetry/';
export const DAILY_KEY = `${TELEMETRY_PREFIX}daily`;
export const MONTHLY_KEY = `${TELEMETRY_PREFIX}monthly`;
export const INVOICES_KEY = `${TELEMETRY_PREFIX}invoice`;
