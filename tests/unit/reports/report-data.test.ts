// The hour reports' pure parts: rows and totals (rules/report-data.ts), CSV fields and file names.
import { describe, expect, it } from 'vitest';
import { csvField, reportCsv } from '../../../worker/features/reports/csv';
import { reportFileName } from '../../../worker/features/reports/file-name';
import { employeeReport, overallTotals, type ReportShift } from '../../../worker/features/reports/rules/report-data';

const at = (iso: string) => new Date(iso);
const shift = (date: string, extra: Partial<ReportShift> = {}): ReportShift => ({
  date,
  type: 'Day',
  plannedStart: '08:00',
  plannedEnd: '16:00',
  plannedMinutes: 480,
  startedAt: null,
  endedAt: null,
  confirmed: false,
  confirmedBy: null,
  confirmationNotes: null,
  adjustedStartedAt: null,
  adjustedEndedAt: null,
  offSchedule: false,
  ...extra,
});
const calendar = {
  from: '2030-11-01',
  to: '2030-11-30',
  today: '2030-11-15',
  timezone: 'Europe/Warsaw',
  holidays: new Map([['2030-11-11', 'Święto']]),
};

describe('employeeReport', () => {
  const person = {
    userId: 'u',
    name: 'Łucja Żółć',
    email: 'l@x',
    department: null,
    position: null,
    absences: [{ type: 'sick' as const, startDate: '2030-10-30', endDate: '2030-11-05' }],
    shifts: [
      shift('2030-11-04', { startedAt: at('2030-11-04T07:00:00Z'), endedAt: at('2030-11-04T15:30:30Z') }),
      shift('2030-11-06', {
        startedAt: at('2030-11-06T07:00:00Z'),
        endedAt: at('2030-11-06T14:00:00Z'),
        confirmed: true,
        confirmationNotes: 'auto',
      }),
      shift('2030-11-07'),
      shift('2030-11-20'),
      shift('2030-11-09', {
        type: null,
        plannedStart: null,
        plannedEnd: null,
        plannedMinutes: 0,
        offSchedule: true,
        startedAt: at('2030-11-09T21:00:00Z'),
        endedAt: at('2030-11-09T23:30:00Z'),
      }),
      shift('2030-12-01'),
    ],
  };
  const report = employeeReport(person, calendar);

  it('has a row per day with a shift, an absence or a holiday, in date order, and nothing outside the period', () => {
    expect(report.days.map((d) => d.date)).toEqual([
      '2030-11-01',
      '2030-11-02',
      '2030-11-03',
      '2030-11-04',
      '2030-11-05',
      '2030-11-06',
      '2030-11-07',
      '2030-11-09',
      '2030-11-11',
      '2030-11-20',
    ]);
    const byDate = new Map(report.days.map((d) => [d.date, d]));
    expect(byDate.get('2030-11-04')).toMatchObject({
      workedMinutes: 510,
      deviationMinutes: 30,
      overtimeMinutes: 30,
      state: 'finished',
      absence: 'sick',
    });
    expect(byDate.get('2030-11-06')).toMatchObject({ workedMinutes: 420, deviationMinutes: -60, overtimeMinutes: 0, state: 'auto' });
    expect(byDate.get('2030-11-07')).toMatchObject({ state: 'missed', workedMinutes: null });
    expect(byDate.get('2030-11-20')!.state).toBe('planned');
    // Off-schedule work from 22:00 to 00:30 in Warsaw ends the next day.
    expect(byDate.get('2030-11-09')).toMatchObject({
      plan: null,
      offSchedule: true,
      workedMinutes: 150,
      deviationMinutes: 150,
      endsNextDay: true,
      overtimeMinutes: null,
    });
    expect(byDate.get('2030-11-11')).toMatchObject({ holiday: 'Święto', plan: null, state: null });
  });

  it('totals the statistics of the work schedule and the minutes behind them', () => {
    expect(report.totals.statistics).toEqual({
      total_shifts: 4,
      holidays: 1,
      planned_hours: 32,
      closed: 2,
      confirmed: 1,
      remaining: 1,
      missed: 1,
      overtime_workdays_hours: 0.5,
      off_schedule_hours: 2.5,
    });
    expect(report.totals).toMatchObject({
      plannedMinutes: 1920,
      workedMinutes: 1080,
      deviationMinutes: 120,
      overtimeMinutes: 30,
      offScheduleMinutes: 150,
      absenceDays: 5,
      absenceByType: { sick: 5 },
    });
    const all = overallTotals([report, report], 1);
    expect(all.statistics).toMatchObject({ total_shifts: 8, holidays: 1, planned_hours: 64, overtime_workdays_hours: 1 });
    expect(all.absenceByType).toEqual({ sick: 10 });
  });

  it("writes CSV with the language's separator and decimals, quoted names, a BOM and CRLF", () => {
    const base = {
      scope: 'user' as const,
      company: 'C',
      department: null,
      timezone: 'Europe/Warsaw',
      from: calendar.from,
      to: calendar.to,
      generatedAt: new Date(),
      subject: 'x',
      employees: [{ ...report, name: 'Doe, "J"; K' }],
      overall: null,
    };
    const en = reportCsv(base, 'en');
    expect(en.startsWith('\uFEFFRow,Employee,')).toBe(true);
    expect(en).toContain('day,"Doe, ""J""; K",l@x,,2030-11-04,Mon,Day,08:00,16:00,8.00,08:00,16:30,8.50,+0.50,0.50,no,Sick leave');
    const pl = reportCsv(base, 'pl');
    expect(pl).toContain(
      'dzień;"Doe, ""J""; K";l@x;;2030-11-04;pon.;Day;08:00;16:00;8,00;08:00;16:30;8,50;+0,50;0,50;nie;Zwolnienie lekarskie',
    );
    expect(pl.split('\r\n').at(-2)!.startsWith('suma;')).toBe(true);
    expect(csvField(' padded', ',')).toBe('" padded"');
    expect(csvField('plain', ';')).toBe('plain');
  });
});

describe('reportFileName', () => {
  it('has an ASCII name and the UTF-8 one', () => {
    expect(reportFileName('Ґанна Їжак', '2030-11-01', '2030-11-30', 'csv')).toEqual({
      ascii: 'hours-ganna-izhak-2030-11-01-2030-11-30.csv',
      utf8: 'hours-Ґанна Їжак-2030-11-01-2030-11-30.csv',
      header: `attachment; filename="hours-ganna-izhak-2030-11-01-2030-11-30.csv"; filename*=UTF-8''${
        encodeURIComponent('hours-Ґанна Їжак-2030-11-01-2030-11-30.csv')
      }`,
    });
    expect(reportFileName('"/\\', '2030-11-01', '2030-11-01', 'pdf').ascii).toBe('hours-report-2030-11-01-2030-11-01.pdf');
  });
});
