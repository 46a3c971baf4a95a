// Who reaches which absence request, beside the route guards and rules/transitions.ts: the
// reader's companies, a single request, and the person a request or a balance is about.
// (One access module for every feature is a later step.)
import { forbidden, notFound } from '../../lib/errors';
import type { Actor, RequestContext } from '../../lib/request-context';
import { adminSeesUser, currentCompanyIds } from '../org/scope';
import { findJoined, findPerson, type Joined, type Person, type Reader } from './queries';
import type { RequestFacts } from './rules/transitions';

/** The reader of requests: who, the companies they act in (null: a superadmin, everywhere) and when. */
export type Viewer = { actor: Actor; companyIds: string[] | null; now: Date };

export async function viewerOf({ db, actor, now, orgToday }: RequestContext): Promise<Viewer> {
  return { actor, companyIds: actor.role === 'superadmin' ? null : await currentCompanyIds(db, actor.id, orgToday), now };
}

/** What the transition rules need to know of a request, for this viewer. */
export function factsOf(row: Joined, viewer: Viewer): RequestFacts {
  const { companyId } = row.request;
  return {
    ownerId: row.request.userId,
    ownerRole: row.ownerRole,
    status: row.request.status,
    startDate: row.request.startDate,
    inActorsCompany: viewer.companyIds === null || (companyId !== null && viewer.companyIds.includes(companyId)),
  };
}

/** The request: 404 when unknown; 403 when a user's is someone else's, or outside an admin's companies. */
export async function requestFor(db: Reader, viewer: Viewer, id: string): Promise<Joined> {
  const row = await findJoined(db, id);
  const { actor } = viewer;
  if (!row) throw notFound('absence.not_found');
  if (actor.role === 'user' && row.request.userId !== actor.id) throw forbidden('absence.not_yours');
  if (actor.role === 'admin' && row.request.userId !== actor.id && !factsOf(row, viewer).inActorsCompany) {
    throw forbidden('absence.other_company');
  }
  return row;
}

/**
 * The person a request or a balance is about: the caller, or (admins) someone they manage.
 * Users asking about someone else are refused; unknown ids are 404.
 */
export async function subject({ db, actor, orgToday }: RequestContext, userId: string | null | undefined): Promise<Person> {
  if (!userId || userId === actor.id) {
    const me = await findPerson(db, actor.id);
    if (!me) throw notFound('users.not_found');
    return me;
  }
  if (actor.role === 'user') throw forbidden('absence.not_your_employee');
  const person = await findPerson(db, userId);
  if (!person) throw notFound('users.not_found');
  if (actor.role === 'admin' && !(await adminSeesUser(db, actor.id, userId, orgToday))) throw forbidden('absence.not_your_employee');
  return person;
}
