// decodePacked: rows SQLite packed into JSON arrays come back as the driver (through Drizzle)
// would have given them: timestamps as dates, booleans as booleans, text and numbers as they are.
import { describe, expect, it } from 'vitest';
import { dayShifts } from '../../../worker/db/schema';
import { decodePacked } from '../../../worker/features/schedule/bulk-queries';

const columns = {
  id: dayShifts.id,
  minutes: dayShifts.plannedMinutes,
  startedAt: dayShifts.startedAt,
  confirmed: dayShifts.confirmed,
  type: dayShifts.type,
};

describe('decodePacked', () => {
  it('maps each value by its column, by position', () => {
    const at = Date.UTC(2031, 0, 2, 6, 0);
    expect(decodePacked([['a', 720, at, 1, 'Day'], ['b', 0, null, 0, null]], columns)).toEqual([
      { id: 'a', minutes: 720, startedAt: new Date(at), confirmed: true, type: 'Day' },
      { id: 'b', minutes: 0, startedAt: null, confirmed: false, type: null },
    ]);
  });

  it('gives exactly what the per-column driver mapping gives', () => {
    const rows = [['x', 480, 1_900_000_000_000, 0, 'Night']];
    const [decoded] = decodePacked(rows, columns);
    const expected = Object.fromEntries(
      Object.entries(columns).map(([key, c], i) => [key, rows[0]![i] === null ? null : c.mapFromDriverValue(rows[0]![i])]),
    );
    expect(decoded).toEqual(expected);
    expect(decoded!.startedAt).toBeInstanceOf(Date);
  });

  it('reads missing trailing values as null and an empty pack as no rows', () => {
    expect(decodePacked([['c']], { id: dayShifts.id, type: dayShifts.type })).toEqual([{ id: 'c', type: null }]);
    expect(decodePacked([], columns)).toEqual([]);
  });
});
