// Paths of the schedule feature's reads, without SWR: the entry starts a first screen's reads with
// its code (app/screens.ts `reads`), and the hooks of api/schedule.ts read the same paths.

/** A date's running and finished-not-confirmed shifts in the admin's companies (the dashboard). */
export const openShiftsPath = (date: string) => `/v1/work-schedule/open?${new URLSearchParams({ date })}`;
