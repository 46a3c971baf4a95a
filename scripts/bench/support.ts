// What the benchmarks share.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Db } from '../../worker/db/client';
import { employmentRecords, users } from '../../worker/db/schema';

/** A TCP port free on the loopback address now. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/**
 * The Node entry's arguments to node exactly as `npm start` gives them (its V8 heap settings, tsx,
 * worker/node.ts): the last command of package.json's start script, without `node` itself.
 */
export function nodeEntryArgs(): string[] {
  const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts as Record<string, string>;
  const [command, ...args] = scripts.start!.split('&&').at(-1)!.trim().split(/\s+/);
  if (command !== 'node' || !args.includes('worker/node.ts')) {
    throw new Error(`package.json's start script no longer ends in "node ... worker/node.ts": ${scripts.start}`);
  }
  return args;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `count` employees of one department, inserted straight into the tenant's database (accounts that
 * cannot sign in, and their current employment records): the benchmarks' large departments.
 */
export async function insertEmployees(
  tx: Tx,
  where: { companyId: string; departmentId: string },
  count: number,
  person: (i: number) => { email: string; fullName: string; position: string; acronym?: string },
): Promise<string[]> {
  const people = Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), ...person(i) }));
  await tx.insert(users).values(
    people.map((p) => ({
      id: p.id,
      email: p.email,
      fullName: p.fullName,
      acronym: p.acronym ?? null,
      hashedPassword: 'x',
      searchText: p.email,
    })),
  );
  await tx.insert(employmentRecords).values(
    people.map((p) => ({
      id: crypto.randomUUID(),
      userId: p.id,
      companyId: where.companyId,
      departmentId: where.departmentId,
      position: p.position,
      startDate: '2020-01-01',
    })),
  );
  return people.map((p) => p.id);
}
