// The reports' SQL. A company's or a department's period comes from the employees grid's read
// (schedule/bulk-queries.ts companyMonth): three queries whatever the number of people and days,
// the shifts packed by SQLite into one JSON text. A person's period is the work schedule's own read
// (schedule/work-schedule.service.ts loadUserPeriod); here only who they are and where they work.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, dayShifts, departments, employmentRecords, users } from '../../db/schema';
import type { LocalDate } from '../../lib/time';
import { companyMonth, SHIFT_FACT_COLUMNS } from '../schedule/public';

/** The columns of a shift a report shows. */
const REPORT_COLUMNS = {
  userId: dayShifts.userId,
  type: dayShifts.type,
  plannedStart: dayShifts.plannedStart,
  plannedEnd: dayShifts.plannedEnd,
  confirmedBy: dayShifts.confirmedBy,
  confirmationNotes: dayShifts.confirmationNotes,
  ...SHIFT_FACT_COLUMNS,
};

/** The people employed in a company (or one of its departments) during [from, to], their shifts there and their absences. */
export function companyPeriod(db: Db, scope: { companyId: string; departmentId?: string; from: LocalDate; to: LocalDate }) {
  return companyMonth(db, scope, REPORT_COLUMNS);
}

/** A person's name, and their company's name, department and position (their newest record there). */
export async function personHeader(db: Db, userId: string, companyId: string | null) {
  const [person] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!companyId) return { person, company: null, department: null, position: null };
  const [[company], [record]] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1),
    db
      .select({ department: departments.name, position: employmentRecords.position })
      .from(employmentRecords)
      .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
      .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, companyId)))
      .orderBy(desc(employmentRecords.startDate))
      .limit(1),
  ]);
  return { person, company: company?.name ?? null, department: record?.department ?? null, position: record?.position ?? null };
}
