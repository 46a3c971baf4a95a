// Expiry notices (docs/skills.md "Expiry notices"): once a day (jobs/skill-expiry.ts), for each
// holding 30 days before its valid-until day and on that day, a notification to the person and
// their admins. Each notice is recorded with the notifications in one transaction, so a rerun (or
// a second instance) sends nothing twice.
import type { Db } from '../../db/client';
import { addDays, localDate } from '../../lib/time';
import { orgTodayAt } from '../../lib/today';
import { notify, type NewNotification } from '../notifications/public';
import { DEFAULT_TIMEZONE } from '../org/schemas';
import { adminsOf, expiringHoldings, namesOf, recordNotice, tenantZone, type ExpiringRow } from './queries';
import { noticeDue, type Notice } from './rules/holdings';
import { EXPIRY_NOTICE_DAYS } from './schemas';

function notification(userId: string, row: ExpiringRow, notice: Notice, about: 'self' | 'person', personName: string): NewNotification {
  const title = notice === 'soon'
    ? about === 'self'
      ? `Your skill ${row.name} expires on ${row.validUntil}`
      : `${personName}'s skill ${row.name} expires on ${row.validUntil}`
    : about === 'self'
    ? `Your skill ${row.name} expires today (${row.validUntil})`
    : `${personName}'s skill ${row.name} expires today (${row.validUntil})`;
  return {
    userId,
    kind: notice === 'soon' ? 'skill_expiring' : 'skill_expired',
    title,
    body: 'Renew it, or plan someone else for the shifts that require it.',
    link: about === 'self' ? '/settings' : `/skills?skill=${row.skillId}`,
    data: { skill: row.name, skill_id: row.skillId, valid_until: row.validUntil, user_id: row.userId, about, user_name: personName },
  };
}

/** Sends the notices due today in one tenant; answers how many holdings were noticed. */
export async function sendExpiryNotices(db: Db, now: Date): Promise<number> {
  const zone = (await tenantZone(db)) ?? DEFAULT_TIMEZONE;
  const today = localDate(now, zone);
  const due = (await expiringHoldings(db, addDays(today, EXPIRY_NOTICE_DAYS)))
    .map((row) => ({ row, notice: noticeDue(row.validUntil, today, row.sent) }))
    .filter((d): d is { row: ExpiringRow; notice: Notice } => d.notice !== null);
  if (!due.length) return 0;
  const people = [...new Set(due.map((d) => d.row.userId))];
  const [admins, personNames] = await Promise.all([adminsOf(db, people, orgTodayAt(now, [zone])), namesOf(db, people)]);
  let sent = 0;
  for (const { row, notice } of due) {
    await db.transaction(async (tx) => {
      if (!(await recordNotice(tx, { userId: row.userId, skillId: row.skillId, validUntil: row.validUntil, notice }, now))) return;
      const name = personNames.get(row.userId) ?? '';
      await notify(
        tx,
        [
          notification(row.userId, row, notice, 'self', name),
          ...(admins.get(row.userId) ?? []).map((a) => notification(a, row, notice, 'person', name)),
        ],
        now,
      );
      sent++;
    });
  }
  return sent;
}
