// Patterns and open shifts may require a skill (docs/skills.md "Requirements"): a skill they name
// must be in the catalogue.
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { holdingsByUser, skillNames, skillsByIds, type Tx } from './queries';
import { skillProblem } from './rules/holdings';

/** 404 `skills.not_found` when one of these skill ids (nulls skipped) is not in the catalogue. */
export async function requireSkillsExist(db: Db | Tx, ids: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return;
  const known = new Set((await skillsByIds(db, wanted)).map((s) => s.id));
  if (wanted.some((id) => !known.has(id))) throw notFound('skills.not_found');
}

/**
 * What keeps a person from taking a shift that requires `skillId` on `date` (an open shift's claim):
 * the skill not held, or held only until before that date; null when they may, or when the skill
 * is gone from the catalogue.
 */
export async function skillLack(
  db: Db | Tx,
  userId: string,
  skillId: string,
  date: string,
): Promise<{ problem: 'missing' | 'expired'; skill: string } | null> {
  const [held, names] = await Promise.all([holdingsByUser(db, [userId], [skillId]), skillNames(db, [skillId])]);
  const skill = names.get(skillId);
  if (skill === undefined) return null;
  const code = skillProblem(held.get(userId) ?? new Map(), skillId, date);
  return code ? { problem: code === 'skills.missing' ? 'missing' : 'expired', skill } : null;
}
