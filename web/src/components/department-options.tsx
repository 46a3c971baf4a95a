import type { DepartmentPublic } from '../types/api';

/** The departments as a select's options, under their companies, in the API's order (company, then name). */
export function DepartmentOptions({ departments }: { departments: readonly DepartmentPublic[] }) {
  const groups = new Map<string, DepartmentPublic[]>();
  for (const department of departments) {
    groups.set(department.company_name, [...(groups.get(department.company_name) ?? []), department]);
  }
  return (
    <>
      {[...groups].map(([company, items]) => (
        <optgroup key={company} label={company}>
          {items.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
