// /open-shifts: open shifts of the caller's department (employees claim and withdraw; admins
// publish, decide claims and cancel) and, in the second tab, swap offers (colleagues accept; admins
// approve or reject). The tab is in the URL (?tab=swaps), so a notification's link opens it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { OpenShiftsPanel } from './open-shifts-panel';
import type { MySkillsRead, SkillsRead } from './skills-read';
import { SwapsPanel } from './swaps-panel';

type TabId = 'open' | 'swaps';

/**
 * `useSkills`: the skills catalogue an open shift may require; `useMySkills`: the caller's own; both
 * given by app/routes/shift-market-route.tsx.
 */
export function ShiftMarketPage({ useSkills, useMySkills }: { useSkills: SkillsRead; useMySkills: MySkillsRead }) {
  const { t } = useTranslation();
  useDocumentTitle(t('shiftMarket.title'));
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'swaps' ? 'swaps' : 'open';
  const tabs = [
    { id: 'open' as const, label: t('shiftMarket.tabs.open'), icon: 'megaphone' as const },
    { id: 'swaps' as const, label: t('shiftMarket.tabs.swaps'), icon: 'repeat' as const },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('shiftMarket.title')} subtitle={t('shiftMarket.intro')} />
      <Tabs
        label={t('shiftMarket.title')}
        tabs={tabs}
        value={tab}
        onChange={(id) => setParams(id === 'open' ? {} : { tab: id }, { replace: true })}
      >
        <div className="pt-4">{tab === 'open' ? <OpenShiftsPanel useSkills={useSkills} useMySkills={useMySkills} /> : <SwapsPanel />}</div>
      </Tabs>
    </div>
  );
}
