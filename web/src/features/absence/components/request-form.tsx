// The request form: type, first and last day, an optional reason and a live preview of the hours
// and the days they count (GET /vacation-sick/preview). An end before the start is refused here,
// at the end date, and nothing is sent; so is a period the preview shows the API would refuse (no
// working day, more than the balance or the force-majeure allowance): the button is disabled with
// the reason beside it. The API's refusal (overlap, balance, force-majeure
// allowance, no employment) shows in the form and in the toast.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { focusFirstProblem } from '../../../components/ui/focus';
import { DateInput } from '../../../components/ui/date-input';
import { Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ABSENCE_TYPES } from '../../../../../worker/features/absence/kinds';
import { ApiError, fieldErrors } from '../../../lib/api';
import { dataChanged } from '../../../lib/data-changes';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { AbsencePreview, AbsencePublic, AbsenceType } from '../../../types/api';
import { createAbsence, isDay, previewPath, usePreview } from '../api/absence';
import { useHours } from './parts';

const REASON_MAX = 2000;

type RequestFormProps = {
  /** The person the request is for; null for the signed-in user. */
  userId: string | null;
  /** Their name, when it is someone else. */
  personName?: string | null;
  onCreated: (request: AbsencePublic) => void;
};

type Errors = { start?: string; end?: string };

export function RequestForm({ userId, personName, onCreated }: RequestFormProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AbsenceType>('vacation');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const endBeforeStart = isDay(start) && isDay(end) && end < start;
  const errors: Errors = {
    start: tried && !isDay(start) ? t('vacations.form.startRequired') : serverErrors.start,
    end: endBeforeStart ? t('vacations.form.endBeforeStart') : tried && !isDay(end) ? t('vacations.form.endRequired') : serverErrors.end,
  };
  const complete = isDay(start) && isDay(end) && !endBeforeStart;
  const preview = usePreview(complete ? previewPath(type, start, end, userId) : null);
  // What the preview already says the API would refuse: the button waits for another period.
  const blocker = complete && preview.data ? previewBlocker(type, preview.data) : null;

  const edited = () => {
    setServerErrors({});
    setRefusal(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    setTried(true);
    const form = event.currentTarget;
    if (!isDay(start) || !isDay(end) || end < start) {
      focusFirstProblem(form);
      return;
    }
    if (blocker) return;
    busy.current = true;
    setPending(true);
    setRefusal(null);
    try {
      const created = await createAbsence({
        type,
        start_date: start,
        end_date: end,
        reason: reason.trim() || null,
        ...(userId ? { user_id: userId } : {}),
      });
      toast.success(t('vacations.toasts.submitted'));
      setStart('');
      setEnd('');
      setReason('');
      setTried(false);
      setServerErrors({});
      onCreated(created);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : undefined;
      toast.error(t('vacations.toasts.submitFailed'), message);
      const fields = fieldErrors(error);
      if (fields.start_date || fields.end_date) {
        setServerErrors({ start: fields.start_date, end: fields.end_date });
        focusFirstProblem(form);
      } else if (message) setRefusal(message);
    } finally {
      busy.current = false;
      setPending(false);
      void dataChanged('absence');
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">{t('vacations.form.title')}</h2>
        {personName && <p className="text-sm text-stone-600 dark:text-stone-400">{t('vacations.form.forPerson', { name: personName })}</p>}
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('vacations.form.title')}>
        <Select
          label={t('vacations.form.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as AbsenceType);
            edited();
          }}
        >
          {ABSENCE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`vacations.types.${value}`)}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DateInput
            label={t('vacations.form.start')}
            value={start}
            error={errors.start}
            max="9999-12-31"
            onChange={(value) => {
              setStart(value);
              // A one-day request needs one date: the end follows an empty end.
              if (!end && isDay(value)) setEnd(value);
              edited();
            }}
          />
          <DateInput
            label={t('vacations.form.end')}
            value={end}
            error={errors.end}
            min={isDay(start) ? start : undefined}
            max="9999-12-31"
            onChange={(value) => {
              setEnd(value);
              edited();
            }}
          />
        </div>
        <Textarea
          label={`${t('vacations.form.reason')} (${t('common.optional')})`}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            edited();
          }}
        />

        <PreviewBox
          type={type}
          complete={complete}
          preview={preview.data}
          error={preview.error}
          loading={preview.isLoading || preview.isValidating}
        />

        {refusal && <Alert>{refusal}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" isLoading={pending} disabled={blocker !== null} aria-describedby={blocker ? 'vacation-blocker' : undefined}>
            {t('vacations.form.submit')}
          </Button>
          {blocker && (
            <p id="vacation-blocker" className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="vacation-blocker">
              {t(blocker)}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}

/** The locale key of why the previewed request would be refused, or null when it may be sent. */
function previewBlocker(type: AbsenceType, preview: AbsencePreview) {
  if (preview.days.length === 0) return 'vacations.preview.noDays';
  if (type === 'vacation' && preview.hours > preview.available_hours) return 'vacations.preview.overBalance';
  if (type === 'force_majeure' && preview.days.length > preview.force_majeure_shifts_left) return 'vacations.preview.overForceMajeure';
  return null;
}

type PreviewBoxProps = {
  type: AbsenceType;
  complete: boolean;
  preview: AbsencePreview | undefined;
  error: ApiError | undefined;
  loading: boolean;
};

/** What the request would take: its hours, the days that count and what is left. */
function PreviewBox({ type, complete, preview, error, loading }: PreviewBoxProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours(format);

  let content;
  if (!complete) content = <p className="text-stone-600 dark:text-stone-400">{t('vacations.preview.hint')}</p>;
  else if (error) content = <p className="text-red-700 dark:text-red-400">{error.message}</p>;
  else if (!preview) content = <Spinner size="sm" label={t('common.loading')} />;
  else {
    const afterwards = preview.available_hours - preview.hours;
    content = (
      <div className="flex flex-col gap-2">
        <p data-testid="preview-total">
          <span className="text-lg font-bold">{hours(preview.hours)}</span>{' '}
          <span className="text-stone-600 dark:text-stone-400">
            {t('vacations.preview.days', { days: format.number(preview.days.length) })}
          </span>
        </p>
        {preview.days.length === 0 ? <p className="text-amber-800 dark:text-amber-300">{t('vacations.preview.noDays')}</p> : (
          <ul
            className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto"
            aria-label={t('vacations.preview.daysLabel')}
            tabIndex={preview.days.length > 12 ? 0 : undefined}
            data-testid="preview-days"
          >
            {preview.days.map((day) => (
              <li
                key={day.date}
                className="rounded-md bg-white px-2 py-0.5 text-xs ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
              >
                {format.day(day.date, { weekday: 'short', day: 'numeric', month: 'short' })} · {hours(day.minutes / 60)}
              </li>
            ))}
          </ul>
        )}
        {type === 'vacation' && (
          <p className={afterwards < 0 ? 'font-semibold text-red-700 dark:text-red-400' : 'text-stone-700 dark:text-stone-300'}>
            {t('vacations.preview.available', { available: hours(preview.available_hours), left: hours(afterwards) })}
            {afterwards < 0 && <span className="block">{t('vacations.preview.overBalance')}</span>}
          </p>
        )}
        {type === 'force_majeure' && (
          <p
            className={preview.days.length > preview.force_majeure_shifts_left
              ? 'font-semibold text-red-700 dark:text-red-400'
              : 'text-stone-700 dark:text-stone-300'}
          >
            {t('vacations.preview.forceMajeureLeft', { left: format.number(preview.force_majeure_shifts_left) })}
            {preview.days.length > preview.force_majeure_shifts_left && (
              <span className="block">{t('vacations.preview.overForceMajeure')}</span>
            )}
          </p>
        )}
      </div>
    );
  }

  return (
    <section
      aria-label={t('vacations.preview.title')}
      aria-live="polite"
      aria-busy={(complete && loading) || undefined}
      className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm dark:border-stone-700 dark:bg-stone-800/50"
      data-testid="vacation-preview"
    >
      <h3 className="mb-1 font-semibold">{t('vacations.preview.title')}</h3>
      {content}
    </section>
  );
}
