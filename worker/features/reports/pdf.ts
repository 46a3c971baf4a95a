// The hour report as a PDF (docs/reports.md): A4 landscape; on every page the title, the company
// (and department), the period, the generation time and 'Page X of Y' (drawn once the layout knows
// how many pages there are). Company and department reports open with a summary, one line per
// employee and the overall totals; then per employee a table of days and their totals. Made with
// lib/pdf, the same in Node and workerd; texts go out per page in one text object (text-layer.ts).
import { rgb, type RGB } from 'pdf-lib';
import type { Language } from '../../lib/languages';
import { createPdf, fitText, mm } from '../../lib/pdf/document';
import type { Fonts } from '../../lib/pdf/fonts';
import { memoizeFont, PageWriter } from '../../lib/pdf/text-layer';
import type { EmployeeReport, Report, ReportDay, ReportTotals } from './rules/report-data';
import { formatters, TEXTS, type Formatters } from './texts';

const PAGE_W = mm(297);
const PAGE_H = mm(210);
const MARGIN = mm(12);
const CONTENT_W = PAGE_W - 2 * MARGIN;
const TOP = PAGE_H - MARGIN;
/** Where content stops: the footer lives below. */
const BOTTOM = MARGIN + mm(7);
const ROW_H = mm(4.6);
const HEAD_H = mm(5.6);
const SIZE = 7.5;
const SMALL = 6.5;

const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.36, 0.37, 0.42);
const ACCENT = rgb(0.76, 0.33, 0.05);
const RULE = rgb(0.8, 0.8, 0.83);
const HEAD_FILL = rgb(0.93, 0.93, 0.95);
const ZEBRA = rgb(0.972, 0.972, 0.98);
const TOTAL_FILL = rgb(0.99, 0.93, 0.85);
const NEGATIVE = rgb(0.72, 0.11, 0.11);

type Column = { key: string; title: string; width: number; align: 'left' | 'right' };

/** Column widths in millimetres, 273 in all (the page less its margins). */
function dayColumns(lang: Language): Column[] {
  const c = TEXTS[lang].columns;
  const spec: [string, string, number, 'left' | 'right'][] = [
    ['date', c.date, 22, 'left'],
    ['weekday', c.weekday, 12, 'left'],
    ['plan', c.plan, 52, 'left'],
    ['planned', c.planned, 18, 'right'],
    ['start', c.start, 16, 'right'],
    ['end', c.end, 19, 'right'],
    ['worked', c.worked, 19, 'right'],
    ['deviation', c.deviation, 21, 'right'],
    ['confirmed', c.confirmed, 26, 'left'],
    ['absence', `${c.absence} · ${TEXTS[lang].holiday}`, 68, 'left'],
  ];
  return spec.map(([key, title, width, align]) => ({ key, title, width: mm(width), align }));
}

function summaryColumns(lang: Language): Column[] {
  const t = TEXTS[lang];
  const spec: [string, string, number, 'left' | 'right'][] = [
    ['name', t.employee, 63, 'left'],
    ['shifts', t.totals.shifts, 16, 'right'],
    ['planned', t.totals.planned, 20, 'right'],
    ['worked', t.totals.worked, 20, 'right'],
    ['deviation', t.totals.deviation, 22, 'right'],
    ['overtime', t.totals.overtime, 20, 'right'],
    ['offSchedule', t.totals.offSchedule, 22, 'right'],
    ['closed', t.totals.closed, 16, 'right'],
    ['confirmed', t.totals.confirmed, 20, 'right'],
    ['missed', t.totals.missed, 16, 'right'],
    ['remaining', t.totals.remaining, 18, 'right'],
    ['absence', t.totals.absenceDays, 20, 'right'],
  ];
  return spec.map(([key, title, width, align]) => ({ key, title, width: mm(width), align }));
}

export async function reportPdf(fonts: Fonts, report: Report, lang: Language): Promise<Uint8Array> {
  const t = TEXTS[lang];
  const f = formatters(lang, report.timezone);
  const period = `${f.longDay(report.from)} – ${f.longDay(report.to)}`;
  const pdf = await createPdf(fonts, {
    title: `${t.title}: ${report.subject}, ${period}`,
    subject: period,
    language: lang,
    createdAt: report.generatedAt,
  });
  const font = memoizeFont(pdf.font);
  const where = [report.company, report.department].filter(Boolean).join(' · ');
  const generated = `${t.generated}: ${f.stamp(report.generatedAt)} (${report.timezone})`;

  let layer!: PageWriter;
  /** The pages' content streams being compressed. */
  const pending: Promise<void>[] = [];
  let y = 0;

  const cell = (text: string, x: number, width: number, align: 'left' | 'right', baseline: number, size = SIZE, color = INK) => {
    const pad = mm(1.2);
    const room = width - 2 * pad;
    let shown = text;
    let s = size;
    if (font.widthOfTextAtSize(text, size) > room) ({ text: shown, size: s } = fitText(font, text, size, room, size * 0.8));
    layer.text(shown, x + pad, baseline, { size: s, color, align, width: room });
  };

  const newPage = () => {
    layer?.flush(pending);
    layer = new PageWriter(pdf.doc, pdf.addPage(297, 210), font);
    // The header of every page.
    const title = report.scope === 'user' ? `${t.title}: ${report.subject}` : t.title;
    const titleFit = fitText(font, title, 13, CONTENT_W * 0.55, 9);
    layer.text(titleFit.text, MARGIN, TOP - mm(4.5), { size: titleFit.size, color: ACCENT });
    layer.text(`${t.period}: ${period}`, MARGIN, TOP - mm(9.5), { size: SIZE, color: INK });
    if (where) {
      const whereFit = fitText(font, where, 9, CONTENT_W * 0.42, 6);
      layer.text(whereFit.text, MARGIN, TOP - mm(4.5), { size: whereFit.size, color: INK, align: 'right', width: CONTENT_W });
    }
    layer.text(generated, MARGIN, TOP - mm(9.5), { size: SMALL, color: MUTED, align: 'right', width: CONTENT_W });
    layer.line(MARGIN, TOP - mm(11.5), PAGE_W - MARGIN, TOP - mm(11.5), 0.6, ACCENT);
    y = TOP - mm(16);
  };

  /** Starts a new page unless `height` fits above the footer; answers whether it did. */
  const room = (height: number) => {
    if (y - height >= BOTTOM) return false;
    newPage();
    return true;
  };

  const headerRow = (columns: Column[]) => {
    layer.rect(MARGIN, y - HEAD_H, CONTENT_W, HEAD_H, HEAD_FILL);
    let x = MARGIN;
    for (const column of columns) {
      cell(column.title, x, column.width, column.align, y - HEAD_H + mm(1.8), SMALL, MUTED);
      x += column.width;
    }
    y -= HEAD_H;
  };

  const row = (columns: Column[], values: Record<string, string>, options: { fill?: RGB; colors?: Record<string, RGB> } = {}) => {
    if (options.fill) layer.rect(MARGIN, y - ROW_H, CONTENT_W, ROW_H, options.fill);
    let x = MARGIN;
    for (const column of columns) {
      const value = values[column.key];
      if (value) cell(value, x, column.width, column.align, y - ROW_H + mm(1.4), SIZE, options.colors?.[column.key] ?? INK);
      x += column.width;
    }
    y -= ROW_H;
  };

  const heading = (text: string, sub: string) => {
    const nameFit = fitText(font, text, 10, CONTENT_W, 7);
    layer.text(nameFit.text, MARGIN, y - mm(3.6), { size: nameFit.size, color: INK });
    if (sub) {
      const subFit = fitText(font, sub, SMALL, CONTENT_W, 5);
      layer.text(subFit.text, MARGIN, y - mm(7.4), { size: subFit.size, color: MUTED });
    }
    y -= sub ? mm(9) : mm(5.5);
  };

  newPage();

  if (report.overall) summary(report, lang, f, { room, heading, headerRow, row, rowH: ROW_H, headH: HEAD_H, nextY: (dy) => (y -= dy) });

  const days = dayColumns(lang);
  for (const employee of report.employees) {
    const sub = [employee.email, employee.department, employee.position].filter(Boolean).join(' · ');
    const head = mm(9) + HEAD_H;
    // The name, the columns and a first row (or the totals) together; a gap before the next person.
    if (y !== TOP - mm(16)) y -= mm(4);
    room(head + ROW_H * 2);
    heading(employee.name, sub);
    if (!employee.days.length) {
      layer.text(t.noDays, MARGIN, y - mm(3.4), { size: SIZE, color: MUTED });
      y -= mm(5);
    } else headerRow(days);
    employee.days.forEach((day, i) => {
      const last = i === employee.days.length - 1;
      if (room(last ? ROW_H * 2 + mm(5) : ROW_H)) {
        heading(`${employee.name} ${t.continued}`, '');
        headerRow(days);
      }
      row(days, dayValues(day, lang, f), {
        fill: i % 2 ? ZEBRA : undefined,
        colors: (day.deviationMinutes ?? 0) < 0 ? { deviation: NEGATIVE } : undefined,
      });
    });
    if (room(ROW_H + mm(5))) heading(`${employee.name} ${t.continued}`, '');
    const totals = employee.totals;
    layer.line(MARGIN, y, PAGE_W - MARGIN, y, 0.5, RULE);
    row(
      days,
      {
        date: t.total,
        planned: f.hours(totals.plannedMinutes),
        worked: f.hours(totals.workedMinutes),
        deviation: f.signedHours(totals.deviationMinutes),
        confirmed: `${f.count(totals.statistics.confirmed)} / ${f.count(totals.statistics.closed)}`,
        absence: absenceSummary(totals, lang, f),
      },
      { fill: TOTAL_FILL },
    );
    const line = totalsLine(totals, lang, f);
    const lineFit = fitText(font, line, SMALL, CONTENT_W, 5);
    layer.text(lineFit.text, MARGIN, y - mm(3.6), { size: lineFit.size, color: INK });
    y -= mm(5);
  }

  if (!report.employees.length) layer.text(t.noEmployees, MARGIN, y - mm(4), { size: 9, color: MUTED });
  layer.flush(pending);

  // 'Page X of Y' now that Y is known.
  const pages = pdf.doc.getPages();
  pages.forEach((p, i) => {
    const footer = new PageWriter(pdf.doc, p, font);
    footer.text(t.page(i + 1, pages.length), MARGIN, MARGIN, { size: SMALL, color: MUTED, align: 'right', width: CONTENT_W });
    footer.text(`Grafik · ${t.title} · ${report.subject}`, MARGIN, MARGIN, { size: SMALL, color: MUTED });
    footer.flush(pending);
  });
  await Promise.all(pending);
  return pdf.save();
}

type Drawing = {
  room: (height: number) => boolean;
  heading: (text: string, sub: string) => void;
  headerRow: (columns: Column[]) => void;
  row: (columns: Column[], values: Record<string, string>, options?: { fill?: RGB }) => void;
  rowH: number;
  headH: number;
  nextY: (dy: number) => void;
};

/** The summary of a company or department: one line per employee, then everyone's totals. */
function summary(report: Report, lang: Language, f: Formatters, draw: Drawing) {
  const t = TEXTS[lang];
  const columns = summaryColumns(lang);
  draw.heading(t.summary, `${TEXTS[lang].totals.holidays}: ${f.count(report.overall!.statistics.holidays)}`);
  draw.headerRow(columns);
  report.employees.forEach((employee, i) => {
    if (draw.room(draw.rowH)) draw.headerRow(columns);
    draw.row(columns, summaryValues(employee.name, employee.totals, f), { fill: i % 2 ? ZEBRA : undefined });
  });
  if (draw.room(draw.rowH)) draw.headerRow(columns);
  draw.row(columns, summaryValues(t.allEmployees, report.overall!, f), { fill: TOTAL_FILL });
  draw.nextY(mm(2));
}

function summaryValues(name: string, totals: ReportTotals, f: Formatters): Record<string, string> {
  const s = totals.statistics;
  return {
    name,
    shifts: f.count(s.total_shifts),
    planned: f.hours(totals.plannedMinutes),
    worked: f.hours(totals.workedMinutes),
    deviation: f.signedHours(totals.deviationMinutes),
    overtime: f.hours(totals.overtimeMinutes),
    offSchedule: f.hours(totals.offScheduleMinutes),
    closed: f.count(s.closed),
    confirmed: f.count(s.confirmed),
    missed: f.count(s.missed),
    remaining: f.count(s.remaining),
    absence: f.count(totals.absenceDays),
  };
}

/** What a day's row shows, formatted. */
export function dayValues(day: ReportDay, lang: Language, f: Formatters): Record<string, string> {
  const t = TEXTS[lang];
  const plan = day.plan
    ? `${day.plan.type ?? ''} ${day.plan.start ?? ''}–${day.plan.end ?? ''}`.trim()
    : day.offSchedule
    ? t.offSchedule
    : t.off;
  const notes = [
    day.absent ? (day.absence ? t.absence[day.absence] : t.columns.absence) : '',
    day.holiday ? `${t.holiday}: ${day.holiday}` : '',
  ].filter(Boolean);
  return {
    date: f.day(day.date),
    weekday: f.weekday(day.date),
    plan,
    planned: day.plan ? f.hours(day.plan.minutes) : '',
    start: day.start ? f.time(day.start) : '',
    end: day.end ? `${f.time(day.end)}${day.endsNextDay ? ' +1' : ''}` : '',
    worked: day.workedMinutes !== null ? f.hours(day.workedMinutes) : '',
    deviation: day.deviationMinutes !== null ? f.signedHours(day.deviationMinutes) : '',
    confirmed: day.state ? t.state[day.state] : '',
    absence: notes.join(' · '),
  };
}

function absenceSummary(totals: ReportTotals, lang: Language, f: Formatters): string {
  const t = TEXTS[lang];
  if (!totals.absenceDays) return '';
  const kinds = Object.entries(totals.absenceByType).map(([type, days]) => `${t.absence[type as keyof typeof t.absence]} ${f.count(days)}`);
  return `${t.totals.absenceDays}: ${f.count(totals.absenceDays)}${kinds.length ? ` (${kinds.join(', ')})` : ''}`;
}

/** The employee's totals in one line: the work schedule's statistics and the absences. */
export function totalsLine(totals: ReportTotals, lang: Language, f: Formatters): string {
  const t = TEXTS[lang].totals;
  const s = totals.statistics;
  return [
    `${t.shifts} ${f.count(s.total_shifts)}`,
    `${t.planned} ${f.hours(totals.plannedMinutes)}`,
    `${t.worked} ${f.hours(totals.workedMinutes)}`,
    `${t.deviation} ${f.signedHours(totals.deviationMinutes)}`,
    `${t.overtime} ${f.hours(totals.overtimeMinutes)}`,
    `${t.offSchedule} ${f.hours(totals.offScheduleMinutes)}`,
    `${t.closed} ${f.count(s.closed)}`,
    `${t.confirmed} ${f.count(s.confirmed)}`,
    `${t.missed} ${f.count(s.missed)}`,
    `${t.remaining} ${f.count(s.remaining)}`,
    `${t.absenceDays} ${f.count(totals.absenceDays)}`,
    `${t.holidays} ${f.count(s.holidays)}`,
  ].join('  ·  ');
}

export type { EmployeeReport };
