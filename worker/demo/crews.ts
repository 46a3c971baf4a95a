// The demo's crews (docs/crews.md): Produkcja's 4-crew rotation is run by crews 'Brygada A'-'D',
// its members split evenly; demo/schedule.ts plans each crew with the offset applying the
// '4 brygady 12 h' pattern to the four crews gives by default (0, 2, 4, 6 days), anchored on a Monday.
import type { crewMembers, crews } from '../db/schema';
import type { DemoEmployee } from './schedule';

export const DEMO_CREW_NAMES = ['Brygada A', 'Brygada B', 'Brygada C', 'Brygada D'];

export function demoCrewRows(departmentId: string, employees: readonly DemoEmployee[], now: Date) {
  const crewRows: (typeof crews.$inferInsert)[] = DEMO_CREW_NAMES.map((name, i) => ({
    id: crypto.randomUUID(),
    departmentId,
    name,
    sortOrder: i,
    createdAt: new Date(now.getTime() - 40 * 86_400_000),
  }));
  const memberRows: (typeof crewMembers.$inferInsert)[] = employees
    .filter((e) => e.pattern === 'fourCrew')
    .map((e) => ({ crewId: crewRows[e.crew]!.id!, departmentId, userId: e.userId, createdAt: crewRows[e.crew]!.createdAt }));
  return { crewRows, memberRows };
}
