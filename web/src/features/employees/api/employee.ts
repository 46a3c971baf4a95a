// A person with their employment records (GET /employees/{user_id}): the employee profile shows and
// edits it, the team calendar reads an admin's own to open their department first.
import useSWR from 'swr';
import type { EmployeePublic } from '../../../types/api';
import { fetcher, type ApiError } from '../../../lib/api';
import { revalidateOn } from '../../../lib/data-changes';

const PREFIX = '/v1/employees/';

/** The user with their employment records, newest first (admins get those of their companies); null reads nothing. */
export const useEmployee = (userId: string | null | undefined) =>
  useSWR<EmployeePublic, ApiError>(userId ? `${PREFIX}${userId}` : null, fetcher);

const isEmployeeKey = (key: string) => key.startsWith(PREFIX);
// Its records and their hours move with the organisation and with absences taken.
revalidateOn('organisation', isEmployeeKey);
revalidateOn('absence', isEmployeeKey);
