// The company page's 'Availability': whether people's own changes wait for an admin, and whether a
// plan against availability warns or is refused.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { toast } from '../../../lib/toast';
import { saveAvailabilitySettings, useAvailabilitySettings } from '../api/availability';

export function AvailabilitySection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useAvailabilitySettings(companyId);
  const save = (input: { approval?: 'immediate' | 'admin'; conflicts?: 'warn' | 'block' }) =>
    saveAvailabilitySettings(companyId, input).then(
      (saved) => {
        void mutate(saved, { revalidate: false });
        toast.success(t('availability.saved'));
      },
      (e: Error) => toast.error(t('availability.saveFailed'), e.message),
    );
  return (
    <Card className="!p-4 sm:!p-6" data-testid="availability-section">
      <h2 className="mb-3 text-lg font-semibold">{t('availability.settings.title')}</h2>
      {error && !data
        ? <ErrorState title={t('availability.loadFailed')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-6" />
        : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Select
              label={t('availability.settings.approval')}
              value={data.approval}
              onChange={(e) => void save({ approval: e.target.value as 'immediate' | 'admin' })}
            >
              <option value="immediate">{t('availability.settings.immediate')}</option>
              <option value="admin">{t('availability.settings.admin')}</option>
            </Select>
            <Select
              label={t('availability.settings.conflicts')}
              value={data.conflicts}
              onChange={(e) => void save({ conflicts: e.target.value as 'warn' | 'block' })}
            >
              <option value="warn">{t('availability.settings.warn')}</option>
              <option value="block">{t('availability.settings.block')}</option>
            </Select>
          </div>
        )}
    </Card>
  );
}
