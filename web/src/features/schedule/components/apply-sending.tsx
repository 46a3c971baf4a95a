// What the two ways of applying a pattern share (the pattern page's form and the work schedule's
// 'Apply template'): the period's checks, one send at a time with the refusal kept, and the outcome.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert } from '../../../components/ui/alert';
import { isMonth } from '../../../lib/month';
import type { ApplyResult, Breach, PlanConflict } from '../../../types/api';
import { refusedBreaches, refusedTotal } from '../api/labour-law';
import { BreachList, WarningsSummary } from './labour-law/breaches';
import { ConflictList, refusedConflicts } from '../../../components/plan-conflicts';

/** The start month and the number of months (1-12): their problems by field. */
export function checkApplyPeriod(t: TFunction, startMonth: string, months: number): Record<string, string> {
  const found: Record<string, string> = {};
  if (!isMonth(startMonth)) found.startMonth = t('workSchedule.apply.monthRequired');
  if (!Number.isInteger(months) || months < 1 || months > 12) found.months = t('workSchedule.apply.monthsRange');
  return found;
}

/** A refused send: the API's message and, when labour law or conflicts blocked it, the breaches or conflicts. */
export type ApplyRefusal = {
  message: string;
  blocked: { breaches: Breach[]; total?: number } | null;
  conflicts?: { conflicts: PlanConflict[]; total: number } | null;
};

/**
 * Sends one at a time: `prepare` checks the form and answers the call to make, or null to send
 * nothing; while a send is pending, another is not even checked. A refusal stays until the next send.
 */
export function useApplySending<Kind extends string>() {
  const [pending, setPending] = useState<Kind | null>(null);
  const [refusal, setRefusal] = useState<ApplyRefusal | null>(null);
  const busy = useRef(false);

  async function send(kind: Kind, prepare: () => (() => Promise<void>) | null) {
    if (busy.current) return;
    const call = prepare();
    if (!call) return;
    busy.current = true;
    setPending(kind);
    setRefusal(null);
    try {
      await call();
    } catch (error) {
      const breaches = refusedBreaches(error);
      setRefusal({
        message: (error as Error).message,
        blocked: breaches && { breaches, total: refusedTotal(error) },
        conflicts: refusedConflicts(error),
      });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { pending, refusal, clearRefusal: () => setRefusal(null), send };
}

type ApplyOutcomeProps = {
  refusal: ApplyRefusal | null;
  result: ApplyResult | null;
  /** People's names for the breaches, when the answer gives only ids. */
  names?: Map<string, string>;
  /** Where every warning of the applied period is listed. */
  fullList: string;
};

/** A refusal with the breaches that blocked it, or the counts of what was applied and its warnings. */
export function ApplyOutcome({ refusal, result, names, fullList }: ApplyOutcomeProps) {
  const { t } = useTranslation();
  return (
    <>
      {refusal?.message && (
        <Alert title={t('workSchedule.apply.error')}>
          {refusal.message}
          {refusal.blocked && <BreachList breaches={refusal.blocked.breaches} total={refusal.blocked.total} names={names} />}
          {refusal.conflicts && <ConflictList conflicts={refusal.conflicts.conflicts} total={refusal.conflicts.total} names={names} />}
        </Alert>
      )}
      {result && (
        <Alert variant="success" title={t('workSchedule.apply.done')}>
          <span data-testid="apply-result">{t('workSchedule.apply.result', result)}</span>
        </Alert>
      )}
      {result && result.warnings_total > 0 && (
        <Alert variant="info" live title={t('labourLaw.warningsTitle', { count: result.warnings_total })}>
          <WarningsSummary summary={result} names={names} fullList={fullList} />
        </Alert>
      )}
      {result && result.conflicts_total > 0 && (
        <Alert variant="info" live title={t('planConflicts.title')}>
          <ConflictList conflicts={result.conflicts} total={result.conflicts_total} names={names} />
        </Alert>
      )}
    </>
  );
}
