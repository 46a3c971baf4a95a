// The admins' panels of availability: changes awaiting approval, and who can work in a department
// on a day (for a shift's times).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button } from '../../../components/ui/button';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { linkClasses } from '../../../components/ui/link';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/input';
import { TimeInput } from '../../../components/ui/time-input';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { fetcher, type ApiError } from '../../../lib/api';
import { DEPARTMENTS_KEY } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { DepartmentsPublic } from '../../../types/api';
import { decideChange, useDepartmentAvailability, usePending } from '../api/availability';
import { ChangeSummary } from './change-summary';

type ConflictCode = 'availability.unavailable' | 'availability.outside_window' | 'availability.exception';

export function ApprovalsPanel() {
  const { t } = useTranslation();
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
            <div className="flex min-w-0 flex-col gap-1">
              <Link className={linkClasses} to={`/availability?user=${change.user_id}`}>{change.user_name}</Link>
              <ChangeSummary change={change} />
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
                  <Link className={linkClasses} to={`/availability?user=${p.user_id}`}>{p.full_name}</Link>
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
