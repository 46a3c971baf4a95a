// The IANA time zones the browser knows, for the company form's searchable select.
import type { ComboboxOption } from '../../../components/ui/combobox';

export const DEFAULT_TIMEZONE = 'Europe/Warsaw';

const resolves = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

let cached: ComboboxOption[] | null = null;

/** "UTC+1", "UTC-3:30", "UTC" for a zone now. */
function offset(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((item) => item.type === 'timeZoneName')?.value;
    return (part ?? '').replace(/^GMT/, 'UTC');
  } catch {
    return '';
  }
}

/**
 * Every zone of `Intl.supportedValuesOf('timeZone')` and `UTC`, with its current offset as a hint,
 * plus `current` when the runtime lists it under another name (a company stored `Europe/Kyiv`
 * where the browser says `Europe/Kiev`): the API accepts both.
 */
export function timeZoneOptions(current?: string): ComboboxOption[] {
  if (!cached) {
    const zones = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
    zones.add('UTC');
    zones.add(DEFAULT_TIMEZONE);
    // Today's name of Kyiv, which some runtimes still list as Europe/Kiev; the API takes both.
    if (resolves('Europe/Kyiv')) zones.add('Europe/Kyiv');
    cached = [...zones].sort().map((zone) => ({ value: zone, hint: offset(zone) }));
  }
  if (current && !cached.some((option) => option.value === current)) {
    return [...cached, { value: current, hint: offset(current) }].sort((a, b) => a.value.localeCompare(b.value));
  }
  return cached;
}
