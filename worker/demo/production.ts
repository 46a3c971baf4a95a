// Where most of the demo's schedule lives: the Polish company and its department Produkcja (the
// 4-crew rotation). Null before the organisation is seeded.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, departments, type CompanyRow, type DepartmentRow } from '../db/schema';

export async function demoProduction(db: Db): Promise<{ poland: CompanyRow; production: DepartmentRow } | null> {
  const [poland] = await db.select().from(companies).where(eq(companies.country, 'PL')).limit(1);
  if (!poland) return null;
  const [production] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, poland.id), eq(departments.name, 'Produkcja')))
    .limit(1);
  return production ? { poland, production } : null;
}
