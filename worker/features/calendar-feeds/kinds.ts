// Calendar feeds (docs/calendar-feeds.md): plain constants, shared with the schema and the web app.

export const CALENDAR_FEED_SCOPES = ['user', 'department'] as const;

/** Random bytes of a feed's token (base64url: 43 characters). */
export const FEED_TOKEN_BYTES = 32;
/** The feed covers shifts and absences from this many days back... */
export const FEED_DAYS_BACK = 60;
/** ...to this many days ahead (about 12 months). */
export const FEED_DAYS_AHEAD = 366;
/** Cache-Control max-age of a feed, in seconds; calendar apps are asked to refresh hourly. */
export const FEED_MAX_AGE_SECONDS = 300;
export const FEED_REFRESH_MINUTES = 60;
/** last_fetched_at is written at most this often (a feed read is not a write each time). */
export const FEED_FETCH_MARK_MS = 5 * 60_000;
/** The public address: /api/v1/calendar-feeds/{token}.ics on the tenant's own host. */
export const FEED_PATH = '/api/v1/calendar-feeds';
