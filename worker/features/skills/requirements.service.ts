// Patterns and open shifts may require a skill (docs/skills.md "Requirements"): a skill they name
// must be in the catalogue.
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { skillsByIds, type Tx } from './queries';

/** 404 `skills.not_found` when one of these skill ids (nulls skipped) is not in the catalogue. */
export async function requireSkillsExist(db: Db | Tx, ids: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return;
  const known = new Set((await skillsByIds(db, wanted)).map((s) => s.id));
  if (wanted.some((id) => !known.has(id))) throw notFound('skills.not_found');
}
