// The open-shift form's initial values from the address (docs/staffing.md "Screens"): the dashboard's
// staffing gap links to /open-shifts?publish=1&department_id=&date=&type=&start=&end=&skill_id=, so
// the form opens filled with the gap. Only well-formed values are taken; the rest keep their defaults.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type PublishPrefill = {
  departmentId: string;
  date: string | null;
  type: string;
  start: string | null;
  end: string | null;
  skillId: string;
};

export function publishPrefill(params: URLSearchParams): PublishPrefill {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const matching = (name: string, pattern: RegExp) => (pattern.test(text(name)) ? text(name) : null);
  return {
    departmentId: text('department_id'),
    date: matching('date', DATE),
    type: text('type').slice(0, 50),
    start: matching('start', TIME),
    end: matching('end', TIME),
    skillId: text('skill_id'),
  };
}

/** Whether the address asks to open the form at once. */
export const wantsPublish = (params: URLSearchParams) => params.get('publish') === '1';
