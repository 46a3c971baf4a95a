// When a seed of the demo made at one instant is what a seed at another would give, as far as dates
// go: the same date and UTC offset in UTC (usage counts) and the demo companies' zones. The seed
// templates of the API tests (tests/api/support/seed-template.ts) and of the end-to-end servers
// (tests/e2e/support/demo-template.ts) are used only then.
import { localDate } from '../../worker/lib/time';

const ZONES = ['UTC', 'Europe/Warsaw', 'Europe/Kyiv'];

function utcOffset(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) =>
    part.type === 'timeZoneName'
  )!.value;
}

export function sameSeedDay(a: number, b: number): boolean {
  const [x, y] = [new Date(a), new Date(b)];
  return ZONES.every((zone) => localDate(x, zone) === localDate(y, zone) && utcOffset(x, zone) === utcOffset(y, zone));
}
