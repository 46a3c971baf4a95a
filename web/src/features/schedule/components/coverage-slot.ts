import type { ComponentType } from 'react';

/**
 * The staffing coverage of a department's month under the employees grid: the staffing feature's
 * rows, which app/routes gives the employees schedule (a feature never imports another). `revision`
 * changes whenever the grid's data does (a shift added, changed or moved), so the rows load again.
 */
export type CoverageSlotProps = { departmentId: string; start: string; end: string; days: readonly string[]; revision: unknown };

export type CoverageSlot = ComponentType<CoverageSlotProps>;
