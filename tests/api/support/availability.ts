// Records of availability for the isolation table and the availability tests.
import { availabilityChanges } from '../../../worker/db/schema';
import { ACME, type TestApp } from './app';
import { employee, type World } from './isolation';

export const EVENINGS = { mode: 'windows', windows: [{ start: '17:00', end: '22:00' }] };
export const ALL_DAY = { mode: 'all', windows: [] };
/** Evenings on weekdays, weekends all day. */
export const eveningWeek = (validFrom: string) => ({
  valid_from: validFrom,
  days: { '1': EVENINGS, '2': EVENINGS, '3': EVENINGS, '4': EVENINGS, '5': EVENINGS, '6': ALL_DAY, '7': ALL_DAY },
});

/** A pending change of `userId`'s preferences, written straight to the database. */
export async function pendingChange(t: TestApp, userId: string): Promise<{ id: string }> {
  const db = await t.platform.databases.get('acme');
  const id = crypto.randomUUID();
  await db.insert(availabilityChanges).values({
    id,
    userId,
    kind: 'preferences',
    payload: { shift_types: {}, weekends_off: true, shifts_per_week: null, hours_per_week: null },
    requestedBy: userId,
  });
  return { id };
}

/** An employee of A with an exception. */
export async function exceptionOfA(w: World) {
  const owner = await employee(w);
  const res = await w.t.call(ACME, `/api/v1/availability/users/${owner.id}/exceptions`, {
    method: 'POST',
    token: w.super.token,
    json: { start_date: '2030-11-10', end_date: '2030-11-11', kind: 'unavailable', reason: 'Egzamin' },
  });
  return { owner, exception: { id: res.body.availability.exceptions[0].id as string } };
}

/** An employee of A with a pending change. */
export async function changeOfA(w: World) {
  const owner = await employee(w);
  return { owner, change: await pendingChange(w.t, owner.id) };
}
