import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { Breach } from '../../../../types/api';

/**
 * A toast naming the labour-law rules (set to warn) that a change of the plan or a confirmation
 * breaks (docs/labour-law.md); nothing when it breaks none.
 */
export function useLabourLawToast() {
  const { t } = useTranslation();
  return (warnings: readonly Breach[]) => {
    if (!warnings.length) return;
    const rules = [...new Set(warnings.map((w) => t(`labourLaw.rules.${w.rule}`)))].join('; ');
    toast.info(t('labourLaw.warningsTitle', { count: warnings.length }), rules);
  };
}
