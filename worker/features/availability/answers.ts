// Rows -> the API's answers, and the notifications availability sends.
import type { AvailabilityChangeRow, AvailabilityExceptionRow, AvailabilityPreferencesRow, AvailabilityVersionRow } from '../../db/schema';
import type { NewNotification } from '../notifications/public';
import type { Change, Availability } from './schemas';

export const versionAnswer = (row: AvailabilityVersionRow): Availability['versions'][number] => ({
  id: row.id,
  valid_from: row.validFrom,
  days: row.days,
  updated_at: row.updatedAt?.toISOString() ?? null,
});

export const exceptionAnswer = (row: AvailabilityExceptionRow): Availability['exceptions'][number] => ({
  id: row.id,
  start_date: row.startDate,
  end_date: row.endDate,
  kind: row.kind,
  windows: row.windows,
  reason: row.reason,
});

export const preferencesAnswer = (row: AvailabilityPreferencesRow | null): Availability['preferences'] => ({
  shift_types: row?.shiftTypes ?? {},
  weekends_off: row?.weekendsOff ?? false,
  shifts_per_week: row?.shiftsPerWeek ?? null,
  hours_per_week: row?.hoursPerWeek ?? null,
});

export const changeAnswer = ({ change, userName }: { change: AvailabilityChangeRow; userName: string }): Change => ({
  id: change.id,
  user_id: change.userId,
  user_name: userName,
  kind: change.kind,
  payload: change.payload,
  status: change.status,
  created_at: change.createdAt.toISOString(),
});

/** To the admins: a person's availability change awaits their decision. */
export function pendingNotifications(change: { id: string; kind: string }, userName: string, to: readonly string[]): NewNotification[] {
  return to.map((userId) => ({
    userId,
    kind: 'availability_pending',
    title: `${userName} changed their availability`,
    body: 'Approve or reject the change',
    link: '/availability?tab=approvals',
    data: { change_id: change.id, change_kind: change.kind, user_name: userName },
  }));
}

/** To the person: an admin decided their change. */
export function decidedNotifications(
  change: { id: string; userId: string; kind: string },
  approved: boolean,
  byName: string,
): NewNotification[] {
  return [
    {
      userId: change.userId,
      kind: approved ? 'availability_approved' : 'availability_rejected',
      title: approved ? 'Your availability change was approved' : 'Your availability change was rejected',
      body: `By ${byName}`,
      link: '/availability',
      data: { change_id: change.id, change_kind: change.kind, by_name: byName },
    },
  ];
}
