// Who may confirm or adjust a shift, whatever its times: the part of the confirm rule that depends
// only on the people and the shift's state. The API enforces it (confirmRefusal) and tells the
// client (`can_confirm` on every shift it answers), so the interface offers only what it accepts.
import type { Role } from '../../users/schemas';

type Person = { id: string; role: Role };

export type ConfirmRightRefusal = 'not_admin' | 'owner_is_admin' | 'confirmed_read_only';

/**
 * Users never confirm; an admin confirms their own shifts and those of users, never the shift of
 * another admin or of a superadmin; a superadmin confirms anyone's. A confirmed shift is
 * read-only except for a superadmin.
 */
export function confirmRightRefusal(actor: Person, owner: Person, confirmed: boolean): ConfirmRightRefusal | null {
  if (actor.role !== 'admin' && actor.role !== 'superadmin') return 'not_admin';
  if (actor.role === 'admin' && owner.role !== 'user' && owner.id !== actor.id) return 'owner_is_admin';
  if (confirmed && actor.role !== 'superadmin') return 'confirmed_read_only';
  return null;
}

/** Whether the actor may confirm (or adjust) the owner's shift, as far as roles and state go. */
export const mayConfirm = (actor: Person, owner: Person, confirmed: boolean) => confirmRightRefusal(actor, owner, confirmed) === null;
