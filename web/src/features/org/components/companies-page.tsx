import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { Badge, EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { revalidateOrganisation, useCompanies } from '../../../lib/org';
import type { CompanyPublic } from '../../../types/api';
import { CompanyForm } from './company-form';

/** /companies (superadmins): every company, and the form that creates one. */
export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const navigate = useNavigate();
  const { data, error, mutate } = useCompanies();
  const [creating, setCreating] = useState(false);

  const columns: Column<CompanyPublic>[] = [
    {
      id: 'name',
      header: t('companies.fields.name'),
      cell: (company) => (
        <Link to={`/company/${company.id}`} className={linkClasses}>
          {company.name}
        </Link>
      ),
    },
    { id: 'nip', header: t('companies.fields.nip'), cell: (company) => company.nip || '—' },
    { id: 'country', header: t('companies.fields.country'), cell: (company) => t(`countries.${company.country}`) },
    { id: 'timezone', header: t('companies.fields.timezone'), cell: (company) => company.timezone },
    { id: 'departments', header: t('companies.departments'), cell: (company) => company.departments.length },
    {
      id: 'autoConfirm',
      header: t('companies.fields.autoConfirm'),
      cell: (company) =>
        company.auto_confirm_enabled
          ? <Badge tone="success">{t('companies.autoConfirmOn', { minutes: company.auto_confirm_tolerance_minutes })}</Badge>
          : <Badge tone="muted">{t('common.off')}</Badge>,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('companies.title')}
        subtitle={data ? t('common.total', { total: data.count }) : undefined}
        actions={!creating && (
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-4" />
            {t('companies.new')}
          </Button>
        )}
      />

      {creating && (
        <Card className="!p-4 sm:!p-6">
          <h2 className="mb-4 text-lg font-semibold">{t('companies.newHeading')}</h2>
          <CompanyForm
            onCancel={() => setCreating(false)}
            onSaved={(company) => {
              void revalidateOrganisation();
              void navigate(`/company/${company.id}`);
            }}
          />
        </Card>
      )}

      {error
        ? <ErrorState title={t('companies.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState />
        : data.data.length === 0
        ? <EmptyState>{t('companies.empty')}</EmptyState>
        : <DataTable caption={t('companies.title')} columns={columns} rows={data.data} rowKey={(company) => company.id} />}
    </div>
  );
}
