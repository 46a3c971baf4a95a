// The employees schedule's rows as HTML text (docs/decisions.md "The employees grid's rows as HTML
// text"): a block of rows is given to the browser's parser in one `innerHTML`, with no virtual DOM
// and one element per cell where it can be, so that all 200 rows of a month can be drawn in idle
// time on a phone (docs/performance.md, "The web app on a phone", fifth round). The clicks, drags
// and links are handled by the table (employees-grid.tsx), never by the HTML. The styles are the
// `eg-` classes of index.css.
//
// Every text that comes from data (names, e-mails, acronyms, departments, shift types, ids) and
// every translated text goes through `escapeHtml`; attributes are always in double quotes. Colours
// never enter the HTML (`colorClass`). Nothing here is inserted unescaped.
import type { TFunction } from 'i18next';
import { escapeHtml } from '../../../../../worker/lib/html';
import { STATUS_GLYPH } from '../lib/day-shifts';
import type { EmployeesSchedule, RuleId, ScheduleCell } from '../../../types/api';

const colorClasses = new Map<string, string>();
let gridSheet: CSSStyleSheet | null | undefined;

/** The grid's own stylesheet, made through the CSSOM (the CSP admits it); null where the browser cannot. */
function sheet(): CSSStyleSheet | null {
  if (gridSheet === undefined) {
    try {
      gridSheet = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, gridSheet];
    } catch {
      gridSheet = null;
    }
  }
  return gridSheet;
}

/**
 * A class that gives a shift's colour (`border-left-color`). The app's Content-Security-Policy
 * refuses inline `style` attributes in HTML, so each colour (a month has a handful: one per shift
 * type) becomes a rule of a stylesheet made through the CSSOM, its value set as a property (never
 * parsed as CSS text). Where the browser cannot make one, the shift keeps the default grey.
 */
export function colorClass(color: string | null | undefined): string {
  if (!color) return '';
  let name = colorClasses.get(color);
  if (name !== undefined) return name;
  name = '';
  const rules = sheet();
  if (rules) {
    name = `eg-k${colorClasses.size}`;
    const rule = rules.cssRules[rules.insertRule(`.eg .${name}{}`, rules.cssRules.length)] as CSSStyleRule;
    rule.style.borderLeftColor = color;
  }
  colorClasses.set(color, name);
  return name;
}

let nameKeyframes: CSSKeyframeRule | null = null;

/**
 * The names' sideways movement (index.css, `.eg-name`): to `range` px at the end of the sideways
 * scroll. Set in the keyframes rather than in an inherited custom property on the scroller, whose
 * every change restyled every cell of the grid.
 */
export function setNameRange(range: number) {
  const rules = sheet();
  if (!rules) return;
  if (!nameKeyframes) {
    const index = rules.insertRule('@keyframes eg-name-x{from{transform:translateX(0)}to{transform:translateX(0)}}', rules.cssRules.length);
    nameKeyframes = (rules.cssRules[index] as CSSKeyframesRule).findRule('to');
  }
  if (nameKeyframes) nameKeyframes.style.transform = `translateX(${range}px)`;
}

export type Status = keyof typeof STATUS_GLYPH;

/** The texts of the cells for one language, already escaped (`cellTexts`). */
export type CellHtmlTexts = {
  absence: string;
  absenceShort: string;
  /** `short`: the visible abbreviation and status sign; `name`: the accessible name, starting with `short`. */
  shift: (shift: ScheduleCell, status: Status) => { short: string; name: string; label: string; title: string; movable: boolean };
  add: (name: string, day: string) => string;
  breach: (rules: readonly RuleId[]) => string;
};

/** What the texts are made of: the translations, a wall time, whether a shift can move, a breach marker's label. */
export type TextSources = {
  t: TFunction;
  time: (value: string | null) => string;
  movable: (shift: ScheduleCell) => boolean;
  breach: (rules: readonly RuleId[]) => string;
};

/**
 * The cells' texts, escaped, worked out once per language rather than in every cell drawn. A
 * shift's texts depend only on its type, times, status and whether it can move, which few shifts
 * of a month differ in, so they are kept by those; a marker's by its rules.
 */
export function cellTexts({ t, time, movable: canMove, breach }: TextSources): CellHtmlTexts {
  const shifts = new Map<string, ReturnType<CellHtmlTexts['shift']>>();
  const times = new Map<string, string>();
  const timeOf = (value: string | null) => {
    const key = value ?? '';
    let text = times.get(key);
    if (text === undefined) times.set(key, text = time(value));
    return text;
  };
  const locked = t('planEdits.dropLocked');
  const breaches = new Map<string, string>();
  return {
    absence: escapeHtml(t('workSchedule.absence')),
    absenceShort: escapeHtml(t('employeesSchedule.absenceShort')),
    shift: (shift, status) => {
      const movable = canMove(shift);
      const key = `${shift.off_schedule ? 1 : 0}\u0000${
        shift.type ?? ''
      }\u0000${shift.planned_start}\u0000${shift.planned_end}\u0000${status}\u0000${movable ? 1 : 0}`;
      let texts = shifts.get(key);
      if (!texts) {
        const label = `${shift.off_schedule ? t('schedule.offSchedule') : shift.type ?? t('schedule.shift')} ${
          shift.off_schedule ? '' : `${timeOf(shift.planned_start)}–${timeOf(shift.planned_end)}`
        }, ${t(`schedule.status.${status}`)}`;
        const short = `${(shift.type ?? '').slice(0, 2)}${STATUS_GLYPH[status]}`;
        texts = {
          short: escapeHtml(short),
          name: escapeHtml(`${short} ${label}`),
          label: escapeHtml(label),
          title: escapeHtml(movable ? label : `${label} — ${locked}`),
          movable,
        };
        shifts.set(key, texts);
      }
      return texts;
    },
    add: (name, day) => escapeHtml(t('planEdits.addShift', { name, date: day })),
    breach: (rules) => {
      const key = rules.join();
      let label = breaches.get(key);
      if (label === undefined) breaches.set(key, label = escapeHtml(breach(rules)));
      return label;
    },
  };
}

export type GridDay = { date: string; label: string; holiday: string | undefined; today: boolean };

export type RowContext = {
  month: string;
  today: string;
  days: readonly GridDay[];
  breaches: Map<string, Map<string, RuleId[]>>;
  plans: boolean;
  texts: CellHtmlTexts;
};

type Employee = EmployeesSchedule['employees'][number];

/** One person's month as a `<tr>`: the name (a link to their month) and a cell per day. */
export function rowHtml(employee: Employee, context: RowContext): string {
  const { month, today, days, plans, texts } = context;
  const id = escapeHtml(employee.user_id);
  const name = employee.full_name || employee.email;
  const byDate = new Map<string, ScheduleCell[]>();
  for (const shift of employee.shifts) {
    const list = byDate.get(shift.date);
    if (list) list.push(shift);
    else byDate.set(shift.date, [shift]);
  }
  const breaches = context.breaches.get(employee.user_id);
  const sub = [employee.acronym, employee.department_name].filter(Boolean).join(' · ');
  const href = `/work-schedule?user=${encodeURIComponent(employee.user_id)}&month=${encodeURIComponent(month)}`;
  let html = `<tr><th scope="row" class="eg-name"><a class="eg-link" href="${escapeHtml(href)}">${
    escapeHtml(name)
  }</a><span class="eg-sub">${escapeHtml(sub)}</span></th>`;
  for (const day of days) {
    const date = day.date;
    const shifts = byDate.get(date);
    html += `<td class="${day.today ? 'eg-c eg-today' : day.holiday ? 'eg-c eg-hol' : 'eg-c'}" data-cell="${id}:${date}">`;
    if (employee.absences.length > 0 && employee.absences.some((item) => item.start_date <= date && date <= item.end_date)) {
      html +=
        `<span class="eg-abs" title="${texts.absence}"><span aria-hidden="true">${texts.absenceShort}</span><span class="sr-only">${texts.absence}</span></span>`;
    }
    if (plans && !shifts) {
      const add = texts.add(name, day.label);
      html += `<button type="button" class="eg-add" aria-label="${add}" title="${add}" data-add="">+</button>`;
    }
    if (shifts) {
      for (const shift of shifts) {
        const status: Status = shift.status === 'not_started' && !shift.off_schedule && date < today ? 'missed' : shift.status;
        const text = texts.shift(shift, status);
        const color = colorClass(shift.color);
        const look = color ? `eg-s ${color}` : 'eg-s';
        // One element: the name in aria-label, starting with the visible text (axe's
        // label-content-name-mismatch); no hidden text to lay out.
        html += plans
          ? `<button type="button" class="${text.movable ? `${look} eg-m` : look}" data-shift="${
            escapeHtml(shift.id)
          }" draggable="${text.movable}" title="${text.title}" aria-label="${text.name}">${text.short}</button>`
          : `<span class="${look}" title="${text.label}"><span aria-hidden="true">${text.short}</span><span class="sr-only">${text.label}</span></span>`;
      }
    }
    const rules = breaches?.get(date);
    if (rules && rules.length > 0) {
      const label = texts.breach(rules);
      // One element (most days of a long month can carry one): an image named by the rules.
      html += `<span class="eg-breach" role="img" title="${label}" aria-label="${label}" data-testid="breach-marker">⚠</span>`;
    }
    html += '</td>';
  }
  return `${html}</tr>`;
}
