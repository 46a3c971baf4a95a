// The admins' panels of availability: changes awaiting approval, and who can work in a department
// on a day (for a shift's times).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/input';
import { TimeInput } from '../../../components/ui/time-input';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { fetcher, type ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { DEPARTMENTS_KEY } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { AvailabilityChange, DepartmentsPublic } from '../../../types/api';
import { decideChange, useDepartmentAvailability, usePending } from '../api/availability';

type ConflictCode = 'availability.unavailable' | 'availability.outside_window' | 'availability.exception';

function describeChange(
  change: AvailabilityChange,
  t: (key: string, options?: Record<string, unknown>) => string,
  day: (value: string) => string,
): string {
  const p = change.payload as Record<string, unknown>;
  const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? day(value) : '');
  switch (change.kind) {
    case 'version':
      return t('availability.approvals.version', { date: date(p.valid_from) });
    case 'exception_add':
      return t('availability.approvals.exceptionAdd', { start: date(p.start_date), end: date(p.end_date) });
    case 'exception_delete':
      return t('availability.approvals.exceptionDelete', { start: date(p.start_date), end: date(p.end_date) });
    default:
      return t('availability.approvals.preferences');
  }
}

export function ApprovalsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, isLoading, mutate } = usePending(true);
  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState title={t('availability.loadFailed')} message={error.message} onRetry={() => void mutate()} />;
  if (!data?.data.length) return <EmptyState>{t('availability.approvals.empty')}</EmptyState>;
  const decide = (id: string, approve: boolean) =>
    decideChange(id, approve).then(
      () => toast.success(approve ? t('availability.approvals.approved') : t('availability.approvals.rejected')),
      (e: Error) => toast.error(t('availability.saveFailed'), e.message),
    );
  return (
    <ul className="flex flex-col gap-3">
      {data.data.map((change) => (
        <li key={change.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <div className="font-medium">{change.user_name}</div>
              <div className="text-sm text-stone-600 dark:text-stone-300">
                {describeChange(change, t as never, (value) => format.day(value))} · {format.dateTime(change.created_at)}
              </div>
            </div>
            <div className="flex gap-2">
              <Button variant="success" onClick={() => void decide(change.id, true)}>
                {t('availability.approvals.approve')}
                <span className="sr-only">: {change.user_name}</span>
              </Button>
              <Button variant="danger" onClick={() => void decide(change.id, false)}>
                {t('availability.approvals.reject')}
                <span className="sr-only">: {change.user_name}</span>
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function WhoCanWorkPanel({ today }: { today: string }) {
  const { t } = useTranslation();
  const departments = useSWR<DepartmentsPublic, ApiError>(DEPARTMENTS_KEY, fetcher);
  const [departmentId, setDepartmentId] = useState('');
  const [date, setDate] = useState(today);
  const [start, setStart] = useState('06:00');
  const [end, setEnd] = useState('14:00');
  const chosen = departmentId || departments.data?.data[0]?.id || '';
  const { data, error, isLoading, mutate } = useDepartmentAvailability(chosen, date, start, end);
  const dayText = (day: { mode: 'all' | 'none' | 'windows'; windows: { start: string; end: string }[] }) =>
    day.mode === 'windows' ? day.windows.map((w) => `${w.start}–${w.end}`).join(', ') : t(`availability.modes.${day.mode}`);
  return (
    <div className="flex flex-col gap-4">
      <Card className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select label={t('availability.who.department')} value={chosen} onChange={(e) => setDepartmentId(e.target.value)}>
          {departments.data?.data.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
        </Select>
        <DateInput label={t('availability.who.date')} value={date} onChange={setDate} />
        <TimeInput label={t('availability.who.start')} value={start} onChange={setStart} />
        <TimeInput label={t('availability.who.end')} value={end} onChange={setEnd} />
      </Card>
      {isLoading || departments.isLoading
        ? <LoadingState />
        : error
        ? <ErrorState title={t('availability.loadFailed')} message={error.message} onRetry={() => void mutate()} />
        : !data?.data.length
        ? <EmptyState>{t('availability.who.empty')}</EmptyState>
        : (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-700 dark:border-stone-700">
            {data.data.map((p) => (
              <li key={p.user_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <div className="font-medium">{p.full_name}</div>
                  <div className="text-sm text-stone-600 dark:text-stone-300">
                    {dayText(p.day)}
                    {p.reason ? ` · ${p.reason}` : ''}
                  </div>
                </div>
                {p.fits === null ? null : p.fits
                  ? <Badge tone="success">{t('availability.who.fits')}</Badge>
                  : (
                    <Badge tone="muted">
                      {p.conflict
                        ? t(`planConflicts.${p.conflict.code as ConflictCode}`, p.conflict.params)
                        : t('availability.who.notFits')}
                    </Badge>
                  )}
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
