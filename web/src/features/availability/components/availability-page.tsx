// /availability: one's own availability (a week grid valid from a date, exceptions, preferences);
// admins also open a person's (?user=), the changes awaiting approval (?tab=approvals) and who can
// work in a department on a day (?tab=who).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { linkClasses } from '../../../components/ui/link';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { hasRole, useUser } from '../../../lib/auth';
import { isoDay } from '../../../lib/paths';
import { usePersonAvailability, usePersonName } from '../api/availability';
import { ApprovalsPanel, WhoCanWorkPanel } from './admin-panels';
import { ChangeSummary } from './change-summary';
import { ExceptionsPanel, PreferencesPanel } from './person-panels';
import { WeekEditor } from './week-editor';

type TabId = 'mine' | 'approvals' | 'who';

function PersonAvailability({ userId, other }: { userId: string; other: boolean }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = usePersonAvailability(userId);
  const person = usePersonName(other ? userId : null);
  const today = isoDay(new Date());
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState title={t('availability.loadFailed')} message={error?.message} onRetry={() => void mutate()} />;
  return (
    <div className="flex flex-col gap-6">
      {other && (
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 className="text-xl font-semibold" data-testid="availability-person">{person.data?.full_name || person.data?.email || '…'}</h2>
          <Link className={linkClasses} to={`/user/${userId}`}>{t('availability.profile')}</Link>
        </div>
      )}
      {data.approval === 'admin' && (
        <p className="text-sm text-stone-600 dark:text-stone-300">{other ? t('availability.adminNote') : t('availability.approvalNote')}</p>
      )}
      {data.pending.length > 0 && (
        <Card className="flex flex-col gap-3 p-4" data-testid="availability-pending">
          <h2 role="status" className="font-semibold">{t('availability.pendingCount', { count: data.pending.length })}</h2>
          <ul className="flex flex-col gap-3 divide-y divide-stone-200 dark:divide-stone-700">
            {data.pending.map((change) => (
              <li key={change.id} className="pt-3 first:pt-0">
                <ChangeSummary change={change} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      <WeekEditor key={`${userId}:${data.versions.length}`} userId={userId} availability={data} today={today} />
      <ExceptionsPanel userId={userId} availability={data} today={today} />
      <PreferencesPanel key={`${userId}:prefs`} userId={userId} availability={data} />
    </div>
  );
}

export function AvailabilityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('availability.title'));
  const { data: me } = useUser();
  const [params, setParams] = useSearchParams();
  const isAdmin = hasRole(me?.role, ['admin', 'superadmin']);
  const asked = params.get('tab');
  const tab: TabId = isAdmin && (asked === 'approvals' || asked === 'who') ? asked : 'mine';
  const userId = (isAdmin && params.get('user')) || me?.id;
  const tabs = [
    {
      id: 'mine' as const,
      label: params.get('user') && isAdmin ? t('availability.tabs.person') : t('availability.tabs.mine'),
      icon: 'calendar' as const,
    },
    ...(isAdmin
      ? [
        { id: 'approvals' as const, label: t('availability.tabs.approvals'), icon: 'check' as const },
        { id: 'who' as const, label: t('availability.tabs.who'), icon: 'users' as const },
      ]
      : []),
  ];
  const body = tab === 'approvals' ? <ApprovalsPanel /> : tab === 'who' ? <WhoCanWorkPanel today={isoDay(new Date())} /> : userId
    ? <PersonAvailability userId={userId} other={userId !== me?.id} />
    : <LoadingState />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('availability.title')} subtitle={t('availability.intro')} />
      {tabs.length > 1
        ? (
          <Tabs
            label={t('availability.title')}
            tabs={tabs}
            value={tab}
            onChange={(id) => {
              const next = new URLSearchParams(params);
              if (id === 'mine') next.delete('tab');
              else next.set('tab', id);
              setParams(next, { replace: true });
            }}
          >
            <div className="pt-4">{body}</div>
          </Tabs>
        )
        : body}
    </div>
  );
}
