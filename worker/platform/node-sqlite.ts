// Node's own SQLite (node:sqlite), loaded without its one-time ExperimentalWarning: the module is
// stable in use here (Node 22 from the node@22 dev dependency runs every npm script), and the
// warning on every start would only alarm operators. Any other warning still prints.
import { createRequire } from 'node:module';
import type * as NodeSqlite from 'node:sqlite';

export type SqlValue = NodeSqlite.SQLInputValue;
export type StatementSync = NodeSqlite.StatementSync;
export type DatabaseSync = NodeSqlite.DatabaseSync;

function load(): typeof NodeSqlite {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return createRequire(import.meta.url)('node:sqlite') as typeof NodeSqlite;
  } catch (error) {
    throw new Error(
      `Grafik needs Node.js 22.13 or later (node:sqlite); this is ${process.version}. The npm scripts run the node@22 dev dependency: start with npm start.`,
      { cause: error },
    );
  } finally {
    process.emitWarning = emitWarning;
  }
}

export const { DatabaseSync } = load();
