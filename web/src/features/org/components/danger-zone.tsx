// The organisation's part of Settings > Danger Zone: deleting a department (admins) and a company
// (superadmins). app/routes/settings.tsx adds them; the API's 409 says what still blocks a delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { DepartmentOptions } from '../../../components/department-options';
import { DangerAction } from '../../../components/ui/danger-action';
import { Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { revalidateOrganisation, useAllDepartments, useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import { deleteCompany, deleteDepartment } from '../api/org';

/** Runs a delete; a refusal shows beside the choice (it stays) and as a toast. */
function useDelete(failureTitle: string) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  async function run(remove: () => Promise<unknown>, successTitle: string, name: string) {
    setProblem(null);
    try {
      await remove();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('errors.unknown');
      setProblem(message);
      toast.error(failureTitle, message);
      throw error;
    }
    toast.success(successTitle, name);
    await revalidateOrganisation();
  }
  return { problem, setProblem, run };
}

export function DeleteDepartmentSection() {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const [id, setId] = useState('');
  const { problem, setProblem, run } = useDelete(t('settings.danger.department.failure'));
  const chosen = departments.data?.data.find((department) => department.id === id);

  return (
    <DangerAction
      title={t('settings.danger.department.title')}
      description={t('settings.danger.department.description')}
      actionLabel={t('settings.danger.department.action')}
      disabled={!chosen}
      confirm={{
        title: t('settings.danger.department.confirmTitle'),
        message: chosen ? t('settings.danger.department.confirmMessage', { name: chosen.name, company: chosen.company_name }) : '',
        confirmLabel: t('settings.danger.delete'),
        cancelLabel: t('common.cancel'),
      }}
      onConfirm={() => run(() => deleteDepartment(id), t('settings.danger.department.deleted'), chosen?.name ?? '').then(() => setId(''))}
    >
      <div className="flex max-w-sm flex-col gap-3">
        <Select
          label={t('settings.danger.department.choose')}
          value={id}
          onChange={(event) => {
            setId(event.target.value);
            setProblem(null);
          }}
          error={departments.error?.message}
          disabled={!departments.data}
        >
          <option value="">{departments.data ? t('settings.danger.department.placeholder') : t('common.loading')}</option>
          <DepartmentOptions departments={departments.data?.data ?? []} />
        </Select>
        {problem && (
          <Alert title={t('settings.danger.department.failure')} live={false}>
            {problem}
          </Alert>
        )}
      </div>
    </DangerAction>
  );
}

export function DeleteCompanySection() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const [id, setId] = useState('');
  const { problem, setProblem, run } = useDelete(t('settings.danger.company.failure'));
  const chosen = companies.data?.data.find((company) => company.id === id);

  return (
    <DangerAction
      title={t('settings.danger.company.title')}
      description={t('settings.danger.company.description')}
      actionLabel={t('settings.danger.company.action')}
      disabled={!chosen}
      confirm={{
        title: t('settings.danger.company.confirmTitle'),
        message: chosen ? t('settings.danger.company.confirmMessage', { name: chosen.name }) : '',
        confirmLabel: t('settings.danger.delete'),
        cancelLabel: t('common.cancel'),
      }}
      onConfirm={() => run(() => deleteCompany(id), t('settings.danger.company.deleted'), chosen?.name ?? '').then(() => setId(''))}
    >
      <div className="flex max-w-sm flex-col gap-3">
        <Select
          label={t('settings.danger.company.choose')}
          value={id}
          onChange={(event) => {
            setId(event.target.value);
            setProblem(null);
          }}
          error={companies.error?.message}
          disabled={!companies.data}
        >
          <option value="">{companies.data ? t('settings.danger.company.placeholder') : t('common.loading')}</option>
          {companies.data?.data.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
        {problem && (
          <Alert title={t('settings.danger.company.failure')} live={false}>
            {problem}
          </Alert>
        )}
      </div>
    </DangerAction>
  );
}
