import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { focusFirstProblem } from '../../../components/ui/focus';
import { DateInput } from '../../../components/ui/date-input';
import { Input, Select } from '../../../components/ui/input';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import { checkEmploymentDates, checkNumber, HOURS_MAX, SALARY_MAX, type ValidationKey } from '../../../lib/validation';
import type { EmploymentRecordPublic, EmploymentRecordUpdate } from '../../../types/api';
import { createRecord, updateRecord } from '../api/employees';
import { problemClearing } from '../../../components/ui/problem-clearing';

type Values = {
  company_id: string;
  department_id: string;
  position: string;
  contract_type: string;
  salary: string;
  pay_kind: 'monthly' | 'hourly';
  hourly_rate: string;
  fte: string;
  vacation_days: string;
  available_vacation_hours: string;
  carryover_vacation_hours: string;
  accrued_vacation_hours: string;
  start_date: string;
  end_date: string;
};
type Field = keyof Values;

const NUMBER_RULES: Partial<Record<Field, Parameters<typeof checkNumber>[1]>> = {
  salary: { min: 0, max: SALARY_MAX },
  hourly_rate: { min: 0, max: SALARY_MAX },
  fte: { min: 0.01, max: 1, required: true },
  vacation_days: { min: 0, max: 366, integer: true, required: true },
  available_vacation_hours: { min: -HOURS_MAX, max: HOURS_MAX, required: true },
  carryover_vacation_hours: { min: 0, max: HOURS_MAX, required: true },
  accrued_vacation_hours: { min: 0, max: HOURS_MAX, required: true },
};

function initialValues(record?: EmploymentRecordPublic): Values {
  return {
    company_id: record?.company_id ?? '',
    department_id: record?.department_id ?? '',
    position: record?.position ?? '',
    contract_type: record?.contract_type ?? '',
    salary: record?.salary === null || record?.salary === undefined ? '' : String(record.salary),
    pay_kind: record?.pay_kind ?? 'monthly',
    hourly_rate: record?.hourly_rate === null || record?.hourly_rate === undefined ? '' : String(record.hourly_rate),
    fte: String(record?.fte ?? 1),
    vacation_days: String(record?.vacation_days ?? 0),
    available_vacation_hours: String(record?.available_vacation_hours ?? 0),
    carryover_vacation_hours: String(record?.carryover_vacation_hours ?? 0),
    accrued_vacation_hours: String(record?.accrued_vacation_hours ?? 0),
    start_date: record?.start_date ?? '',
    end_date: record?.end_date ?? '',
  };
}

type EmploymentFormProps = {
  userId: string;
  /** The record to edit; its company never changes (a move is a new record). */
  record?: EmploymentRecordPublic;
  /** Salary and contract type: superadmins only. */
  editPay: boolean;
  onSaved: (record: EmploymentRecordPublic) => void;
  onCancel: () => void;
};

/**
 * One employment record: company (when new) and one of its departments, position, pay (superadmin),
 * vacation, dates. Setting an end date asks first: once set it cannot be removed (spec section 4).
 */
export function EmploymentForm({ userId, record, editPay, onSaved, onCancel }: EmploymentFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const companies = useCompanies();
  const [values, setValues] = useState<Values>(() => initialValues(record));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  // A new record needs a company; a single one is chosen already.
  const onlyCompany = !record && companies.data?.data.length === 1 ? companies.data.data[0]!.id : '';
  const companyId = record?.company_id ?? (values.company_id || onlyCompany);
  const company = companies.data?.data.find((item) => item.id === companyId);
  // The departments of the chosen company only; a stored one the caller cannot list stays shown.
  const departments = company?.departments ?? [];
  const departmentChoices = record?.department_id && !departments.some((item) => item.id === record.department_id)
    ? [...departments, { id: record.department_id, name: record.department_name ?? record.department_id }]
    : departments;

  function check(): boolean {
    const found: Partial<Record<Field, ValidationKey>> = {};
    if (!record && !companyId) found.company_id = 'validation.companyRequired';
    for (const [field, rule] of Object.entries(NUMBER_RULES) as [Field, Parameters<typeof checkNumber>[1]][]) {
      const problem = checkNumber(values[field] as string, rule);
      if (problem) found[field] = problem;
    }
    const dates = checkEmploymentDates(values.start_date, values.end_date, record?.end_date ?? null);
    if (dates.start) found.start_date = dates.start;
    if (dates.end) found.end_date = dates.end;
    const texts: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(found) as [Field, ValidationKey][]) texts[field] = t(key);
    setProblems(texts);
    return Object.keys(texts).length === 0;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) {
      focusFirstProblem(event.currentTarget);
      return;
    }
    // A new end date is final: ask first. Moving one that is set already needs no question.
    if (values.end_date && !record?.end_date) setConfirmEnd(true);
    else void save();
  }

  async function save() {
    setConfirmEnd(false);
    const fields: EmploymentRecordUpdate = {
      department_id: values.department_id || null,
      position: values.position.trim() || null,
      vacation_days: Number(values.vacation_days),
      available_vacation_hours: Number(values.available_vacation_hours),
      carryover_vacation_hours: Number(values.carryover_vacation_hours),
      accrued_vacation_hours: Number(values.accrued_vacation_hours),
      start_date: values.start_date,
      end_date: values.end_date || null,
    };
    if (editPay) {
      fields.contract_type = values.contract_type.trim() || null;
      fields.salary = values.salary.trim() ? Number(values.salary) : null;
      fields.pay_kind = values.pay_kind;
      fields.hourly_rate = values.hourly_rate.trim() ? Number(values.hourly_rate) : null;
      fields.fte = Number(values.fte);
    }
    if (record && !values.end_date) delete fields.end_date; // nothing to send: it was never set
    setSubmitting(true);
    try {
      const saved = record
        ? await updateRecord(record.id, fields)
        : await createRecord({ ...fields, user_id: userId, company_id: companyId, start_date: values.start_date });
      toast.success(t('profile.employment.saved'), saved.company_name);
      onSaved(saved);
    } catch (error) {
      const fromApi = fieldErrors(error);
      if (Object.keys(fromApi).length) setProblems(fromApi as Partial<Record<Field, string>>);
      toast.error(t('profile.employment.saveFailed'), error instanceof ApiError ? error.message : t('errors.unknown'));
      setSubmitting(false);
    }
  }

  const numberInput = (field: Field, label: string, extra: { step?: number; min?: number; max?: number; hint?: string } = {}) => (
    <Input
      label={label}
      type="number"
      inputMode="decimal"
      step={extra.step ?? 'any'}
      min={extra.min}
      max={extra.max}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      hint={extra.hint}
      error={problems[field]}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} {...problemClearing(setProblems)} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {record
          ? (
            <Input
              label={t('profile.employment.company')}
              value={record.company_name}
              disabled
              readOnly
              hint={t('profile.employment.companyFixed')}
            />
          )
          : (
            <Select
              name="company_id"
              label={t('profile.employment.company')}
              value={companyId}
              onChange={(event) => setValues((current) => ({ ...current, company_id: event.target.value, department_id: '' }))}
              error={problems.company_id ?? companies.error?.message}
              disabled={!companies.data}
            >
              <option value="">{companies.data ? t('profile.employment.chooseCompany') : t('common.loading')}</option>
              {companies.data?.data.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
          )}
        <Select
          name="department_id"
          label={t('profile.employment.department')}
          value={values.department_id}
          onChange={(event) => set('department_id', event.target.value)}
          error={problems.department_id}
          disabled={!company && !record}
          hint={!companyId ? t('profile.employment.departmentAfterCompany') : undefined}
        >
          <option value="">{t('profile.employment.noDepartment')}</option>
          {departmentChoices.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
        <Input
          name="position"
          label={t('profile.employment.position')}
          value={values.position}
          onChange={(event) => set('position', event.target.value)}
          maxLength={255}
          error={problems.position}
          className="sm:col-span-2"
        />
        <Input
          name="contract_type"
          label={t('profile.employment.contractType')}
          value={values.contract_type}
          onChange={(event) => set('contract_type', event.target.value)}
          maxLength={100}
          disabled={!editPay}
          hint={editPay ? undefined : t('settings.profile.superadminOnly')}
          error={problems.contract_type}
        />
        <Input
          name="salary"
          label={t('profile.employment.salary')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={values.salary}
          onChange={(event) => set('salary', event.target.value)}
          disabled={!editPay}
          hint={editPay ? undefined : t('settings.profile.superadminOnly')}
          error={problems.salary}
        />
        {editPay && (
          <>
            <Select
              name="pay_kind"
              label={t('labourCost.payKind')}
              value={values.pay_kind}
              onChange={(event) => set('pay_kind', event.target.value)}
            >
              <option value="monthly">{t('labourCost.monthly')}</option>
              <option value="hourly">{t('labourCost.hourly')}</option>
            </Select>
            <Input
              name="hourly_rate"
              label={t('labourCost.hourlyRate')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={values.hourly_rate}
              onChange={(event) => set('hourly_rate', event.target.value)}
              required={values.pay_kind === 'hourly'}
              error={problems.hourly_rate}
            />
          </>
        )}
        <Input
          name="fte"
          label={t('labourCost.fte')}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={1}
          step="any"
          value={values.fte}
          onChange={(event) => set('fte', event.target.value)}
          disabled={!editPay}
          hint={editPay ? t('labourCost.fteHint') : t('settings.profile.superadminOnly')}
          error={problems.fte}
        />
        <DateInput
          label={t('profile.employment.startDate')}
          value={values.start_date}
          onChange={(value) => set('start_date', value)}
          error={problems.start_date}
          required
        />
        <DateInput
          label={t('profile.employment.endDate')}
          value={values.end_date}
          min={values.start_date || undefined}
          onChange={(value) => set('end_date', value)}
          hint={record?.end_date ? t('profile.employment.endDateSet') : t('profile.employment.endDateHint')}
          error={problems.end_date}
        />
      </div>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold">{t('profile.employment.vacation')}</legend>
        {numberInput('vacation_days', t('profile.employment.vacationDays'), { step: 1, min: 0, max: 366 })}
        {numberInput('available_vacation_hours', t('profile.employment.availableHours'), {
          hint: t('profile.employment.availableHoursHint'),
        })}
        {numberInput('carryover_vacation_hours', t('profile.employment.carryoverHours'), { min: 0 })}
        {numberInput('accrued_vacation_hours', t('profile.employment.accruedHours'), { min: 0 })}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {record ? t('common.saveChanges') : t('profile.employment.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmEnd}
        title={t('profile.employment.confirmEndTitle')}
        message={t('profile.employment.confirmEndMessage', {
          date: values.end_date ? format.day(values.end_date, { dateStyle: 'long' }) : '',
        })}
        confirmLabel={t('profile.employment.confirmEnd')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void save()}
        onCancel={() => setConfirmEnd(false)}
      />
    </form>
  );
}
