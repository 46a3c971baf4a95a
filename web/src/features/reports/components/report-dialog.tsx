// The report generator (docs/web.md "Hour reports"): a period (the month on screen by default),
// whose hours (the caller's or the person on screen; for admins also a department or a company of
// theirs), the language of the file (the app's by default) and PDF or CSV; 'Download' saves the
// file under the server's name. Loaded lazily by report-button.tsx; the schedule screens show the button (app/routes).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { hasRole, useUser } from '../../../lib/auth';
import { LANGUAGES, type Language } from '../../../lib/i18n';
import { useAllDepartments, useCompanies } from '../../../lib/org';
import { downloadReport, periodDays, REPORT_DAYS_MAX, type ReportFormat, type ReportScope } from '../api/reports';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { RadioCards } from '../../../components/ui/radio-cards';
import { ToggleGroup } from '../../../components/ui/toggle-group';

export type ReportDialogProps = {
  /** The period offered first (the month on screen). */
  start: string;
  end: string;
  /** The person on screen when it is not the caller (an admin looking at someone's schedule). */
  person?: { id: string; name: string } | null;
  /** The company and department on screen (the employees schedule). */
  companyId?: string | null;
  departmentId?: string | null;
  /** The scope chosen first: 'user' unless given. */
  scope?: ReportScope;
  onClose: () => void;
};

const ADMIN_ROLES = ['admin', 'superadmin'] as const;

export default function ReportDialog(
  {
    start: initialStart,
    end: initialEnd,
    person,
    companyId: initialCompany,
    departmentId: initialDepartment,
    scope: initialScope,
    onClose,
  }: ReportDialogProps,
) {
  const { t, i18n } = useTranslation();
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ADMIN_ROLES);
  const companies = useCompanies();
  const departments = useAllDepartments();
  const [start, setStart] = useState(initialStart);
  const [end, setEnd] = useState(initialEnd);
  const [scope, setScope] = useState<ReportScope>(isAdmin ? (initialScope ?? 'user') : 'user');
  const [companyId, setCompanyId] = useState(initialCompany ?? '');
  const [departmentId, setDepartmentId] = useState(initialDepartment ?? '');
  const [lang, setLang] = useState<Language>(LANGUAGES.find((code) => code === i18n.resolvedLanguage) ?? 'en');
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const companyList = companies.data?.data ?? [];
  const chosenCompany = companyId || companyList[0]?.id || '';
  const companyDepartments = (departments.data?.data ?? []).filter((department) => department.company_id === chosenCompany);

  const scopes = [
    { value: 'user' as const, label: person ? t('reports.scope.person', { name: person.name }) : t('reports.scope.me') },
    ...(isAdmin
      ? [
        { value: 'department' as const, label: t('reports.scope.department') },
        { value: 'company' as const, label: t('reports.scope.company') },
      ]
      : []),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const found: Record<string, string> = {};
    if (!start) found.start = t('reports.startRequired');
    if (!end) found.end = t('reports.endRequired');
    else if (start && end < start) found.end = t('reports.endBeforeStart');
    else if (start && periodDays(start, end) > REPORT_DAYS_MAX) found.end = t('reports.tooLong', { max: REPORT_DAYS_MAX });
    if (scope === 'company' && !chosenCompany) found.company = t('reports.companyRequired');
    if (scope === 'department' && !departmentId) found.department = t('reports.departmentRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const id = scope === 'user' ? (person?.id ?? null) : scope === 'company' ? chosenCompany : departmentId;
    busy.current = true;
    setPending(true);
    try {
      const name = await downloadReport({ format, scope, id, start, end, lang });
      toast.success(t('reports.done'), name);
      onClose();
    } catch (error) {
      toast.error(t('reports.failed'), error instanceof ApiError && error.message ? error.message : t('reports.tryAgain'));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('reports.title')} className="sm:w-[min(34rem,calc(100vw-2rem))]">
      <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4" noValidate>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('reports.intro')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <DateInput label={t('reports.start')} value={start} onChange={setStart} error={errors.start} required />
          <DateInput label={t('reports.end')} value={end} onChange={setEnd} min={start || undefined} error={errors.end} required />
        </div>
        {scopes.length > 1 && (
          <RadioCards legend={t('reports.scope.legend')} name="report-scope" options={scopes} value={scope} onChange={setScope} />
        )}
        {(scope === 'company' || scope === 'department') && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Select
              label={t('reports.company')}
              value={chosenCompany}
              onChange={(e) => {
                setCompanyId(e.target.value);
                setDepartmentId('');
              }}
              error={errors.company ?? companies.error?.message}
            >
              {!companies.data && <option value="">{t('common.loading')}</option>}
              {companyList.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </Select>
            {scope === 'department' && (
              <Select
                label={t('reports.department')}
                value={departmentId}
                onChange={(e) => setDepartmentId(e.target.value)}
                error={errors.department ?? departments.error?.message}
              >
                <option value="">{departments.data ? t('reports.chooseDepartment') : t('common.loading')}</option>
                {companyDepartments.map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
              </Select>
            )}
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Select label={t('reports.language')} value={lang} onChange={(e) => setLang(e.target.value as Language)} className="sm:w-48">
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
          <div className="flex flex-col items-start gap-1">
            <span className="text-sm font-medium" aria-hidden="true">
              {t('reports.format')}
            </span>
            <ToggleGroup
              label={t('reports.format')}
              value={format}
              onChange={setFormat}
              options={[
                { value: 'pdf', label: 'PDF', name: t('reports.pdf') },
                { value: 'csv', label: 'CSV', name: t('reports.csv') },
              ]}
            />
          </div>
        </div>
        <p className="text-xs text-stone-600 dark:text-stone-400">{format === 'pdf' ? t('reports.pdfHint') : t('reports.csvHint')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={pending} aria-busy={pending}>
            {!pending && <Icon name="download" className="size-4" />}
            {pending ? t('reports.downloading') : t('reports.download')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
