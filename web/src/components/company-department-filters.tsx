// The company and department pickers of a filtered list (users, absence requests): the companies
// and departments the signed-in user may see; with a company chosen, only its departments, else
// all of them grouped by company. A department of another company does not stay chosen.
import { useTranslation } from 'react-i18next';
import { useAllDepartments, useCompanies } from '../lib/org';
import { Select } from './ui/input';

type CompanyDepartmentFiltersProps = {
  companyId: string | null;
  departmentId: string | null;
  onChange: (changes: { company_id?: string | null; department_id?: string | null }) => void;
};

export function CompanyDepartmentFilters({ companyId, departmentId, onChange }: CompanyDepartmentFiltersProps) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const allDepartments = useAllDepartments();
  const company = companies.data?.data.find((item) => item.id === companyId);
  const choices: { id: string; name: string; group: string | null }[] = company
    ? company.departments.map((department) => ({ id: department.id, name: department.name, group: null }))
    : (allDepartments.data?.data ?? []).map((department) => ({ id: department.id, name: department.name, group: department.company_name }));
  const groups = [...new Set(choices.map((choice) => choice.group))];

  return (
    <>
      <Select
        label={t('filters.company')}
        value={companyId ?? ''}
        disabled={!companies.data}
        onChange={(event) => {
          const next = companies.data?.data.find((item) => item.id === event.target.value);
          const keepDepartment = !next || next.departments.some((department) => department.id === departmentId);
          onChange({ company_id: event.target.value || null, department_id: keepDepartment ? departmentId : null });
        }}
      >
        <option value="">{t('filters.allCompanies')}</option>
        {companies.data?.data.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('filters.department')}
        value={departmentId ?? ''}
        disabled={!companies.data || !allDepartments.data}
        onChange={(event) => onChange({ department_id: event.target.value || null })}
      >
        <option value="">{t('filters.allDepartments')}</option>
        {groups.map((group) => {
          const options = choices
            .filter((choice) => choice.group === group)
            .map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ));
          return group
            ? (
              <optgroup key={group} label={group}>
                {options}
              </optgroup>
            )
            : options;
        })}
      </Select>
    </>
  );
}
