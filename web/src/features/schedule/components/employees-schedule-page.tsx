import { memo, useMemo, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BreachLegend, BreachMark, breachLabel } from '../../../components/labour-law/breaches';
import { ReportButton } from '../../../components/report-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ROW_KEY_ATTRIBUTE, useRowWindow } from '../../../hooks/use-row-window';
import { employeesSchedulePath, useEmployeesSchedule } from '../../../lib/employees-schedule';
import { useFormat } from '../../../lib/format';
import { isMonth, monthRange, shiftMonth } from '../../../lib/month';
import { hasRole, useUser } from '../../../lib/auth';
import { useAllDepartments, useCompanies } from '../../../lib/org';
import { breachesByDay, breachesPath, useBreaches } from '../../../lib/labour-law';
import { useCompanyToday, wallTime } from '../../../lib/schedule';
import type { EmployeesSchedule, RuleId, ScheduleCell } from '../../../types/api';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { movePlannedShift, revalidatePlan } from '../api/schedule';
import { AddShiftDialog, isEditablePlan, PlanEditor, PlanHistoryList, type PlanPerson } from './plan-editor';
import { useLabourLawToast } from '../../../components/labour-law/warnings-toast';

const GLYPH = { not_started: '○', started: '▶', ended: '■', confirmed: '✓', missed: '!' } as const;

/** /employees-schedule: employees x days of a company or department for a month. */
export function EmployeesSchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.employeesSchedule'));
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const companies = useCompanies();
  const departments = useAllDepartments();
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ['admin', 'superadmin'] as const);
  const thisMonth = useCompanyToday().slice(0, 7);
  const month = isMonth(params.get('month')) ? params.get('month')! : thisMonth;
  const companyId = params.get('company_id') ?? companies.data?.data[0]?.id ?? null;
  const departmentId = params.get('department_id');
  const { data, error, mutate, isLoading, isValidating } = useEmployeesSchedule(employeesSchedulePath(month, companyId, departmentId));
  // Labour-law breaches of the month mark their days (features/labour-law); admins only.
  const range = monthRange(month);
  const breaches = useBreaches(isAdmin ? breachesPath(range.start, range.end, departmentId ? { department_id: departmentId } : { company_id: companyId }) : null);

  const breachDays = useMemo(() => breachesByDay(breaches.data?.data), [breaches.data]);

  const set = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const companyDepartments = (departments.data?.data ?? []).filter((department) => department.company_id === companyId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('nav.employeesSchedule')}
        subtitle={t('employeesSchedule.subtitle')}
        actions={
          <ReportButton
            start={monthRange(month).start}
            end={monthRange(month).end}
            companyId={companyId}
            departmentId={departmentId}
            scope={isAdmin ? (departmentId ? 'department' : 'company') : 'user'}
          />
        }
      />
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          className="sm:w-64"
          label={t('employeesSchedule.company')}
          value={companyId ?? ''}
          onChange={(e) => set({ company_id: e.target.value, department_id: null })}
          error={companies.error?.message}
        >
          {!companies.data && <option value="">{t('common.loading')}</option>}
          {(companies.data?.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
        <Select className="sm:w-64" label={t('employeesSchedule.department')} value={departmentId ?? ''} onChange={(e) => set({ department_id: e.target.value })}>
          <option value="">{t('employeesSchedule.allDepartments')}</option>
          {companyDepartments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </Select>
        <div className="flex items-center gap-1 sm:ml-auto">
          <Button variant="ghost" aria-label={t('workSchedule.previousMonth')} onClick={() => set({ month: shiftMonth(month, -1) })}>
            <Icon name="chevronLeft" className="size-4" />
          </Button>
          <span className="min-w-32 text-center font-semibold capitalize" aria-live="polite" data-testid="month-title">
            {format.day(`${month}-01`, { month: 'long', year: 'numeric' })}
          </span>
          <Button variant="ghost" aria-label={t('workSchedule.nextMonth')} onClick={() => set({ month: shiftMonth(month, 1) })}>
            <Icon name="chevronRight" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => set({ month: null })} disabled={month === thisMonth}>
            {t('workSchedule.today')}
          </Button>
        </div>
      </Card>
      {error && !data ? (
        <ErrorState title={t('employeesSchedule.loadError')} message={error.message} onRetry={() => void mutate()} />
      ) : !companyId && companies.data ? (
        <EmptyState>{t('employeesSchedule.noCompany')}</EmptyState>
      ) : isLoading || !data ? (
        <LoadingState />
      ) : data.employees.length === 0 ? (
        <EmptyState>{t('employeesSchedule.empty')}</EmptyState>
      ) : (
        <>
          <Grid schedule={data} busy={isValidating} breaches={breachDays} plans={isAdmin} />
          <BreachLegend count={breaches.data?.count ?? 0} />
        </>
      )}
    </div>
  );
}

/** What an admin is doing in the grid (docs/plan-edits.md): a shift open, a day to plan, a shift dragged. */
type Opened = { shift: ScheduleCell; person: PlanPerson } | null;
type Dragged = { id: string; userId: string; date: string };

/**
 * The texts of the cells, worked out once per language rather than in every cell drawn (scrolling
 * the grid draws rows as they come into view: docs/performance.md). A shift's texts depend only on
 * its type, times, status and whether it can move, which few shifts of a month differ in, so they
 * are kept by those.
 */
type CellTexts = {
  absence: string;
  absenceShort: string;
  shift: (shift: ScheduleCell, status: keyof typeof GLYPH) => { short: string; label: string; title: string };
  add: (name: string, day: string) => string;
  breach: (rules: readonly RuleId[]) => string;
};

function useCellTexts(): CellTexts {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const shifts = new Map<string, { short: string; label: string; title: string }>();
    const times = new Map<string, string>();
    const time = (value: string | null) => {
      const key = value ?? '';
      let text = times.get(key);
      if (text === undefined) times.set(key, (text = wallTime(format, value)));
      return text;
    };
    const locked = t('planEdits.dropLocked');
    const breaches = new Map<string, string>();
    return {
      absence: t('workSchedule.absence'),
      absenceShort: t('employeesSchedule.absenceShort'),
      shift: (shift, status) => {
        const movable = isEditablePlan(shift);
        const key = `${shift.off_schedule ? 1 : 0}\u0000${shift.type ?? ''}\u0000${shift.planned_start}\u0000${shift.planned_end}\u0000${status}\u0000${movable ? 1 : 0}`;
        let texts = shifts.get(key);
        if (!texts) {
          const label = `${shift.off_schedule ? t('schedule.offSchedule') : shift.type ?? t('schedule.shift')} ${shift.off_schedule ? '' : `${time(shift.planned_start)}–${time(shift.planned_end)}`}, ${t(`schedule.status.${status}`)}`;
          texts = { short: `${(shift.type ?? '').slice(0, 2)}${GLYPH[status]}`, label, title: movable ? label : `${label} — ${locked}` };
          shifts.set(key, texts);
        }
        return texts;
      },
      add: (name, day) => t('planEdits.addShift', { name, date: day }),
      breach: (rules) => {
        const key = rules.join();
        let label = breaches.get(key);
        if (label === undefined) breaches.set(key, (label = breachLabel(t, rules)));
        return label;
      },
    };
  }, [t, format]);
}

const CELL = 'relative border-b border-l border-stone-200 p-0.5 text-center align-middle dark:border-stone-700';
const SHIFT_LOOK = 'block rounded border-l-4 bg-stone-100 px-0.5 leading-tight dark:bg-stone-800';
const SHIFT_BUTTON = `${SHIFT_LOOK} w-full cursor-pointer hover:ring-2 hover:ring-primary-400 focus-visible:outline-2 focus-visible:outline-primary-600`;
const ADD_BUTTON =
  'block w-full rounded text-stone-400 opacity-40 hover:bg-stone-100 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-stone-800';
const ABSENCE = 'block rounded bg-sky-100 px-0.5 text-sky-900 dark:bg-sky-950 dark:text-sky-200';

/** The person and day of a cell (`data-cell="user:date"`) an event happened in. */
function cellOf(target: EventTarget | null): { userId: string; date: string; element: HTMLElement } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('td[data-cell]') : null;
  const cell = element?.dataset.cell;
  if (!element || !cell) return null;
  const at = cell.lastIndexOf(':');
  return { userId: cell.slice(0, at), date: cell.slice(at + 1), element };
}

function Grid({ schedule, busy, breaches, plans = false }: { schedule: EmployeesSchedule; busy: boolean; breaches: ReturnType<typeof breachesByDay>; plans?: boolean }) {
  const { t } = useTranslation();
  const warnLaw = useLabourLawToast();
  const format = useFormat();
  const texts = useCellTexts();
  const [opened, setOpened] = useState<Opened>(null);
  const [adding, setAdding] = useState<{ person: PlanPerson; date: string } | null>(null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [dropHint, setDropHint] = useState('');
  const people: PlanPerson[] = schedule.employees.map((employee) => ({ id: employee.user_id, name: employee.full_name || employee.email }));
  const employees = useMemo(() => new Map(schedule.employees.map((employee) => [employee.user_id, employee])), [schedule]);
  const personOf = (userId: string): PlanPerson | null => {
    const employee = employees.get(userId);
    return employee ? { id: employee.user_id, name: employee.full_name || employee.email } : null;
  };
  const taken = (userId: string, date: string) => employees.get(userId)?.shifts.some((s) => s.date === date) ?? false;
  // The cells' clicks and drags, handled once for the whole body (no handlers in each cell drawn).
  const onDragOver = (event: DragEvent) => {
    const cell = cellOf(event.target);
    if (!dragged || !cell) return;
    const { userId, date } = cell;
    if (taken(userId, date)) {
      event.dataTransfer.dropEffect = 'none';
      setDropHint(dragged.userId === userId && dragged.date === date ? '' : t('planEdits.dropTaken'));
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropHint('');
  };
  const onDrop = async (event: DragEvent) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const { userId, date } = cell;
    event.preventDefault();
    const moving = dragged;
    setDragged(null);
    if (!moving || taken(userId, date)) return;
    try {
      const moved = await movePlannedShift(moving.id, { ...(userId !== moving.userId ? { user_id: userId } : {}), ...(date !== moving.date ? { date } : {}) });
      toast.success(t('planEdits.moved'));
      warnLaw(moved.warnings);
    } catch (error) {
      toast.error(t('planEdits.moveError'), (error as Error).message);
    } finally {
      void revalidatePlan();
    }
  };
  const onDragStart = (event: DragEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-shift]') : null;
    const cell = cellOf(button);
    if (!button || !cell) return;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', button.dataset.shift!);
    setDragged({ id: button.dataset.shift!, userId: cell.userId, date: cell.date });
  };
  const onDragEnd = () => {
    setDragged(null);
    setDropHint('');
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-shift], button[data-add]') : null;
    const cell = cellOf(button);
    const person = cell && personOf(cell.userId);
    if (!button || !cell || !person) return;
    if (button.dataset.add !== undefined) {
      setAdding({ person, date: cell.date });
      return;
    }
    const shift = employees.get(cell.userId)?.shifts.find((s) => s.id === button.dataset.shift);
    if (shift) setOpened({ shift, person });
  };
  const days = useMemo(() => {
    const holidays = new Map(schedule.holidays.map((holiday) => [holiday.date, holiday.name]));
    return schedule.days.map((date) => ({
      date,
      label: format.day(date),
      holiday: holidays.get(date),
      className: date === schedule.today ? 'bg-primary-50 dark:bg-primary-950/40' : holidays.has(date) ? 'bg-amber-50 dark:bg-amber-950/30' : '',
    }));
  }, [schedule, format]);

  // Only the rows near the view are drawn in full (hooks/use-row-window.ts).
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const keys = useMemo(() => schedule.employees.map((employee) => employee.user_id), [schedule]);
  const rows = useRowWindow(scroller, body, keys);

  return (
    <>
    {plans && (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('planEdits.dragHint')}{' '}
        <span role="status" className="font-medium text-red-700 dark:text-red-400" data-testid="drop-hint">
          {dropHint}
        </span>
      </p>
    )}
    {/* `relative`: the screen-reader texts of the cells are absolutely positioned; without a
    // positioned scroller they escape it and widen the whole page. */}
    <div ref={scroller} className={`relative max-h-[75vh] overflow-auto [overflow-anchor:none] rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900 ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
      {/* Fixed layout: the columns' widths come from the header, so drawing more rows (use-row-window)
      does not measure every cell again. */}
      <table className="w-max table-fixed border-separate border-spacing-0 text-xs">
        <caption className="sr-only">{t('nav.employeesSchedule')}</caption>
        {/* The header row sticks as one (rather than each of its cells): less to place on every scrolled frame. */}
        <thead className="sticky top-0 z-20">
          <tr>
            <th scope="col" className="sticky left-0 z-30 w-36 border-b border-stone-200 bg-stone-50 px-2 py-2 text-left sm:w-52 dark:border-stone-700 dark:bg-stone-800">
              {t('employeesSchedule.employee')}
            </th>
            {days.map(({ date, holiday }) => (
              <th
                key={date}
                scope="col"
                title={holiday}
                className={`w-11 border-b border-l border-stone-200 bg-stone-50 px-1 py-1 text-center font-medium dark:border-stone-700 dark:bg-stone-800 ${date === schedule.today ? 'text-primary-700 dark:text-primary-300' : ''}`}
              >
                <span className="block">{Number(date.slice(8))}</span>
                <span className="block font-normal text-stone-500 capitalize dark:text-stone-400">{format.day(date, { weekday: 'narrow' })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          ref={body}
          onClick={plans ? onClick : undefined}
          onDragStart={plans ? onDragStart : undefined}
          onDragEnd={plans ? onDragEnd : undefined}
          onDragOver={plans ? onDragOver : undefined}
          onDrop={plans ? (event) => void onDrop(event) : undefined}
        >
          {rows.before > 0 && <Spacer height={rows.before} columns={days.length + 1} />}
          {schedule.employees.slice(rows.start, rows.end).map((employee) => (
            <Row
              key={employee.user_id}
              employee={employee}
              month={schedule.month}
              today={schedule.today}
              days={days}
              breaches={breaches.get(employee.user_id)}
              plans={plans}
              texts={texts}
            />
          ))}
          {rows.after > 0 && <Spacer height={rows.after} columns={days.length + 1} />}
        </tbody>
      </table>
    </div>
    {opened && <CellDialog opened={opened} schedule={schedule} people={people} onClose={() => setOpened(null)} />}
    {adding && <AddShiftDialog person={adding.person} date={adding.date} onClose={() => setAdding(null)} />}
    </>
  );
}

type Day = { date: string; label: string; holiday: string | undefined; className: string };

/** Stands for the rows away from the view (hooks/use-row-window.ts). */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} className="p-0" style={{ height }} />
    </tr>
  );
}

/**
 * One person's month. Drawn whenever it scrolls into view, so it is kept cheap: plain elements,
 * texts from `texts` (per language), the clicks and drags handled by the body (Grid).
 */
const Row = memo(function Row({
  employee,
  month,
  today,
  days,
  breaches,
  plans,
  texts,
}: {
  employee: EmployeesSchedule['employees'][number];
  month: string;
  today: string;
  days: readonly Day[];
  breaches: Map<string, RuleId[]> | undefined;
  plans: boolean;
  texts: CellTexts;
}) {
  const name = employee.full_name || employee.email;
  const byDate = new Map<string, ScheduleCell[]>();
  for (const shift of employee.shifts) {
    const list = byDate.get(shift.date);
    if (list) list.push(shift);
    else byDate.set(shift.date, [shift]);
  }
  return (
    <tr className="group" {...{ [ROW_KEY_ATTRIBUTE]: employee.user_id }}>
      <th scope="row" className="sticky left-0 z-10 border-b border-stone-200 bg-white px-2 py-1 text-left font-normal group-hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:group-hover:bg-stone-800">
        <Link to={`/work-schedule?user=${employee.user_id}&month=${month}`} className="block max-w-48 truncate font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-400">
          {name}
        </Link>
        <span className="block max-w-48 truncate text-stone-500 dark:text-stone-400">
          {[employee.acronym, employee.department_name].filter(Boolean).join(' · ')}
        </span>
      </th>
      {days.map(({ date, label: day, className }) => {
        const shifts = byDate.get(date);
        const absence = employee.absences.length > 0 && employee.absences.some((item) => item.start_date <= date && date <= item.end_date);
        const rules = breaches?.get(date);
        const add = plans && !shifts ? texts.add(name, day) : null;
        return (
          // `relative`: the cell holds its screen-reader texts (absolutely positioned); with the
          // scroller as their box, every change of rows laid all of them out again.
          <td key={date} className={className ? `${CELL} ${className}` : CELL} data-cell={`${employee.user_id}:${date}`}>
            {absence && (
              <span className={ABSENCE} title={texts.absence}>
                <span aria-hidden="true">{texts.absenceShort}</span>
                <span className="sr-only">{texts.absence}</span>
              </span>
            )}
            {add && (
              <button type="button" className={ADD_BUTTON} aria-label={add} title={add} data-add="">
                +
              </button>
            )}
            {shifts?.map((shift) => {
              const status = shift.status === 'not_started' && !shift.off_schedule && date < today ? 'missed' : shift.status;
              const { short, label, title } = texts.shift(shift, status);
              const content = (
                <>
                  <span aria-hidden="true">{short}</span>
                  <span className="sr-only">{label}</span>
                </>
              );
              const color = { borderLeftColor: shift.color ?? '#a8a29e' };
              if (!plans) {
                return (
                  <span key={shift.id} title={label} className={SHIFT_LOOK} style={color}>
                    {content}
                  </span>
                );
              }
              const movable = isEditablePlan(shift);
              return (
                <button key={shift.id} type="button" title={title} data-shift={shift.id} draggable={movable} className={movable ? `${SHIFT_BUTTON} cursor-grab` : SHIFT_BUTTON} style={color}>
                  {content}
                </button>
              );
            })}
            {rules && rules.length > 0 && <BreachMark label={texts.breach(rules)} />}
          </td>
        );
      })}
    </tr>
  );
});

/** A shift of the grid opened by an admin: its plan to edit, move or remove, and its history. */
function CellDialog({ opened, schedule, people, onClose }: { opened: NonNullable<Opened>; schedule: EmployeesSchedule; people: PlanPerson[]; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { person } = opened;
  // The shift as the grid shows it now (after an edit), else as it was opened.
  const shift = schedule.employees.find((e) => e.user_id === person.id)?.shifts.find((s) => s.id === opened.shift.id) ?? opened.shift;
  const editable = isEditablePlan(shift);
  return (
    <Dialog open onClose={onClose} title={`${person.name} · ${format.day(shift.date, { dateStyle: 'full' })}`} className="sm:w-[min(36rem,calc(100vw-2rem))]">
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-sm">
          {shift.off_schedule ? t('schedule.offSchedule') : `${shift.type ?? t('schedule.shift')} ${wallTime(format, shift.planned_start)}–${wallTime(format, shift.planned_end)}`} ·{' '}
          {t(`schedule.status.${shift.status}`)}
        </p>
        {editable ? (
          <PlanEditor key={`${shift.type}${shift.planned_start}${shift.planned_end}${shift.color}`} shift={{ ...shift, user_id: person.id }} people={people} onDone={(gone) => gone && onClose()} />
        ) : (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('planEdits.dropLocked')}</p>
        )}
        <PlanHistoryList shiftId={shift.id} people={people} />
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
