// The employee profile's changes: the user (PATCH /users/{id}) and their employment records
// (/employees). The profile's read is api/employee.ts (the app gives it to the team calendar too).
import { api } from '../../../lib/api';
import type { EmploymentRecordCreate, EmploymentRecordPublic, EmploymentRecordUpdate, UserPublic, UserUpdate } from '../../../types/api';

export const updateUser = (id: string, input: UserUpdate) => api.patch<UserPublic>(`/v1/users/${id}`, input);

/** Superadmins (and admins for users in their scope); 403 for oneself, 404 once gone. */
export const deleteUser = (id: string) => api.delete<{ message: string }>(`/v1/users/${id}`);

export const createRecord = (
  input: Partial<EmploymentRecordCreate> & Pick<EmploymentRecordCreate, 'user_id' | 'company_id' | 'start_date'>,
) => api.post<EmploymentRecordPublic>('/v1/employees/', input);

/** `id` is the record's. 400 for bad dates (an end date cannot be removed), 403 for fields the role may not set. */
export const updateRecord = (id: string, input: EmploymentRecordUpdate) => api.patch<EmploymentRecordPublic>(`/v1/employees/${id}`, input);
