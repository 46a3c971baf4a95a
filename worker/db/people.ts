// A user joined to a record under a role's name (who created it, who owns it), and the columns an
// answer names them by: `{ id, email, fullName }`, null when the left join finds no one.
import { alias } from 'drizzle-orm/sqlite-core';
import { users } from './schema';

export function personAs<N extends string>(name: N) {
  const table = alias(users, name);
  return { table, columns: { id: table.id, email: table.email, fullName: table.fullName } };
}
