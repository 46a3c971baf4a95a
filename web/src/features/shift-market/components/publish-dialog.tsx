// 'Publish an open shift' (admins): department of their companies, date, type, times, colour,
// people needed, the skill it requires (docs/skills.md) and an optional note. The API's 422s show
// beside their fields.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { TimeInput } from '../../../components/ui/time-input';
import { fieldErrors } from '../../../lib/api';
import { toastActionError } from '../../../lib/action-error';
import { useAllDepartments } from '../../../lib/org';
import { isoDay } from '../../../lib/schedule';
import { toast } from '../../../lib/toast';
import { OPEN_SHIFT_NOTE_MAX, OPEN_SHIFT_PLACES_MAX } from '../../../../../worker/features/shift-market/kinds';
import { publishOpenShift, revalidateShiftMarket } from '../api/shift-market';
import { problemClearing } from '../../../components/ui/problem-clearing';
import type { SkillsRead } from './skills-read';
import { publishPrefill } from './publish-prefill';

type Field = 'department_id' | 'date' | 'type' | 'start' | 'end' | 'color' | 'places' | 'note' | 'required_skill_id';
type Catalogue = ReturnType<SkillsRead>;

/** `skills`: the catalogue, for the skill the shift may require. */
export function PublishDialog({ open, onClose, skills }: { open: boolean; onClose: () => void; skills: Catalogue }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shiftMarket.publish.heading')}>
      {open && <PublishForm onDone={onClose} skills={skills} />}
    </Dialog>
  );
}

function PublishForm({ onDone, skills }: { onDone: () => void; skills: Catalogue }) {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const list = departments.data?.data ?? [];
  // Initial values from the address (a staffing gap's link), else the defaults.
  const [params] = useSearchParams();
  const [prefill] = useState(() => publishPrefill(params));
  const [departmentId, setDepartmentId] = useState(prefill.departmentId);
  const [date, setDate] = useState(prefill.date ?? isoDay(new Date()));
  const [start, setStart] = useState(prefill.start ?? '07:00');
  const [end, setEnd] = useState(prefill.end ?? '19:00');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const chosen = departmentId || (list.length === 1 ? list[0]!.id : '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const type = String(form.get('type') ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (!chosen) found.department_id = t('shiftMarket.publish.chooseDepartment');
    if (!type) found.type = t('fieldErrors.pattern.shift_type_required');
    setProblems(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await publishOpenShift({
        department_id: chosen,
        date,
        type,
        start,
        end,
        color: String(form.get('color') ?? '#0ea5e9'),
        places: Number(form.get('places') ?? 1),
        note: String(form.get('note') ?? '').trim() || null,
        required_skill_id: String(form.get('required_skill_id') ?? '') || null,
      });
      toast.success(t('shiftMarket.toasts.published'));
      void revalidateShiftMarket();
      onDone();
    } catch (error) {
      setProblems(fieldErrors(error) as Partial<Record<Field, string>>);
      toastActionError(error, t('notifications.actionError'));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} {...problemClearing(setProblems)} className="mt-4 flex flex-col gap-4">
      <Select
        label={t('shiftMarket.publish.department')}
        value={chosen}
        disabled={!departments.data}
        error={problems.department_id}
        onChange={(event) => setDepartmentId(event.target.value)}
      >
        {list.length !== 1 && <option value="">{t('shiftMarket.publish.chooseDepartment')}</option>}
        {list.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </Select>
      <DateInput label={t('shiftMarket.publish.date')} value={date} min={isoDay(new Date())} onChange={setDate} error={problems.date} />
      <Input
        label={t('shiftMarket.publish.type')}
        name="type"
        required
        maxLength={50}
        autoComplete="off"
        defaultValue={prefill.type}
        error={problems.type}
      />
      <div className="grid grid-cols-2 gap-4">
        <TimeInput label={t('shiftMarket.publish.start')} value={start} onChange={setStart} error={problems.start} />
        <TimeInput label={t('shiftMarket.publish.end')} value={end} onChange={setEnd} error={problems.end} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Input
          label={t('shiftMarket.publish.places')}
          name="places"
          type="number"
          min={1}
          max={OPEN_SHIFT_PLACES_MAX}
          defaultValue={1}
          error={problems.places}
        />
        <Input label={t('shiftMarket.publish.color')} name="color" type="color" defaultValue="#0ea5e9" error={problems.color} />
      </div>
      <Select
        label={`${t('skills.required')} (${t('common.optional')})`}
        name="required_skill_id"
        // Mounted again once the catalogue is there, so a gap's skill is chosen among its options.
        key={skills.data ? 'catalogue' : 'loading'}
        defaultValue={skills.data?.data.some((skill) => skill.id === prefill.skillId) ? prefill.skillId : ''}
        disabled={!skills.data}
        error={problems.required_skill_id ?? (skills.error && !skills.data ? skills.error.message : undefined)}
      >
        <option value="">{t('skills.noneRequired')}</option>
        {skills.data?.data.map((skill) => (
          <option key={skill.id} value={skill.id}>
            {skill.name}
          </option>
        ))}
      </Select>
      <Textarea label={t('shiftMarket.publish.note')} name="note" rows={2} maxLength={OPEN_SHIFT_NOTE_MAX} error={problems.note} />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={submitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={submitting}>
          {t('shiftMarket.publish.submit')}
        </Button>
      </div>
    </form>
  );
}
