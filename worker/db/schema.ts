// The schema of every tenant database. One file per tenant locally, one Turso database at the edge.
// Files without an import cycle: the messaging and rotas tables reference the core's, never the
// other way.
export * from './schema-core';
// Notifications, chat, company news, Web Push and link previews.
export * from './schema-messaging';
// The tables of rotas (issue 17): crews, plan changes, labour law, open shifts and swaps, calendar feeds.
export * from './schema-rotas';
// Availability and preferences (issue 32).
export * from './schema-availability';
