// Editing the plan by hand (docs/plan-edits.md): an admin changes a planned shift's type, times and
// colour, moves it to another person or day (the keyboard alternative to dragging it in the
// employees schedule), removes it, and reads its history; an empty day gets a shift.
import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Select } from '../../../components/ui/input';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { TimeInput } from '../../../components/ui/time-input';
import { fieldErrors } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { wallTime } from '../../../lib/schedule';
import { toast } from '../../../lib/toast';
import type { PlanChangePublic, PlanSnapshotPublic } from '../../../types/api';
import { addPlannedShift, changePlannedShift, movePlannedShift, removePlannedShift, revalidatePlan, usePlanHistory } from '../api/schedule';
import { useLabourLawToast } from './labour-law/warnings-toast';
import { usePlanConflictsToast } from '../../../components/plan-conflicts';

/** The plan of a shift as the editor needs it (a DayShiftPublic or a grid cell with its owner). */
export type PlannedShift = {
  id: string;
  user_id: string;
  date: string;
  type: string | null;
  planned_start: string | null;
  planned_end: string | null;
  color: string | null;
};

/** A person a shift may move to. */
export type PlanPerson = { id: string; name: string };

/** Whether the plan of a shift may still be edited: planned, nobody started it, not off-schedule. */
export const isEditablePlan = (shift: { status: string; off_schedule: boolean }) => shift.status === 'not_started' && !shift.off_schedule;

/** Runs an API call once at a time, with a pending flag. */
function useOnce() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return { pending, run };
}

type FormValues = { type: string; start: string; end: string; color: string };

/** A form's problems without the field just changed (the others stay until the next sending). */
const clearing = (setErrors: Dispatch<SetStateAction<Record<string, string>>>) => (field: string) =>
  setErrors((errors) => {
    if (!(field in errors)) return errors;
    const rest = { ...errors };
    delete rest[field];
    return rest;
  });

/** Type, start, end and colour of a shift (the add and the edit form share it); a field's problem goes when it changes. */
function PlanFields(
  { values, onChange, errors, onEdited }: {
    values: FormValues;
    onChange: (values: FormValues) => void;
    errors: Record<string, string>;
    onEdited: (field: string) => void;
  },
) {
  const { t } = useTranslation();
  const set = (field: keyof FormValues) => (value: string) => {
    onChange({ ...values, [field]: value });
    onEdited(field);
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Input
        className="col-span-2 sm:col-span-1"
        label={t('planEdits.type')}
        name="type"
        value={values.type}
        maxLength={50}
        onChange={(e) => set('type')(e.target.value)}
        error={errors.type}
      />
      <TimeInput label={t('planEdits.start')} name="start" value={values.start} onChange={set('start')} error={errors.start} />
      <TimeInput label={t('planEdits.end')} name="end" value={values.end} onChange={set('end')} error={errors.end} />
      <Input
        type="color"
        className="col-span-2 sm:col-span-1"
        label={t('planEdits.color')}
        name="color"
        value={values.color}
        onChange={(e) => set('color')(e.target.value)}
        error={errors.color}
      />
    </div>
  );
}

/** The checks the form makes before asking the API (which checks them again). */
function missing(values: FormValues, required: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.type.trim()) found.type = required;
  if (!values.start) found.start = required;
  if (!values.end) found.end = required;
  return found;
}

/** Edit, move and remove a planned shift; `onDone` after each change (`gone` when it left this place: moved or removed). */
export function PlanEditor({ shift, people, onDone }: { shift: PlannedShift; people?: PlanPerson[]; onDone: (gone?: boolean) => void }) {
  const { t } = useTranslation();
  const warnLaw = useLabourLawToast();
  const warnConflicts = usePlanConflictsToast();
  const [values, setValues] = useState<FormValues>({
    type: shift.type ?? '',
    start: shift.planned_start ?? '',
    end: shift.planned_end ?? '',
    color: shift.color ?? '#0ea5e9',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [target, setTarget] = useState({ user_id: shift.user_id, date: shift.date });
  const [moveErrors, setMoveErrors] = useState<Record<string, string>>({});
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const edit = useOnce();
  const moving = useOnce();
  const removing = useOnce();

  function save(event: FormEvent) {
    event.preventDefault();
    const found = missing(values, t('planEdits.required'));
    setErrors(found);
    if (Object.keys(found).length) return;
    void edit.run(async () => {
      try {
        const changed = await changePlannedShift(shift.id, {
          type: values.type.trim(),
          start: values.start,
          end: values.end,
          color: values.color,
        });
        toast.success(t('planEdits.saved'));
        warnLaw(changed.warnings);
        warnConflicts(changed.conflicts);
        void revalidatePlan();
        onDone();
      } catch (error) {
        setErrors(fieldErrors(error));
        toast.error(t('planEdits.saveError'), (error as Error).message);
      }
    });
  }

  function move(event: FormEvent) {
    event.preventDefault();
    if (!target.date) {
      setMoveErrors({ date: t('planEdits.required') });
      return;
    }
    setMoveErrors({});
    setMoveFailure(null);
    void moving.run(async () => {
      try {
        const moved = await movePlannedShift(shift.id, {
          ...(target.user_id !== shift.user_id ? { user_id: target.user_id } : {}),
          ...(target.date !== shift.date || target.user_id === shift.user_id ? { date: target.date } : {}),
        });
        toast.success(t('planEdits.moved'));
        warnLaw(moved.warnings);
        warnConflicts(moved.conflicts);
        void revalidatePlan();
        onDone(true);
      } catch (error) {
        setMoveErrors(fieldErrors(error));
        setMoveFailure((error as Error).message);
      }
    });
  }

  function remove() {
    void removing.run(async () => {
      try {
        await removePlannedShift(shift.id);
        setAsking(false);
        toast.success(t('planEdits.removed'));
        void revalidatePlan();
        onDone(true);
      } catch (error) {
        setAsking(false);
        toast.error(t('planEdits.removeError'), (error as Error).message);
      }
    });
  }

  return (
    <div className="flex flex-col gap-5 border-t border-stone-200 pt-4 dark:border-stone-700">
      <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-labelledby={`plan-edit-${shift.id}`}>
        <h3 id={`plan-edit-${shift.id}`} className="font-semibold">
          {t('planEdits.editTitle')}
        </h3>
        <PlanFields values={values} onChange={setValues} errors={errors} onEdited={clearing(setErrors)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={edit.pending}>
            {t('planEdits.save')}
          </Button>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('planEdits.remove')}
          </Button>
        </div>
      </form>
      <form onSubmit={move} noValidate className="flex flex-col gap-3" aria-labelledby={`plan-move-${shift.id}`}>
        <h3 id={`plan-move-${shift.id}`} className="font-semibold">
          {t('planEdits.moveTitle')}
        </h3>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {people && people.length > 1 && (
            <Select
              label={t('planEdits.person')}
              name="user_id"
              value={target.user_id}
              onChange={(e) => {
                setTarget({ ...target, user_id: e.target.value });
                clearing(setMoveErrors)('user_id');
              }}
              error={moveErrors.user_id}
            >
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
          <DateInput
            label={t('planEdits.date')}
            name="date"
            value={target.date}
            onChange={(date) => {
              setTarget({ ...target, date });
              clearing(setMoveErrors)('date');
            }}
            error={moveErrors.date}
          />
        </div>
        {moveFailure && <Alert title={t('planEdits.moveError')}>{moveFailure}</Alert>}
        <Button
          type="submit"
          variant="ghost"
          className="self-start border border-stone-300 dark:border-stone-600"
          isLoading={moving.pending}
        >
          {t('planEdits.move')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('planEdits.removeTitle')}
        message={t('planEdits.removeMessage')}
        confirmLabel={t('planEdits.remove')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
        isLoading={removing.pending}
      />
    </div>
  );
}

/** A plan as one line: 'Office 08:00–16:00 on 5 Nov 2030 (Anna Nowak)'. */
function PlanText({ plan, people }: { plan: PlanSnapshotPublic; people?: PlanPerson[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const person = people?.find((p) => p.id === plan.user_id)?.name;
  return (
    <span>
      {t('planEdits.planLine', {
        type: plan.type ?? t('schedule.shift'),
        start: wallTime(format, plan.start),
        end: wallTime(format, plan.end),
        date: format.day(plan.date),
      })}
      {person ? ` (${person})` : ''}
    </span>
  );
}

/** A shift's change log: who, when, what before and after. */
export function PlanHistoryList({ shiftId, people }: { shiftId: string; people?: PlanPerson[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate, isLoading } = usePlanHistory(shiftId);
  const describe = (entry: PlanChangePublic) => {
    if (entry.action === 'apply') {
      return t('planEdits.history.applied', { pattern: entry.pattern_name ?? t('planEdits.history.deletedPattern') });
    }
    return t(`planEdits.history.${entry.action}`);
  };
  return (
    <section
      className="flex flex-col gap-2 border-t border-stone-200 pt-4 dark:border-stone-700"
      aria-labelledby={`plan-history-${shiftId}`}
    >
      <h3 id={`plan-history-${shiftId}`} className="font-semibold">
        {t('planEdits.history.title')}
      </h3>
      {error && !data
        ? <ErrorState title={t('planEdits.history.loadError')} message={error.message} onRetry={() => void mutate()} />
        : isLoading || !data
        ? <LoadingState />
        : data.data.length === 0
        ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('planEdits.history.empty')}</p>
        : (
          <ol className="flex flex-col gap-2 text-sm" data-testid="plan-history">
            {data.data.map((entry, index) => (
              <li key={entry.id ?? `apply-${index}`} className="rounded-lg bg-stone-50 p-2 dark:bg-stone-800">
                <p>
                  <span className="font-medium">{describe(entry)}</span>
                  {' · '}
                  <span>{entry.changed_by_name ?? t('planEdits.history.someone')}</span>
                  {' · '}
                  <time dateTime={entry.changed_at}>{format.dateTime(entry.changed_at)}</time>
                </p>
                {(entry.before || entry.after) && (
                  <p className="mt-1 text-stone-700 dark:text-stone-300">
                    {entry.before && <PlanText plan={entry.before} people={people} />}
                    {entry.before && entry.after && <span aria-hidden="true">→</span>}
                    {entry.before && entry.after && <span className="sr-only">{t('planEdits.history.became')}</span>}
                    {entry.after && <PlanText plan={entry.after} people={people} />}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
    </section>
  );
}

/** Plans a shift on a free day of a person (an empty cell of the employees schedule). */
export function AddShiftDialog({ person, date, onClose }: { person: PlanPerson; date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const warnLaw = useLabourLawToast();
  const warnConflicts = usePlanConflictsToast();
  const format = useFormat();
  const [values, setValues] = useState<FormValues>({ type: '', start: '08:00', end: '16:00', color: '#0ea5e9' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adding = useOnce();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = missing(values, t('planEdits.required'));
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    void adding.run(async () => {
      try {
        const added = await addPlannedShift({
          user_id: person.id,
          date,
          type: values.type.trim(),
          start: values.start,
          end: values.end,
          color: values.color,
        });
        toast.success(t('planEdits.added'));
        warnLaw(added.warnings);
        warnConflicts(added.conflicts);
        void revalidatePlan();
        onClose();
      } catch (error) {
        setErrors(fieldErrors(error));
        setFailure((error as Error).message);
      }
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('planEdits.addTitle', { name: person.name, date: format.day(date, { dateStyle: 'full' }) })}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <PlanFields values={values} onChange={setValues} errors={errors} onEdited={clearing(setErrors)} />
        {failure && <Alert title={t('planEdits.addError')}>{failure}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={adding.pending}>
            {t('planEdits.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
