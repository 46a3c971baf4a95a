import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { linkClasses, secondaryLinkClasses } from '../../../components/ui/link';
import { Badge, DetailList, EmptyState, KeyValueList, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { hasRole, useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { revalidateOrganisation } from '../../../lib/org';
import type { CompanyPublic } from '../../../types/api';
import { useCompany } from '../api/org';
import { CompanyForm } from './company-form';
import { DepartmentForm } from './department-form';
import { EditingView, useRecordEditing } from './record-editing';

/**
 * /company/{companyId}: a company with its departments. Superadmins reach every company from
 * /companies; admins reach their own companies from links (a profile, a department) and may edit
 * them, as the API allows. `extra`: what other features show for the company after its details (the
 * labour-law settings), composed by the app (app/routes/company-route.tsx).
 */
export function CompanyPage({ extra }: { extra?: (company: CompanyPublic) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { companyId } = useParams();
  const { data: company, error, mutate } = useCompany(companyId);
  useDocumentTitle(company?.name ?? t('companies.detailTitle'));
  const edit = useRecordEditing(mutate);

  if (error) {
    return (
      <RecordErrorState
        error={error}
        notFound={t('companies.notFound')}
        loadError={t('companies.loadOneError')}
        back={<BackLink />}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!company) return <LoadingState />;

  if (edit.editing) {
    return (
      <EditingView title={t('companies.editHeading', { name: company.name })}>
        <CompanyForm company={company} onCancel={edit.cancel} onSaved={edit.saved} />
      </EditingView>
    );
  }

  return <CompanyDetails company={company} onEdit={edit.start} extra={extra?.(company)} />;
}

function BackLink() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  // Only superadmins have the list; others go back to the departments they manage.
  return hasRole(user?.role, ['superadmin'])
    ? (
      <Link to="/companies" className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
        <Icon name="chevronLeft" className="size-4" />
        {t('companies.backToList')}
      </Link>
    )
    : null;
}

function CompanyDetails({ company, onEdit, extra }: { company: CompanyPublic; onEdit: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [addingDepartment, setAddingDepartment] = useState(false);
  const none = <span className="text-stone-500 dark:text-stone-400">—</span>;

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={company.name}
        subtitle={`${t(`countries.${company.country}`)} · ${company.timezone}`}
        actions={
          <>
            <Link to={`/users?company_id=${company.id}`} className={buttonClasses('ghost')}>
              <Icon name="users" className="size-4" />
              {t('companies.people')}
            </Link>
            <Button onClick={onEdit}>
              <Icon name="pencil" className="size-4" />
              {t('common.edit')}
            </Button>
          </>
        }
      />

      <Card className="!p-4 sm:!p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('companies.form.details')}</h2>
        <DetailList
          items={[
            { label: t('companies.fields.nip'), value: company.nip || none },
            { label: t('companies.fields.regon'), value: company.regon || none },
            { label: t('companies.fields.address'), value: company.address || none, wide: true },
            {
              label: t('companies.fields.phone'),
              value: company.phone
                ? (
                  <a href={`tel:${company.phone.replace(/\s/g, '')}`} className={linkClasses}>
                    {company.phone}
                  </a>
                )
                : none,
            },
            {
              label: t('companies.fields.email'),
              value: company.email
                ? (
                  <a href={`mailto:${company.email}`} className={linkClasses}>
                    {company.email}
                  </a>
                )
                : none,
            },
            {
              label: t('companies.fields.website'),
              value: company.website
                ? (
                  <a href={company.website} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    {company.website}
                  </a>
                )
                : none,
              wide: true,
            },
            { label: t('companies.fields.description'), value: company.description || none, wide: true },
          ]}
        />
      </Card>

      <Card className="!p-4 sm:!p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('companies.form.timeAndSchedules')}</h2>
        <DetailList
          items={[
            { label: t('companies.fields.timezone'), value: company.timezone },
            { label: t('companies.fields.country'), value: t(`countries.${company.country}`) },
            {
              label: t('companies.fields.autoConfirm'),
              value: company.auto_confirm_enabled
                ? <Badge tone="success">{t('companies.autoConfirmOn', { minutes: company.auto_confirm_tolerance_minutes })}</Badge>
                : <Badge tone="muted">{t('common.off')}</Badge>,
            },
            {
              label: t('common.updatedAt'),
              value: format.dateTime(company.updated_at ?? company.created_at),
            },
          ]}
        />
      </Card>

      {extra}

      <Card className="!p-4 sm:!p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('companies.fields.extraFields')}</h2>
        <KeyValueList pairs={company.extra_fields} empty={t('keyValue.none')} />
      </Card>

      <Card className="!p-4 sm:!p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('companies.departments')}</h2>
          {!addingDepartment && (
            <Button variant="ghost" onClick={() => setAddingDepartment(true)}>
              <Icon name="plus" className="size-4" />
              {t('departments.new')}
            </Button>
          )}
        </div>
        {addingDepartment && (
          <div className="mb-6 rounded-xl border border-stone-200 p-4 dark:border-stone-800">
            <h3 className="mb-4 font-semibold">{t('departments.newIn', { company: company.name })}</h3>
            <DepartmentForm
              companyId={company.id}
              onCancel={() => setAddingDepartment(false)}
              onSaved={(department) => {
                void revalidateOrganisation();
                void navigate(`/department/${department.id}`);
              }}
            />
          </div>
        )}
        {company.departments.length === 0
          ? <EmptyState>{t('companies.noDepartments')}</EmptyState>
          : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {company.departments.map((department) => (
                <li key={department.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link to={`/department/${department.id}`} className={linkClasses}>
                    {department.name}
                  </Link>
                  <Link to={`/users?company_id=${company.id}&department_id=${department.id}`} className={`${secondaryLinkClasses} text-sm`}>
                    {t('departments.people')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
      </Card>
    </div>
  );
}
