// The demo tenant's absences, made through the absence service like any request (so their hours,
// balances and notifications follow the real rules): in the department Produkcja, two approved
// vacations in the coming weeks, a sick leave that started a few days ago, and a pending vacation
// next month waiting for the admins (their bell shows it). The demo accounts themselves start clean.
import { and, asc, eq, gte, inArray, isNull, lte, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayShifts, departments, employmentRecords, notifications, users } from '../db/schema';
import { updateAbsence } from '../features/absence/decisions.service';
import { createAbsence } from '../features/absence/requests.service';
import { ApiError } from '../lib/errors';
import { isCurrentRecord } from '../access/scope';
import type { AbsenceType } from '../features/absence/kinds';
import { addDays, localDate } from '../lib/time';
import { silentLive } from '../lib/live';
import type { RequestContext } from '../lib/request-context';
import { orgToday } from '../lib/today';

const DEMO_DEPARTMENT = 'Produkcja';
const DEMO_ZONE = 'Europe/Warsaw';

/**
 * [type, first day from today, last day from today, approved]. A five-day window meets a shift of
 * any demo rotation, unless that shift falls on a public holiday (which is not planned): then the
 * window moves on a day at a time until it holds a working day.
 */
const PLAN: [AbsenceType, number, number, boolean][] = [
  ['vacation', 3, 7, true],
  ['vacation', 10, 14, true],
  ['sick', -3, 1, true],
  ['vacation', 35, 39, false],
];

export async function seedDemoAbsences(db: Db, now: Date, accountEmails: string[]): Promise<void> {
  const [admin] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, 'admin@acme.test')).limit(1);
  if (!admin) return;
  const scope = await orgToday(db, now);
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .innerJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .where(
      and(
        eq(departments.name, DEMO_DEPARTMENT),
        eq(users.role, 'user'),
        not(inArray(users.email, accountEmails)),
        isCurrentRecord(scope),
      ),
    )
    .orderBy(asc(users.fullName))
    .limit(PLAN.length);
  const today = localDate(now, DEMO_ZONE);
  for (const [index, person] of people.entries()) {
    const [type, from, to, approved] = PLAN[index]!;
    // The decided requests were seen long ago: only the pending one is news on the bell.
    if (!approved) await db.update(notifications).set({ readAt: now }).where(isNull(notifications.readAt));
    const request = await createMovingOn(
      { db, actor: person, now, orgToday: scope, live: silentLive },
      type,
      addDays(today, from),
      addDays(today, to),
    );
    if (approved) {
      await updateAbsence({ db, actor: admin, now, orgToday: scope, live: silentLive }, { id: request.id, status: 'approved' });
      // The demo's shifts were laid before its absences: nobody works on the days they are away
      // (as applying a pattern skips them), so no worked time stands beside a sick leave.
      await db
        .delete(dayShifts)
        .where(and(eq(dayShifts.userId, person.id), gte(dayShifts.date, request.start_date), lte(dayShifts.date, request.end_date)));
    }
  }
}

const MOVES = 14;

async function createMovingOn(ctx: RequestContext, type: AbsenceType, start: string, end: string) {
  for (let move = 0;; move++) {
    try {
      return await createAbsence(ctx, { type, start_date: addDays(start, move), end_date: addDays(end, move) });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'absence.no_workday') || move >= MOVES) throw error;
    }
  }
}
