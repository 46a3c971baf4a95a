import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { KeyValueEditor, useKeyValueRows } from '../../../components/ui/key-value-editor';
import { useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import { checkName, keyValueObject } from '../../../lib/validation';
import type { DepartmentPublic } from '../../../types/api';
import { createDepartment, updateDepartment } from '../api/org';
import { useFormSubmit } from '../../../components/ui/use-form-submit';

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
  const extra = useKeyValueRows(department?.extra_data);
  const { problems, submitting: isSubmitting, submit, clearing } = useFormSubmit<Field>({ busyAfterSuccess: false });
  // A single company needs no choice.
  const onlyCompany = companies.data?.data.length === 1 ? companies.data.data[0]!.id : '';
  const chosenCompany = company || onlyCompany;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const nameProblem = checkName(name, 'department');
    if (nameProblem) found.name = t(nameProblem);
    if (chooseCompany && !chosenCompany) found.company_id = t('validation.companyRequired');
    const fields = { name: name.trim(), description: description.trim() || null, extra_data: keyValueObject(extra.rows) };
    const saved = await submit(event.currentTarget, {
      found,
      blocked: extra.hasProblems(),
      failure: t('departments.saveFailed'),
      send: () => (department ? updateDepartment(department.id, fields) : createDepartment({ company_id: chosenCompany, ...fields })),
    });
    if (!saved) return;
    toast.success(department ? t('departments.saved') : t('departments.created'), saved.name);
    onSaved(saved);
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...clearing} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {chooseCompany && (
          <Select
            name="company_id"
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
        <Input
          name="name"
          label={t('departments.fields.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={255}
          error={problems.name}
          className={chooseCompany ? '' : 'sm:col-span-2'}
        />
        <Textarea
          name="description"
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
        {...extra.editor}
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
