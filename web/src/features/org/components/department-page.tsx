import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import {
  Badge,
  DetailList,
  EmptyState,
  ErrorState,
  KeyValueList,
  LoadingState,
  PageHeader,
  RecordErrorState,
} from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../lib/format';
import type { DepartmentPublic, UserPublic } from '../../../types/api';
import { useDepartment, usePeople } from '../api/org';
import { DepartmentForm } from './department-form';
import { EditingView, useRecordEditing } from './record-editing';

/**
 * /department/{deptId}: a department, who created it, its extra data and its people. `extra`: what
 * other features show for the department (the calendar feed, the crews), composed by the app (app/routes/department.tsx).
 */
export function DepartmentPage({ extra }: { extra?: (department: DepartmentPublic) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { deptId } = useParams();
  const { data: department, error, mutate } = useDepartment(deptId);
  useDocumentTitle(department?.name ?? t('departments.detailTitle'));
  const edit = useRecordEditing(mutate);

  if (error) {
    return (
      <RecordErrorState
        error={error}
        notFound={t('departments.notFound')}
        loadError={t('departments.loadOneError')}
        back={<BackLink />}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!department) return <LoadingState />;

  if (edit.editing) {
    return (
      <EditingView title={t('departments.editHeading', { name: department.name })} subtitle={department.company_name}>
        <DepartmentForm department={department} onCancel={edit.cancel} onSaved={edit.saved} />
      </EditingView>
    );
  }
  return <DepartmentDetails department={department} onEdit={edit.start} extra={extra?.(department)} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/departments" className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
      <Icon name="chevronLeft" className="size-4" />
      {t('departments.backToList')}
    </Link>
  );
}

function DepartmentDetails({ department, onEdit, extra }: { department: DepartmentPublic; onEdit: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const creator = department.created_by;

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={department.name}
        subtitle={
          <Link to={`/company/${department.company_id}`} className={linkClasses}>
            {department.company_name}
          </Link>
        }
        actions={
          <Button onClick={onEdit}>
            <Icon name="pencil" className="size-4" />
            {t('common.edit')}
          </Button>
        }
      />

      <Card className="!p-4 sm:!p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('departments.details')}</h2>
        <DetailList
          items={[
            {
              label: t('departments.fields.company'),
              value: (
                <Link to={`/company/${department.company_id}`} className={linkClasses}>
                  {department.company_name}
                </Link>
              ),
            },
            {
              label: t('departments.fields.createdBy'),
              value: creator
                ? (
                  <span>
                    <Link to={`/user/${creator.id}`} className={linkClasses}>
                      {creator.full_name || creator.email}
                    </Link>
                    {creator.full_name && <span className="block text-sm text-stone-500 dark:text-stone-400">{creator.email}</span>}
                  </span>
                )
                : (
                  t('departments.creatorGone')
                ),
            },
            { label: t('departments.fields.description'), value: department.description || '—', wide: true },
            { label: t('common.createdAt'), value: format.dateTime(department.created_at) },
            { label: t('common.updatedAt'), value: department.updated_at ? format.dateTime(department.updated_at) : '—' },
          ]}
        />
      </Card>

      <Card className="!p-4 sm:!p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('departments.fields.extraData')}</h2>
        <KeyValueList pairs={department.extra_data} empty={t('keyValue.none')} />
      </Card>

      <DepartmentPeople department={department} />
      {extra}
    </div>
  );
}

function DepartmentPeople({ department }: { department: DepartmentPublic }) {
  const { t } = useTranslation();
  const { data, error, mutate } = usePeople({ department_id: department.id });

  const columns: Column<UserPublic>[] = [
    {
      id: 'name',
      header: t('users.fields.name'),
      cell: (user) => (
        <Link to={`/user/${user.id}`} className={linkClasses}>
          {user.full_name || user.email}
        </Link>
      ),
    },
    { id: 'email', header: t('users.fields.email'), cell: (user) => user.email },
    {
      id: 'role',
      header: t('users.fields.role'),
      cell: (user) => <Badge tone={user.role === 'user' ? 'neutral' : 'primary'}>{t(`roles.${user.role}`)}</Badge>,
    },
    {
      id: 'status',
      header: t('users.fields.status'),
      cell: (user) => <Badge tone={user.is_active ? 'success' : 'muted'}>{user.is_active ? t('users.active') : t('users.inactive')}</Badge>,
    },
  ];

  return (
    <section aria-labelledby="department-people" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="department-people" className="text-lg font-semibold">
            {t('departments.people')}
            {data && <span className="ml-2 text-sm font-normal text-stone-500 dark:text-stone-400">({data.count})</span>}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('departments.peopleHint')}</p>
        </div>
        <Link to={`/users?company_id=${department.company_id}&department_id=${department.id}`} className={buttonClasses('ghost')}>
          <Icon name="users" className="size-4" />
          {t('departments.openInUsers')}
        </Link>
      </div>
      {error
        ? <ErrorState title={t('users.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-8" />
        : data.data.length === 0
        ? <EmptyState>{t('departments.noPeople')}</EmptyState>
        : <DataTable caption={t('departments.people')} columns={columns} rows={data.data} rowKey={(user) => user.id} />}
    </section>
  );
}
