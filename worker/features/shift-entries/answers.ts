// Rows of shift entries -> the API's answers.
import type { ShiftEntryPersonRow } from '../../db/schema';
import type { EntryJoined, PersonFacts, RowJoined } from './queries';
import type { ShiftEntry, ShiftEntryPerson, ShiftEntryRow } from './schemas';

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

export function toPerson(person: PersonFacts): ShiftEntryPerson {
  return { id: person.id, full_name: person.fullName, email: person.email, avatar: person.avatar };
}

export function toEntry(entry: EntryJoined, persons: Map<string, PersonFacts>): ShiftEntry {
  const person = (id: string | null) => {
    const found = id ? persons.get(id) : undefined;
    return found ? toPerson(found) : null;
  };
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    status: entry.status,
    company: { id: entry.companyId, name: entry.companyName },
    department: entry.departmentId && entry.departmentName !== null ? { id: entry.departmentId, name: entry.departmentName } : null,
    clock_in: entry.clockIn,
    created_by: person(entry.createdBy),
    created_at: entry.createdAt.toISOString(),
    closed_at: iso(entry.closedAt),
    closed_by: person(entry.closedBy),
    people_count: entry.peopleCount,
    open_count: entry.openCount,
  };
}

/** The people an entry's answer names. */
export const entryPersonIds = (entries: readonly EntryJoined[]) =>
  entries.flatMap((e) => [e.createdBy, e.closedBy].filter((id): id is string => Boolean(id)));

export function toRow(row: ShiftEntryPersonRow, person: PersonFacts, departmentName: string | null): ShiftEntryRow {
  return {
    id: row.id,
    person: toPerson(person),
    department: row.departmentId && departmentName !== null ? { id: row.departmentId, name: departmentName } : null,
    start_at: row.startAt.toISOString(),
    end_at: iso(row.endAt),
    shift_id: row.shiftId,
  };
}

export const toRows = (rows: readonly RowJoined[]) => rows.map((row) => toRow(row, row.person, row.departmentName));
