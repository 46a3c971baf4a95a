// The schema of every tenant database. One file per tenant locally, one Turso database at the edge.
// Two files without an import cycle: the rotas' tables reference the core's, never the other way.
export * from './schema-core';
// The tables of rotas (issue 17): crews, plan changes, labour law, open shifts and swaps, calendar feeds.
export * from './schema-rotas';
