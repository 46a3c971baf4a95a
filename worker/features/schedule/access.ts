// Who reaches what of the work schedule, beside the route guards: the companies an actor acts in
// and the patterns they may use. (One access module for every feature is a later step.)
import { forbidden, notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { currentCompanyIds } from '../org/scope';
import { findPattern, type PatternJoined } from './queries';

/** The companies the actor acts in: null for a superadmin (everywhere), else their current ones. */
export async function reachableCompanies({ db, actor, orgToday }: RequestContext): Promise<string[] | null> {
  return actor.role === 'superadmin' ? null : currentCompanyIds(db, actor.id, orgToday);
}

/**
 * Who reaches a pattern: superadmins every pattern; admins the shared ones (no department) and
 * those of their companies' departments (403 otherwise). Unknown is 404.
 */
export async function patternFor({ db, actor }: RequestContext, id: string, scope: string[] | null): Promise<PatternJoined> {
  const row = await findPattern(db, id);
  if (!row) throw notFound('schedule.pattern_not_found');
  if (actor.role === 'user') throw forbidden();
  if (scope && row.departmentCompanyId && !scope.includes(row.departmentCompanyId)) throw forbidden('schedule.pattern_elsewhere');
  return row;
}
