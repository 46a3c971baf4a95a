import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { focusFirstProblem } from '../../../components/ui/focus';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { KeyValueEditor } from '../../../components/ui/key-value-editor';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import { checkKeyValueRows, checkName, keyValueObject, keyValueRows, type KeyValueRow } from '../../../lib/validation';
import type { DepartmentPublic } from '../../../types/api';
import { createDepartment, updateDepartment } from '../api/org';
import { problemClearing } from '../../../components/ui/problem-clearing';

type DepartmentFormProps = {
  /** The department to edit (its company cannot change); without it the form creates one. */
  department?: DepartmentPublic;
  /** The company of a new department when the screen already names it (a company page). */
  companyId?: string;
  onSaved: (department: DepartmentPublic) => void;
  onCancel: () => void;
};

type Field = 'company_id' | 'name' | 'description';

/** Name ('Enter department name' when missing), description, extra data; the company when new. */
export function DepartmentForm({ department, companyId, onSaved, onCancel }: DepartmentFormProps) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const chooseCompany = !department && !companyId;
  const [company, setCompany] = useState(companyId ?? '');
  const [name, setName] = useState(department?.name ?? '');
  const [description, setDescription] = useState(department?.description ?? '');
  const [extra, setExtra] = useState<KeyValueRow[]>(() => keyValueRows(department?.extra_data));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [extraProblems, setExtraProblems] = useState<ReturnType<typeof checkKeyValueRows>>({ rows: {}, tooMany: false });
  const [isSubmitting, setSubmitting] = useState(false);
  // A single company needs no choice.
  const onlyCompany = companies.data?.data.length === 1 ? companies.data.data[0]!.id : '';
  const chosenCompany = company || onlyCompany;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const nameProblem = checkName(name, 'department');
    if (nameProblem) found.name = t(nameProblem);
    if (chooseCompany && !chosenCompany) found.company_id = t('validation.companyRequired');
    const extraCheck = checkKeyValueRows(extra);
    setProblems(found);
    setExtraProblems(extraCheck);
    if (Object.keys(found).length || Object.keys(extraCheck.rows).length || extraCheck.tooMany) {
      focusFirstProblem(event.currentTarget);
      return;
    }

    const fields = { name: name.trim(), description: description.trim() || null, extra_data: keyValueObject(extra) };
    setSubmitting(true);
    try {
      const saved = department
        ? await updateDepartment(department.id, fields)
        : await createDepartment({ company_id: chosenCompany, ...fields });
      toast.success(department ? t('departments.saved') : t('departments.created'), saved.name);
      onSaved(saved);
    } catch (error) {
      const fromApi = fieldErrors(error);
      if (Object.keys(fromApi).length) setProblems(fromApi as Partial<Record<Field, string>>);
      toast.error(t('departments.saveFailed'), error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...problemClearing(setProblems)} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {chooseCompany && (
          <Select name="company_id"
            label={t('departments.fields.company')}
            value={chosenCompany}
            onChange={(event) => setCompany(event.target.value)}
            error={problems.company_id ?? (companies.error ? companies.error.message : undefined)}
            disabled={!companies.data}
          >
            <option value="">{companies.data ? t('departments.form.chooseCompany') : t('common.loading')}</option>
            {companies.data?.data.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
        <Input name="name"
          label={t('departments.fields.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={255}
          error={problems.name}
          className={chooseCompany ? '' : 'sm:col-span-2'}
        />
        <Textarea name="description"
          label={t('departments.fields.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={5000}
          error={problems.description}
          className="sm:col-span-2"
        />
      </div>
      <KeyValueEditor
        legend={t('departments.fields.extraData')}
        description={t('departments.form.extraDataHint')}
        rows={extra}
        onChange={setExtra}
        problems={extraProblems.rows}
        tooMany={extraProblems.tooMany}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {department ? t('common.saveChanges') : t('departments.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
