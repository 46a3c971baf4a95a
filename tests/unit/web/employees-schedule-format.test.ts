// The employees schedule's compact answer (docs/api.md) decoded into the objects the screens read.
import { describe, expect, it } from 'vitest';
import { decodeEmployeesSchedule } from '../../../web/src/features/schedule/api/employees-schedule-format';
import type { EmployeesScheduleCompact } from '../../../web/src/types/api';

const answer: EmployeesScheduleCompact = {
  format: 2,
  company_id: '00000000-0000-4000-8000-000000000001',
  department_id: null,
  month: '2031-01',
  timezone: 'Europe/Warsaw',
  today: '2031-01-05',
  days: ['2031-01-01'],
  holidays: [{ date: '2031-01-01', name: 'Nowy Rok' }],
  statuses: ['not_started', 'started', 'ended', 'confirmed'],
  plans: [
    ['Day', '#f59e0b', '07:00', '19:00', 720, false],
    [null, null, null, null, 0, true],
  ],
  departments: [['00000000-0000-4000-8000-000000000002', 'Desk']],
  employees: [
    [
      '00000000-0000-4000-8000-000000000003',
      'ann@acme.test',
      'Ann Nowak',
      'AN',
      'user',
      0,
      'Nurse',
      [
        ['s1', 2, 0, 0],
        ['s2', 3, 0, 3, Date.UTC(2031, 0, 3, 6, 2), Date.UTC(2031, 0, 3, 18, 0), 718],
        ['s3', 4, 1, 2, Date.UTC(2031, 0, 4, 8), null, null],
      ],
      [['00000000-0000-4000-8000-000000000004', null, '2031-01-20', '2031-01-24']],
    ],
    ['00000000-0000-4000-8000-000000000005', 'bob@acme.test', null, null, 'admin', null, null, [], []],
  ],
};

describe('decodeEmployeesSchedule', () => {
  it('gives each person their department, shifts with the plan, status and times, and absences', () => {
    const decoded = decodeEmployeesSchedule(answer);
    expect(decoded).toMatchObject({
      company_id: answer.company_id,
      department_id: null,
      month: '2031-01',
      today: '2031-01-05',
      holidays: answer.holidays,
    });
    const [ann, bob] = decoded.employees;
    expect(ann).toMatchObject({
      email: 'ann@acme.test',
      department_id: answer.departments[0]![0],
      department_name: 'Desk',
      position: 'Nurse',
    });
    expect(ann!.shifts).toEqual([
      {
        id: 's1',
        date: '2031-01-02',
        type: 'Day',
        color: '#f59e0b',
        planned_start: '07:00',
        planned_end: '19:00',
        planned_minutes: 720,
        started_at: null,
        ended_at: null,
        worked_minutes: null,
        status: 'not_started',
        off_schedule: false,
      },
      {
        id: 's2',
        date: '2031-01-03',
        type: 'Day',
        color: '#f59e0b',
        planned_start: '07:00',
        planned_end: '19:00',
        planned_minutes: 720,
        started_at: '2031-01-03T06:02:00.000Z',
        ended_at: '2031-01-03T18:00:00.000Z',
        worked_minutes: 718,
        status: 'confirmed',
        off_schedule: false,
      },
      {
        id: 's3',
        date: '2031-01-04',
        type: null,
        color: null,
        planned_start: null,
        planned_end: null,
        planned_minutes: 0,
        started_at: '2031-01-04T08:00:00.000Z',
        ended_at: null,
        worked_minutes: null,
        status: 'ended',
        off_schedule: true,
      },
    ]);
    expect(ann!.absences).toEqual([{ id: answer.employees[0]![8][0]![0], type: null, start_date: '2031-01-20', end_date: '2031-01-24' }]);
    expect(bob).toMatchObject({ full_name: null, department_id: null, department_name: null, shifts: [], absences: [] });
  });
});
