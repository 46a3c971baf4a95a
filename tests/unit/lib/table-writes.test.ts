// Which tables a statement may change (worker/platform/table-writes.ts): kept answers of other tables
// stay. A statement it cannot read may change any table.
import { describe, expect, it } from 'vitest';
import { reachOfWrites, writesOf } from '../../../worker/platform/table-writes';

describe('writesOf', () => {
  it("tells the one table of drizzle's and raw inserts, updates and deletes", () => {
    expect(writesOf('insert into "day_shifts" ("id", "user_id") values (?, ?)')).toBe('day_shifts');
    expect(writesOf('update "notifications" set "read_at" = ? where "notifications"."id" = ? returning "id"')).toBe('notifications');
    expect(writesOf('delete from "chat_members" where "chat_id" = ?')).toBe('chat_members');
    expect(writesOf('INSERT OR REPLACE INTO usage_days (day, api) VALUES (?, ?)')).toBe('usage_days');
    expect(writesOf('  UPDATE OR IGNORE Companies SET name = ?')).toBe('companies');
    expect(writesOf('REPLACE INTO `a b` VALUES (1)')).toBe('a b');
    expect(writesOf('insert into "we""ird" values (1)')).toBe('we"ird');
  });

  it('reads change nothing', () => {
    for (
      const sql of [
        'select * from "users"',
        'PRAGMA foreign_keys=off',
        'BEGIN IMMEDIATE',
        'COMMIT',
        'ROLLBACK',
        'SAVEPOINT a',
        'RELEASE a',
        'PRAGMA data_version',
      ]
    ) {
      expect(writesOf(sql)).toBeNull();
    }
  });

  it('anything else may change any table', () => {
    for (
      const sql of [
        'WITH x AS (SELECT 1) INSERT INTO "t" SELECT * FROM x',
        'CREATE TABLE t (a)',
        'DROP TABLE t',
        'ALTER TABLE t ADD b',
        'VACUUM',
        '-- note\nDELETE FROM t',
        'insert into "main"."t" values (1)',
        'delete from temp.t',
      ]
    ) {
      expect(writesOf(sql)).toBe('any');
    }
  });
});

describe('reachOfWrites', () => {
  const key = (child: string, parent: string, onDelete = 'CASCADE', onUpdate = 'NO ACTION') => ({ child, parent, onDelete, onUpdate });

  it('reaches the tables whose foreign keys act on a change, and on through theirs', () => {
    const reach = reachOfWrites([
      key('employment_records', 'users'),
      key('day_shifts', 'users', 'SET NULL'),
      key('plan_changes', 'day_shifts'),
      key('notes', 'users', 'NO ACTION', 'RESTRICT'),
    ], []);
    expect([...(reach.get('users') as string[])].sort()).toEqual(['day_shifts', 'employment_records', 'plan_changes', 'users']);
    expect(reach.get('day_shifts')).toEqual(['day_shifts', 'plan_changes']);
    expect(reach.get('notes')).toEqual(['notes']);
  });

  it('a table with a trigger, or one whose change reaches it, may change anything', () => {
    const reach = reachOfWrites([key('b', 'a')], ['b', 'c']);
    expect(reach.get('a')).toBe('any');
    expect(reach.get('c')).toBe('any');
  });

  it('follows a cycle of keys once', () => {
    const reach = reachOfWrites([key('a', 'b'), key('b', 'a')], []);
    expect([...(reach.get('a') as string[])].sort()).toEqual(['a', 'b']);
  });
});
