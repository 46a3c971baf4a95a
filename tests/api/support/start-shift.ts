// Starts a shift straight through the service on a tenant database file and prints the answer's
// status as JSON. Run as separate processes by tests/api/schedule-shifts.test.ts, to race starts
// across processes as the operator CLI and a server (or two servers) could.
//   tsx tests/api/support/start-shift.ts <db file> <user id> <shift id> <now ISO>
import { tenantDrizzle } from '../../../worker/db/client';
import { startShift } from '../../../worker/features/schedule/day-shifts.service';
import { ApiError } from '../../../worker/lib/errors';
import { contextAt } from '../../../worker/lib/request-context';
import { openLibsqlFile } from '../../../worker/platform/node';

const [file, userId, shiftId, now] = process.argv.slice(2) as [string, string, string, string];
const client = openLibsqlFile(file);
const db = tenantDrizzle(client);
let status = 200;
try {
  await startShift(await contextAt(db, { id: userId, role: 'user' }, new Date(now)), shiftId);
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  status = error.status;
}
console.log(JSON.stringify({ status }));
client.close();
