// Writes whose effects other screens show. SWR keys are API paths; each module that reads (a
// feature's api file, a shared lib) names its own keys and says which changes move them. A write
// announces what it changed and every read registered for that change loads again, so no feature
// knows another feature's paths (docs/web.md, "Feature boundaries").
import { mutate } from 'swr';

/** What a write changed: `absence` a request (filed, decided, cancelled), `organisation` a company, department, user or employment record. */
export type DataChange = 'absence' | 'organisation';

/** Whether a cached key (an API path) is one of a module's reads. */
export type KeyTest = (key: string) => boolean;

const readers: Record<DataChange, KeyTest[]> = { absence: [], organisation: [] };

/** Every cached read whose key passes `isKey` loads again (the mounted ones now, the others when next shown). */
export const revalidateKeys = (isKey: KeyTest) => mutate((key) => typeof key === 'string' && isKey(key));

/**
 * The reads `isKey` accepts show data that `change` moves. Called when the module making those
 * reads loads: a read exists only once its module has loaded, so none is missed.
 */
export function revalidateOn(change: DataChange, isKey: KeyTest): void {
  readers[change].push(isKey);
}

/** After a write: every read registered for `change` loads again, each key once. */
export const dataChanged = (change: DataChange) => revalidateKeys((key) => readers[change].some((isKey) => isKey(key)));
