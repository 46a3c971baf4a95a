// The pure rules of the employee profile: what the signed-in user may change on it, as the API
// decides it (docs/api.md "Users", "Employees": the interface hides what the server would refuse),
// and the state of an employment record.
import type { EmploymentRecordPublic, Role, UserPublic } from '../../../types/api';

export type ProfileRights = {
  isSuperadmin: boolean;
  /** Email, name, acronym, phones, address: superadmins anyone; admins users with the role user and themselves. */
  editUser: boolean;
  /** Role and active flag: a superadmin, on someone else. */
  editRoleAndStatus: boolean;
  /** Employment records and their extra data: superadmins anyone; admins users with the role user. */
  manageEmployment: boolean;
  /** Salary and contract type: superadmins only. */
  editPay: boolean;
  /**
   * Delete the account (DELETE /users/{id}, access rule user.delete): superadmins anyone else;
   * admins users with the role user (of their companies, as the profile's read already requires);
   * nobody themselves.
   */
  deleteUser: boolean;
};

export function profileRights(me: { id: string; role: Role }, target: Pick<UserPublic, 'id' | 'role'>): ProfileRights {
  const isSuperadmin = me.role === 'superadmin';
  const isAdmin = me.role === 'admin';
  return {
    isSuperadmin,
    editUser: isSuperadmin || (isAdmin && (target.role === 'user' || target.id === me.id)),
    editRoleAndStatus: isSuperadmin && target.id !== me.id,
    manageEmployment: isSuperadmin || (isAdmin && target.role === 'user'),
    editPay: isSuperadmin,
    deleteUser: target.id !== me.id && (isSuperadmin || (isAdmin && target.role === 'user')),
  };
}

/** Today as `YYYY-MM-DD` in the browser's zone. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export type RecordState = 'current' | 'ended' | 'upcoming';

/** Ended once its end date has passed (the end day still counts), upcoming before its start. */
export function recordState(record: Pick<EmploymentRecordPublic, 'start_date' | 'end_date'>, today = localToday()): RecordState {
  if (record.end_date && record.end_date < today) return 'ended';
  return record.start_date > today ? 'upcoming' : 'current';
}
