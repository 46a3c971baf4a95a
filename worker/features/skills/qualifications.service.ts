// Who is qualified (docs/skills.md "Rules"), for the staffing feature's needs with a skill: the
// catalogue's names, and whether people hold skills valid on a date. One statement each, whatever
// the number of people.
import type { Db } from '../../db/client';
import { holdingsByUser, listSkillRows, type Tx } from './queries';
import { validOn } from './rules/holdings';

/** The catalogue by name: id and name. */
export async function skillCatalogue(db: Db | Tx): Promise<{ id: string; name: string }[]> {
  return (await listSkillRows(db)).map((s) => ({ id: s.id, name: s.name }));
}

type Qualifications = {
  /** Whether the person holds the skill valid on the date. */
  holds(userId: string, skillId: string, date: string): boolean;
  /** The last valid day of a holding (null: no end; undefined: not held). */
  validUntil(userId: string, skillId: string): string | null | undefined;
};

/** The holdings of these people of these skills. */
export async function qualificationsOf(db: Db | Tx, userIds: readonly string[], skillIds: readonly string[]): Promise<Qualifications> {
  const held = await holdingsByUser(db, [...new Set(userIds)], [...new Set(skillIds)]);
  const validUntil = (userId: string, skillId: string) => {
    const own = held.get(userId);
    return own?.has(skillId) ? own.get(skillId)! : undefined;
  };
  return {
    validUntil,
    holds: (userId, skillId, date) => {
      const until = validUntil(userId, skillId);
      return until !== undefined && validOn(until, date);
    },
  };
}
