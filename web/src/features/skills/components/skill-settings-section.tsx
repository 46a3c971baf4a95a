// The company page's 'Skills in the plan' (docs/skills.md "Setting"): planning someone without a
// required skill warns or is refused.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { saveSkillSettings, useSkillSettings } from '../api/skills';

export function SkillSettingsSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useSkillSettings(companyId);

  async function change(mode: 'warn' | 'block') {
    try {
      await saveSkillSettings(companyId, mode);
      toast.success(t('skills.settings.saved'));
    } catch (failure) {
      toastActionError(failure, t('skills.saveError'));
    }
  }

  return (
    <Card className="!p-4 sm:!p-6" data-testid="skill-settings-section">
      <h2 className="mb-2 text-lg font-semibold">{t('skills.settings.title')}</h2>
      {error && !data
        ? <ErrorState title={t('skills.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-4" />
        : (
          <Select
            label={t('skills.settings.label')}
            value={data.skill_conflicts}
            onChange={(e) => void change(e.target.value === 'block' ? 'block' : 'warn')}
            className="max-w-sm"
          >
            <option value="warn">{t('skills.settings.warn')}</option>
            <option value="block">{t('skills.settings.block')}</option>
          </Select>
        )}
    </Card>
  );
}
