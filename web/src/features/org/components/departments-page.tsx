import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { linkClasses, secondaryLinkClasses } from '../../../components/ui/link';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { revalidateOrganisation, useCompanies } from '../../../lib/org';
import type { DepartmentPublic } from '../../../types/api';
import { useDepartments } from '../api/org';
import { DepartmentForm } from './department-form';

/** /departments (admins): the departments of the caller's companies, filtered by company. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('departments.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company_id') || null;
  const companies = useCompanies();
  const { data, error, isLoading, mutate } = useDepartments(companyId);
  const [creating, setCreating] = useState(false);
  const filterCompany = companies.data?.data.find((company) => company.id === companyId);

  const columns: Column<DepartmentPublic>[] = [
    {
      id: 'name',
      header: t('departments.fields.name'),
      cell: (department) => (
        <Link to={`/department/${department.id}`} className={linkClasses}>
          {department.name}
        </Link>
      ),
    },
    {
      id: 'company',
      header: t('departments.fields.company'),
      cell: (department) => (
        <Link to={`/company/${department.company_id}`} className={secondaryLinkClasses}>
          {department.company_name}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('departments.fields.description'),
      cell: (department) => <span className="line-clamp-2">{department.description || '—'}</span>,
      className: 'sm:max-w-xs',
    },
    {
      id: 'createdBy',
      header: t('departments.fields.createdBy'),
      cell: (department) =>
        department.created_by ? department.created_by.full_name || department.created_by.email : t('departments.creatorGone'),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('departments.title')}
        subtitle={data ? t('common.total', { total: data.count }) : undefined}
        actions={!creating && (
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-4" />
            {t('departments.new')}
          </Button>
        )}
      />

      {creating && (
        <Card className="!p-4 sm:!p-6">
          <h2 className="mb-4 text-lg font-semibold">
            {filterCompany ? t('departments.newIn', { company: filterCompany.name }) : t('departments.newHeading')}
          </h2>
          <DepartmentForm
            companyId={filterCompany?.id}
            onCancel={() => setCreating(false)}
            onSaved={(department) => {
              void revalidateOrganisation();
              void navigate(`/department/${department.id}`);
            }}
          />
        </Card>
      )}

      <div className="max-w-sm">
        <Select
          label={t('filters.company')}
          value={companyId ?? ''}
          onChange={(event) => setParams(event.target.value ? { company_id: event.target.value } : {})}
          disabled={!companies.data}
        >
          <option value="">{t('filters.allCompanies')}</option>
          {companies.data?.data.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      </div>

      {error
        ? <ErrorState title={t('departments.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState />
        : data.data.length === 0
        ? <EmptyState>{t('departments.empty')}</EmptyState>
        : (
          <DataTable
            caption={t('departments.title')}
            columns={columns}
            rows={data.data}
            rowKey={(department) => department.id}
            busy={isLoading}
          />
        )}
    </div>
  );
}
