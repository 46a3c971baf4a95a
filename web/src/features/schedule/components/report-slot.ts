import type { ComponentType } from 'react';

/**
 * The report of what a schedule screen shows: the reports feature's button, which app/routes gives
 * the work schedule and the employees schedule (a feature never imports another).
 */
export type ReportSlotProps = {
  start: string;
  end: string;
  person?: { id: string; name: string } | null;
  companyId?: string | null;
  departmentId?: string | null;
  scope?: 'user' | 'company' | 'department';
};

export type ReportSlot = ComponentType<ReportSlotProps>;
