// The schema of every tenant database. One file per tenant locally, one Turso database at the edge.
// Files without an import cycle: the messaging and rotas tables reference the core's, never the
// other way.
export * from './schema-core';
// Notifications, chat, company news, Web Push and link previews.
export * from './schema-messaging';
// The tables of rotas (issue 17): crews, plan changes, labour law, open shifts and swaps, calendar feeds.
export * from './schema-rotas';
// Labour cost (issue 32): cost settings and department budgets.
export * from './schema-labour-cost';
// Skills (issue 32): the catalogue, holdings, the conflict setting and expiry notices.
export * from './schema-skills';
// Staffing needs per department, shift type and weekday, and their dated overrides (issue 32).
export * from './schema-staffing';
// Availability and preferences (issue 32).
export * from './schema-availability';
