// The employees schedule's grid: people × days of a month. Its rows are HTML text written in blocks
// (employees-grid-html.ts, hooks/use-row-window.ts); this component draws the frame (scroller,
// header, the blocks' `tbody`s), handles the cells' clicks, drags and links for the whole table,
// and opens the dialogs.
import { useLayoutEffect, useMemo, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { breachLabel } from './labour-law/breaches';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLabourLawToast } from './labour-law/warnings-toast';
import { usePlanConflictsToast } from '../../../components/plan-conflicts';
import { useDrawnBlocks } from '../../../hooks/use-row-window';
import { useFormat } from '../../../lib/format';
import type { breachesByDay } from '../api/labour-law';
import { wallTime } from '../../../lib/schedule';
import { toast } from '../../../lib/toast';
import type { EmployeesSchedule, ScheduleCell } from '../../../types/api';
import { movePlannedShift, revalidatePlan } from '../api/schedule';
import { cellTexts, rowHtml, setNameRange, type CellHtmlTexts, type GridDay, type RowContext } from './employees-grid-html';
import { AddShiftDialog, isEditablePlan, PlanEditor, PlanHistoryList, type PlanPerson } from './plan-editor';

/** What an admin is doing in the grid (docs/plan-edits.md): a shift open, a day to plan, a shift dragged. */
type Opened = { shift: ScheduleCell; person: PlanPerson } | null;
type Dragged = { id: string; userId: string; date: string };

/** Rows per block: a `tbody` of its own, a paint layer of its own (`.eg-block` in index.css). */
const BLOCK_ROWS = 10;

/** The cells' texts for the language (employees-grid-html.ts `cellTexts`), made once per language. */
function useCellTexts(): CellHtmlTexts {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () =>
      cellTexts({
        t,
        time: (value) => wallTime(format, value),
        movable: isEditablePlan,
        breach: (rules) => breachLabel(t, rules),
      }),
    [t, format],
  );
}

/** The person and day of a cell (`data-cell="user:date"`) an event happened in. */
function cellOf(target: EventTarget | null): { userId: string; date: string; element: HTMLElement } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('td[data-cell]') : null;
  const cell = element?.dataset.cell;
  if (!element || !cell) return null;
  const at = cell.lastIndexOf(':');
  return { userId: cell.slice(0, at), date: cell.slice(at + 1), element };
}

export function Grid(
  { schedule, busy, breaches, plans = false }: {
    schedule: EmployeesSchedule;
    busy: boolean;
    breaches: ReturnType<typeof breachesByDay>;
    plans?: boolean;
  },
) {
  const { t } = useTranslation();
  const warnLaw = useLabourLawToast();
  const warnConflicts = usePlanConflictsToast();
  const format = useFormat();
  const navigate = useNavigate();
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
  // The cells' clicks and drags, handled once for the whole table (the rows are HTML text).
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
      const moved = await movePlannedShift(moving.id, {
        ...(userId !== moving.userId ? { user_id: userId } : {}),
        ...(date !== moving.date ? { date } : {}),
      });
      toast.success(t('planEdits.moved'));
      warnLaw(moved.warnings);
      warnConflicts(moved.conflicts);
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
    const target = event.target instanceof Element ? event.target : null;
    // A person's name: their month, in the app (as a router link does).
    const link = target?.closest<HTMLAnchorElement>('a.eg-link');
    if (link) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(link.getAttribute('href')!);
      return;
    }
    if (!plans) return;
    const button = target?.closest<HTMLElement>('button[data-shift], button[data-add]') ?? null;
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
  const days = useMemo<GridDay[]>(() => {
    const holidays = new Map(schedule.holidays.map((holiday) => [holiday.date, holiday.name]));
    return schedule.days.map((date) => ({ date, label: format.day(date), holiday: holidays.get(date), today: date === schedule.today }));
  }, [schedule, format]);

  // The rows, as HTML text, written block by block (hooks/use-row-window.ts).
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const key = useMemo(() => `${schedule.month}|${schedule.employees.map((employee) => employee.user_id).join()}`, [schedule]);
  const row = useMemo(() => {
    const context: RowContext = { month: schedule.month, today: schedule.today, days, breaches, plans, texts };
    return (index: number) => rowHtml(schedule.employees[index]!, context);
  }, [schedule, days, breaches, plans, texts]);
  useDrawnBlocks(scroller, table, schedule.employees.length, key, row, days.length + 1, { blockRows: BLOCK_ROWS });
  const blocks = Math.ceil(schedule.employees.length / BLOCK_ROWS);

  // The sideways scroll range, for the names' scroll-driven animation (index.css, `.eg-name`).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let range = -1;
    const measure = () => {
      const next = Math.max(0, element.scrollWidth - element.clientWidth);
      if (next !== range) setNameRange(range = next);
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    return () => resize.disconnect();
  }, []);

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
      {
        /* `relative`: screen-reader texts (absolutely positioned) stay inside the scroller. `eg-scroller`:
    the perspective that spares the scroll any repaint (index.css). */
      }
      <div
        ref={scroller}
        className={`eg-scroller relative max-h-[75vh] overflow-auto [overflow-anchor:none] rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900 ${
          busy ? 'opacity-60' : ''
        }`}
        aria-busy={busy || undefined}
      >
        {/* Fixed layout: the columns' widths come from the header, so drawing more rows does not measure every cell again. */}
        <table
          ref={table}
          className="eg w-max table-fixed border-separate border-spacing-0 text-xs"
          onClick={onClick}
          onDragStart={plans ? onDragStart : undefined}
          onDragEnd={plans ? onDragEnd : undefined}
          onDragOver={plans ? onDragOver : undefined}
          onDrop={plans ? (event) => void onDrop(event) : undefined}
        >
          <caption className="sr-only">{t('nav.employeesSchedule')}</caption>
          {/* The header row sticks as one (rather than each of its cells): less to place on every scrolled frame. */}
          <thead className="sticky top-0 z-20">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-30 w-36 border-b border-stone-200 bg-stone-50 px-2 py-2 text-left sm:w-52 dark:border-stone-700 dark:bg-stone-800"
              >
                {t('employeesSchedule.employee')}
              </th>
              {days.map(({ date, holiday }) => (
                <th
                  key={date}
                  scope="col"
                  title={holiday}
                  className={`w-11 border-b border-l border-stone-200 bg-stone-50 px-1 py-1 text-center font-medium dark:border-stone-700 dark:bg-stone-800 ${
                    date === schedule.today ? 'text-primary-700 dark:text-primary-300' : ''
                  }`}
                >
                  <span className="block">{Number(date.slice(8))}</span>
                  <span className="block font-normal text-stone-500 capitalize dark:text-stone-400">
                    {format.day(date, { weekday: 'narrow' })}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {Array.from({ length: blocks }, (_, index) => <tbody key={index} className="eg-block" data-block={index} />)}
        </table>
      </div>
      {opened && <CellDialog opened={opened} schedule={schedule} people={people} onClose={() => setOpened(null)} />}
      {adding && <AddShiftDialog person={adding.person} date={adding.date} onClose={() => setAdding(null)} />}
    </>
  );
}

/** A shift of the grid opened by an admin: its plan to edit, move or remove, and its history. */
function CellDialog(
  { opened, schedule, people, onClose }: {
    opened: NonNullable<Opened>;
    schedule: EmployeesSchedule;
    people: PlanPerson[];
    onClose: () => void;
  },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const { person } = opened;
  // The shift as the grid shows it now (after an edit), else as it was opened.
  const shift = schedule.employees.find((e) => e.user_id === person.id)?.shifts.find((s) => s.id === opened.shift.id) ?? opened.shift;
  const editable = isEditablePlan(shift);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${person.name} · ${format.day(shift.date, { dateStyle: 'full' })}`}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-sm">
          {shift.off_schedule
            ? t('schedule.offSchedule')
            : `${shift.type ?? t('schedule.shift')} ${wallTime(format, shift.planned_start)}–${wallTime(format, shift.planned_end)}`} ·{' '}
          {t(`schedule.status.${shift.status}`)}
        </p>
        {editable
          ? (
            <PlanEditor
              key={`${shift.type}${shift.planned_start}${shift.planned_end}${shift.color}`}
              shift={{ ...shift, user_id: person.id }}
              people={people}
              onDone={(gone) => gone && onClose()}
            />
          )
          : <p className="text-sm text-stone-600 dark:text-stone-400">{t('planEdits.dropLocked')}</p>}
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
