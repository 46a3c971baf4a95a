// A person with their employment records (GET /employees/{user_id}): the employee profile shows and
// edits it, the team calendar reads an admin's own to open their department first.
import useSWR from 'swr';
import type { EmployeePublic } from '../types/api';
import { fetcher, type ApiError } from './api';

/** The user with their employment records, newest first (admins get those of their companies); null reads nothing. */
export const useEmployee = (userId: string | null | undefined) =>
  useSWR<EmployeePublic, ApiError>(userId ? `/v1/employees/${userId}` : null, fetcher);
