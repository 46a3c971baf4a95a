// 'Open a new entry': name (required), description, company (the caller's), department of that
// company (optional) and the clock-in switch. The API's 422s show beside their fields.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import type { ShiftEntry } from '../../../types/api';
import { SHIFT_ENTRY_DESCRIPTION_MAX, SHIFT_ENTRY_NAME_MAX } from '../../../../../worker/features/shift-entries/kinds';
import { openEntry, revalidateShiftEntries } from '../api/shift-entries';

type Props = {
  open: boolean;
  onClose: () => void;
  defaults: { company_id: string | null; department_id: string | null };
  onOpened: (entry: ShiftEntry) => void;
};

export function OpenEntryDialog({ open, onClose, defaults, onOpened }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shiftEntries.open.title')}>
      {open && <OpenEntryForm defaults={defaults} onCancel={onClose} onOpened={onOpened} />}
    </Dialog>
  );
}

type Field = 'name' | 'description' | 'company_id' | 'department_id';

function OpenEntryForm({ defaults, onCancel, onOpened }: Omit<Props, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const list = companies.data?.data ?? [];
  const [companyId, setCompanyId] = useState(defaults.company_id ?? '');
  const [departmentId, setDepartmentId] = useState(defaults.department_id ?? '');
  const [clockIn, setClockIn] = useState(false);
  const { problems, submitting, submit: send, clearing } = useFormSubmit<Field>();
  const chosenCompany = companyId || (list.length === 1 ? list[0]!.id : '');
  const departments = list.find((company) => company.id === chosenCompany)?.departments ?? [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get('name') ?? '').trim();
    const description = String(form.get('description') ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (!name) found.name = t('shiftEntries.open.nameRequired');
    if (!chosenCompany) found.company_id = t('shiftEntries.open.companyRequired');
    const entry = await send(formElement, {
      found,
      failure: t('shiftEntries.open.failure'),
      send: () =>
        openEntry({
          name,
          description: description || null,
          company_id: chosenCompany,
          department_id: departments.some((department) => department.id === departmentId) ? departmentId : null,
          clock_in: clockIn,
        }),
    });
    if (!entry) return;
    void revalidateShiftEntries();
    toast.success(t('shiftEntries.open.done'), entry.name);
    onOpened(entry);
  }

  return (
    <form noValidate onSubmit={submit} {...clearing} className="mt-4 flex flex-col gap-4">
      <Input
        label={t('shiftEntries.fields.name')}
        name="name"
        required
        maxLength={SHIFT_ENTRY_NAME_MAX}
        autoComplete="off"
        error={problems.name}
      />
      <Textarea
        label={t('shiftEntries.fields.description')}
        hint={t('common.optional')}
        name="description"
        rows={2}
        maxLength={SHIFT_ENTRY_DESCRIPTION_MAX}
        error={problems.description}
      />
      <Select
        label={t('shiftEntries.fields.company')}
        value={chosenCompany}
        disabled={!companies.data}
        error={problems.company_id}
        onChange={(event) => {
          setCompanyId(event.target.value);
          setDepartmentId('');
        }}
      >
        {list.length !== 1 && <option value="">{t('shiftEntries.open.chooseCompany')}</option>}
        {list.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('shiftEntries.fields.department')}
        hint={t('common.optional')}
        value={departmentId}
        disabled={!chosenCompany}
        error={problems.department_id}
        onChange={(event) => setDepartmentId(event.target.value)}
      >
        <option value="">{t('shiftEntries.open.anyDepartment')}</option>
        {departments.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </Select>
      <Switch
        label={t('shiftEntries.fields.clockIn')}
        description={t('shiftEntries.open.clockInHint')}
        checked={clockIn}
        onChange={setClockIn}
      />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={submitting}>
          {t('shiftEntries.open.submit')}
        </Button>
      </div>
    </form>
  );
}
