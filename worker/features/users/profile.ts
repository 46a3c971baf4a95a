// A person's profile as stored: the email's one spelling, the acronym, and the columns the search
// and the sort read. Pure: no database.
import type { UserRow } from '../../db/schema';
import type { UserChanges } from './queries';
import type { UserPublic, UserUpdateMe } from './schemas';
import { userSortKey } from './sort-key';

export function toPublic(row: UserRow): UserPublic {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    acronym: row.acronym,
    phone_1: row.phone1,
    phone_2: row.phone2,
    address: row.address,
    avatar: row.avatar,
    role: row.role,
    is_active: row.isActive,
    is_superuser: row.role === 'superadmin',
    created_at: row.createdAt.toISOString(),
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Initials of the full name, for the acronym column when none is given ("Jan Kowalski" -> "JK"). */
export function deriveAcronym(fullName: string | null | undefined): string | null {
  const letters = (fullName ?? '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase());
  return letters.length ? letters.slice(0, 3).join('') : null;
}

/** What the users search looks in: lower-cased email, full name and acronym. */
export function searchText(row: { email: string; fullName?: string | null; acronym?: string | null }): string {
  return [row.email, row.fullName, row.acronym].filter(Boolean).join(' ').toLocaleLowerCase();
}

/** The columns a profile edit changes, with the search and sort columns that follow from them. */
export function profileChanges(input: UserUpdateMe, current: UserRow): UserChanges {
  const changes: UserChanges = {};
  if (input.email !== undefined) changes.email = normalizeEmail(input.email);
  if (input.full_name !== undefined) changes.fullName = input.full_name || null;
  if (input.acronym !== undefined) changes.acronym = input.acronym || null;
  if (input.phone_1 !== undefined) changes.phone1 = input.phone_1 || null;
  if (input.phone_2 !== undefined) changes.phone2 = input.phone_2 || null;
  if (input.address !== undefined) changes.address = input.address || null;
  const next = {
    email: changes.email ?? current.email,
    fullName: changes.fullName !== undefined ? changes.fullName : current.fullName,
    acronym: changes.acronym !== undefined ? changes.acronym : current.acronym,
  };
  changes.searchText = searchText(next);
  changes.sortKey = userSortKey(next);
  return changes;
}
