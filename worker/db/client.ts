import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as controlSchema from './control-schema';
import * as schema from './schema';

export type Db = LibSQLDatabase<typeof schema>;
export type ControlDb = LibSQLDatabase<typeof controlSchema>;

export const tenantDrizzle = (client: Client): Db => drizzle(client, { schema });
export const controlDrizzle = (client: Client): ControlDb => drizzle(client, { schema: controlSchema });
