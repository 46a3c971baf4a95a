// A month of everyone's shifts and absences in a company or a department (GET /employees-schedule):
// the admins' grid reads it, and the team calendar (features/calendar) through the hook the app gives it.
import useSWR from 'swr';
import type { EmployeesSchedule, EmployeesScheduleCompact } from '../../../types/api';
import { api, type ApiError } from '../../../lib/api';
import { revalidateOn } from '../../../lib/data-changes';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/paths';
import { decodeEmployeesSchedule } from './employees-schedule-format';
import { EMPLOYEES_SCHEDULE_PREFIX as PREFIX, employeesSchedulePath } from './paths';

export { employeesSchedulePath };

/** The answer is compact (rows of tuples, tables of repeated values); the screens read it decoded. */
const fetchSchedule = async (path: string): Promise<EmployeesSchedule> =>
  decodeEmployeesSchedule(await api.get<EmployeesScheduleCompact>(path));

/** Its public holidays are named in the screen's language (`lang`, one read per language). */
export function useEmployeesSchedule(path: string | null) {
  const language = useLanguage();
  return useSWR<EmployeesSchedule, ApiError>(path && inLanguage(path, language), fetchSchedule, { keepPreviousData: true });
}

// Approved absences show in it.
revalidateOn('absence', (key) => key.startsWith(PREFIX));
