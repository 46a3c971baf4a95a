// One Node instance firing one cron, for tests of several instances on shared remote databases:
// the platform `npm start` builds from the same environment, then, when the test writes "go" to
// stdin, the scheduler's call for a firing at FIRED_AT. Prints its log lines and its lease holder.
import { createInterface } from 'node:readline';
import { jobs, runScheduledJobs } from '../../../worker/jobs';
import { instanceHolder } from '../../../worker/jobs/leases';
import { clockFromEnv } from '../../../worker/platform/clock';
import { createNodePlatform } from '../../../worker/platform/node';
import { listTenants } from '../../../worker/tenancy/registry';

const { CRON, FIRED_AT, DATA_DIR } = process.env;
const platform = await createNodePlatform({ dataDir: DATA_DIR!, now: clockFromEnv(process.env).clock, log: () => {} });
// Connected and migrated before the start, so both instances reach the job together.
for (const tenant of await listTenants(platform.control)) await platform.databases.get(tenant.slug);

const lines = createInterface({ input: process.stdin });
console.log('ready');
for await (const line of lines) if (line === 'go') break;
lines.close();
try {
  await runScheduledJobs(CRON!, platform, jobs, new Date(FIRED_AT!));
} finally {
  console.log(`holder ${instanceHolder()}`);
  await platform.close();
}
