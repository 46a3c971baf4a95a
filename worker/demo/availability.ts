// The demo's availability (docs/availability.md): three students on a civil contract in Magazyn i
// logistyka (hired by seed.ts on no rotation) can work on weekday evenings 17:00-22:00 and all
// weekend, from a Monday four weeks before the demo's today; one of them sits exams for a week
// starting in three weeks (an exception with its reason) and prefers evening shifts, 20 hours a
// week. The Polish company wants an admin's approval of people's own changes, and one student's
// week for the next semester waits for it: the admins' bell and /availability?tab=approvals show it.
import { and, eq, inArray } from 'drizzle-orm';
import { decidersOf } from '../access/deciders';
import type { Db } from '../db/client';
import { employmentRecords, users } from '../db/schema';
import { pendingNotifications } from '../features/availability/answers';
import type { DaySpec, WeekSpec } from '../features/availability/kinds';
import { insertChange, insertException, savePreferences, saveSettings, upsertVersion } from '../features/availability/queries';
import type { VersionInput } from '../features/availability/schemas';
import { notify } from '../features/notifications/service';
import { timeOrderedId } from '../lib/ids';
import { silentLive } from '../lib/live';
import { addDays, addMonths, localDate, weekday } from '../lib/time';
import { orgToday } from '../lib/today';

/** The students seed.ts hires in Magazyn i logistyka: name, email's local part, phone. */
export const DEMO_STUDENTS: [string, string, string][] = [
  ['Julia Zając', 'julia.zajac', '+48 602 114 208'],
  ['Kacper Wróbel', 'kacper.wrobel', '+48 602 131 457'],
  ['Natalia Stępień', 'natalia.stepien', '+48 602 148 736'],
];
export const DEMO_STUDENT_JOB = { position: 'Pracownik magazynu (student)', contractType: 'Umowa zlecenie' };

const windows = (start: string, end: string): DaySpec => ({ mode: 'windows', windows: [{ start, end }] });
const ALL: DaySpec = { mode: 'all', windows: [] };
const NONE: DaySpec = { mode: 'none', windows: [] };
const EVENINGS: WeekSpec = {
  '1': windows('17:00', '22:00'),
  '2': windows('17:00', '22:00'),
  '3': windows('17:00', '22:00'),
  '4': windows('17:00', '22:00'),
  '5': windows('17:00', '22:00'),
  '6': ALL,
  '7': ALL,
};
/** Kacper's next semester: free from 15:00 on Tuesdays and Thursdays, Sunday off. */
const NEXT_SEMESTER: WeekSpec = {
  ...EVENINGS,
  '2': windows('15:00', '22:00'),
  '4': windows('15:00', '22:00'),
  '7': NONE,
};

export async function seedDemoAvailability(db: Db, now: Date, company: { id: string; timezone: string }): Promise<void> {
  const emails = DEMO_STUDENTS.map(([, local]) => `${local}@acme.test`);
  const found = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .where(and(inArray(users.email, emails), eq(employmentRecords.companyId, company.id)));
  const students = emails.map((email) => found.find((s) => s.email === email)).filter((s) => s !== undefined);
  if (students.length < DEMO_STUDENTS.length) return;
  const [julia, kacper] = students as [(typeof students)[number], (typeof students)[number]];
  const today = localDate(now, company.timezone);
  const monday = addDays(today, 1 - weekday(today));
  const since = addDays(monday, -28);
  const written = new Date(now.getTime() - 30 * 86_400_000);
  const admin = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  const by = admin[0]?.id ?? julia.id;

  await db.transaction(async (tx) => {
    for (const student of students) {
      await upsertVersion(tx, {
        id: timeOrderedId(written.getTime()),
        userId: student.id,
        validFrom: since,
        days: EVENINGS,
        by,
        now: written,
      });
    }
    // Julia's exam session: a week from the Monday in three weeks, unavailable.
    const exams = addDays(monday, 21);
    await insertException(tx, {
      id: timeOrderedId(written.getTime()),
      userId: julia.id,
      startDate: exams,
      endDate: addDays(exams, 6),
      kind: 'unavailable',
      windows: [],
      reason: 'Sesja egzaminacyjna',
      by: julia.id,
      now: written,
    });
    await savePreferences(
      tx,
      julia.id,
      { shiftTypes: { Wieczorna: 'prefer', Nocna: 'avoid' }, weekendsOff: false, shiftsPerWeek: null, hoursPerWeek: 20 },
      julia.id,
      written,
    );
    await saveSettings(tx, company.id, { approval: 'admin', conflicts: 'warn' }, by, written);
    // Kacper's next semester, from the 1st of next month, asked for two hours ago.
    const asked = new Date(now.getTime() - 2 * 3_600_000);
    const change = { id: timeOrderedId(asked.getTime()), kind: 'version' as const };
    const payload: VersionInput = { valid_from: `${addMonths(today.slice(0, 7), 1)}-01`, days: NEXT_SEMESTER };
    await insertChange(tx, { ...change, userId: kacper.id, payload, by: kacper.id, now: asked });
    const admins = await decidersOf(tx, [company.id], await orgToday(db, now));
    await notify(tx, pendingNotifications(change, kacper.fullName ?? kacper.email, admins), asked, silentLive);
  });
}
