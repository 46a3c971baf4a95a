import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { linkClasses, secondaryLinkClasses } from '../../../components/ui/link';
import { Badge, EmptyState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import type { EmployeePublic, EmploymentRecordPublic } from '../../../types/api';
import { EmploymentForm } from './employment-form';
import { recordState, type ProfileRights } from './profile-rules';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; record: EmploymentRecordPublic };

/** The company and employment part of the profile: the records, newest first, with add and edit. */
export function EmploymentSection(
  { employee, rights, onChanged }: { employee: EmployeePublic; rights: ProfileRights; onChanged: () => void },
) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const records = employee.employment_records;

  if (mode.kind !== 'list') {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold">
          {mode.kind === 'create'
            ? t('profile.employment.newHeading')
            : t('profile.employment.editHeading', { company: mode.record.company_name })}
        </h3>
        <EmploymentForm
          userId={employee.id}
          record={mode.kind === 'edit' ? mode.record : undefined}
          editPay={rights.editPay}
          onCancel={() => setMode({ kind: 'list' })}
          onSaved={() => {
            setMode({ kind: 'list' });
            onChanged();
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {!rights.manageEmployment && (
        <Alert variant="locked" live={false} title={t('settings.profile.permissionDenied')}>
          {t('profile.employment.superadminManaged')}
        </Alert>
      )}
      {records.length === 0 ? <EmptyState>{t('profile.employment.none')}</EmptyState> : (
        <ul className="flex flex-col gap-3">
          {records.map((record) => (
            <RecordCard
              key={record.id}
              record={record}
              onEdit={rights.manageEmployment ? () => setMode({ kind: 'edit', record }) : undefined}
            />
          ))}
        </ul>
      )}
      {rights.manageEmployment && (
        <div>
          <Button variant="ghost" onClick={() => setMode({ kind: 'create' })}>
            <Icon name="plus" className="size-4" />
            {t('profile.employment.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

function RecordCard({ record, onEdit }: { record: EmploymentRecordPublic; onEdit?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = recordState(record);
  const hours = (value: number) => t('profile.employment.hours', { hours: format.number(value, { maximumFractionDigits: 2 }) });
  const dates = record.end_date
    ? t('profile.employment.period', { start: format.day(record.start_date), end: format.day(record.end_date) })
    : t('profile.employment.since', { start: format.day(record.start_date) });
  const facts: [string, string][] = [
    [t('profile.employment.contractType'), record.contract_type || '—'],
    // Pay: superadmins and the person only; the API answers null to anyone else (docs/labour-cost.md "Privacy").
    ...(record.pay_kind === null ? [] : [
      [t('profile.employment.salary'), record.salary === null ? '—' : format.number(record.salary, { maximumFractionDigits: 2 })] as [
        string,
        string,
      ],
      [t('labourCost.payKind'), t(`labourCost.${record.pay_kind}`)] as [string, string],
      [t('labourCost.hourlyRate'), record.hourly_rate === null ? '—' : format.number(record.hourly_rate, { maximumFractionDigits: 2 })] as [
        string,
        string,
      ],
    ]),
    [t('labourCost.fte'), format.number(record.fte, { maximumFractionDigits: 2 })],
    [t('profile.employment.vacationDays'), format.number(record.vacation_days)],
    [t('profile.employment.availableHours'), hours(record.available_vacation_hours)],
    [t('profile.employment.carryoverHours'), hours(record.carryover_vacation_hours)],
    [t('profile.employment.accruedHours'), hours(record.accrued_vacation_hours)],
  ];
  const updater = record.updated_by ?? record.created_by;

  return (
    <li className="rounded-xl border border-stone-200 p-4 dark:border-stone-800" data-testid="employment-record">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/company/${record.company_id}`} className={linkClasses}>
              {record.company_name}
            </Link>
            <Badge tone={state === 'current' ? 'success' : state === 'upcoming' ? 'primary' : 'muted'}>
              {t(`profile.employment.state.${state}`)}
            </Badge>
          </p>
          <p className="mt-1 text-sm">
            {record.department_id
              ? (
                <Link to={`/department/${record.department_id}`} className={secondaryLinkClasses}>
                  {record.department_name}
                </Link>
              )
              : <span className="text-stone-500 dark:text-stone-400">{t('profile.employment.noDepartment')}</span>}
            {record.position && <span className="text-stone-600 dark:text-stone-300">· {record.position}</span>}
          </p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{dates}</p>
        </div>
        {onEdit && (
          <Button variant="ghost" onClick={onEdit} aria-label={t('profile.employment.editLabel', { company: record.company_name })}>
            <Icon name="pencil" className="size-4" />
            {t('common.edit')}
          </Button>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 min-[420px]:block">
            <dt className="text-stone-500 dark:text-stone-400">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {updater && (
        <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">
          {t('profile.employment.updatedBy', {
            name: updater.full_name || updater.email,
            date: format.dateTime(record.updated_at ?? record.created_at),
          })}
        </p>
      )}
    </li>
  );
}
