// Conflicts of a plan with people's availability and skills on screen (docs/plan-edits.md
// "Conflicts"): a list with who, when and what, and the toast after a single edit. Each conflict's
// text is `planConflicts.<code>` with its params, written by the feature that reports it.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat } from '../lib/format';
import { toast } from '../lib/toast';
import type { PlanConflict } from '../types/api';

/** A conflict's text: its code translated with its params (the code itself when no text is known). */
export function conflictText(t: TFunction, conflict: PlanConflict): string {
  return t(`planConflicts.${conflict.code}`, { ...conflict.params, defaultValue: conflict.code });
}

/** Conflicts as a list: what, who (a name when known) and the date. `total`: when these are the first of more. */
export function ConflictList(
  { conflicts, names, max = 20, total }: { conflicts: readonly PlanConflict[]; names?: Map<string, string>; max?: number; total?: number },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = Math.min(max, conflicts.length);
  const all = total ?? conflicts.length;
  return (
    <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="conflict-list">
      {conflicts.slice(0, max).map((conflict, i) => (
        <li key={`${conflict.code}-${conflict.user_id}-${conflict.date}-${i}`}>
          <span className="font-medium">{conflictText(t, conflict)}</span>
          {names?.get(conflict.user_id) ? ` · ${names.get(conflict.user_id)}` : ''}
          {' · '}
          {format.day(conflict.date, { day: 'numeric', month: 'short' })}
        </li>
      ))}
      {all > shown && <li>{t('planConflicts.more', { count: all - shown })}</li>}
    </ul>
  );
}

/** A toast naming what a single plan change conflicts with (let through by the company); nothing when none. */
export function usePlanConflictsToast() {
  const { t } = useTranslation();
  return (conflicts: readonly PlanConflict[] | undefined) => {
    if (!conflicts?.length) return;
    const texts = [...new Set(conflicts.map((c) => conflictText(t, c)))].join('; ');
    toast.info(t('planConflicts.title'), texts);
  };
}

/** The conflicts of a refused plan (422 `plan.conflicts`), from the answer's body. */
export function refusedConflicts(error: unknown): { conflicts: PlanConflict[]; total: number } | null {
  const body = (error as { body?: { code?: string; conflicts?: PlanConflict[]; conflicts_total?: number } } | null)?.body;
  if (body?.code !== 'plan.conflicts' || !Array.isArray(body.conflicts)) return null;
  return { conflicts: body.conflicts, total: body.conflicts_total ?? body.conflicts.length };
}
