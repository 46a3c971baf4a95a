import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { IconName } from '../../../components/ui/icons';
import { Tabs, type Tab } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { AppearanceTab } from './appearance-tab';
import { DangerZoneTab, type DangerZoneSection } from './danger-zone-tab';
import { PasswordTab } from './password-tab';
import { ProfileTab, type PersonalFieldsPart } from './profile-tab';

export type { DangerZoneSection, PersonalFieldsPart };

/** A tab another feature adds (the calendar feed), passed in by the app (app/routes/settings.tsx). */
export type SettingsExtraTab = { id: string; label: string; icon: IconName; element: ReactNode };

type TabId = 'profile' | 'password' | 'appearance' | 'notifications' | 'signup' | 'danger' | (string & {});

type SettingsPageProps = {
  /** My profile's personal fields (features/employees), given by the app. */
  personalFields: PersonalFieldsPart;
  dangerZone?: readonly DangerZoneSection[];
  extraTabs?: readonly SettingsExtraTab[];
  /** The Notifications tab's content: push on this device (features/push), given by the app. */
  notifications?: ReactNode;
  /** The Sign-up tab's content (superadmins): the tenant's sign-up policy (features/auth), given by the app. */
  signup?: ReactNode;
};

/** /settings?tab=...: My profile, Password, Appearance, Notifications (push), Sign-up (superadmins), Danger Zone. */
export function SettingsPage({ personalFields, dangerZone = [], extraTabs = [], notifications, signup }: SettingsPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const { data: user, error, mutate } = useUser();
  const isSuperadmin = user?.role === 'superadmin';

  const tabs: Tab<TabId>[] = [
    { id: 'profile', label: t('settings.tabs.profile'), icon: 'user' },
    { id: 'password', label: t('settings.tabs.password'), icon: 'key' },
    { id: 'appearance', label: t('settings.tabs.appearance'), icon: 'palette' },
    ...(notifications ? [{ id: 'notifications' as const, label: t('settings.tabs.notifications'), icon: 'bell' as const }] : []),
    ...extraTabs.map(({ id, label, icon }) => ({ id, label, icon })),
    ...(isSuperadmin && signup ? [{ id: 'signup' as const, label: t('settings.tabs.signup'), icon: 'users' as const }] : []),
    { id: 'danger', label: t('settings.tabs.danger'), icon: 'warning' },
  ];
  // A tab the role does not have (Sign-up for others) shows My profile.
  const tab: TabId = tabs.find((item) => item.id === requested)?.id ?? (requested === 'signup' && !user ? 'signup' : 'profile');

  let content: ReactNode;
  if (error) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-semibold">{t('dashboard.loadError')}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{error.message}</p>
        <Button variant="ghost" onClick={() => void mutate()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (!user) {
    content = (
      <div className="flex justify-center py-12 text-primary-700 dark:text-primary-400">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  } else if (tab === 'profile') {
    content = <ProfileTab user={user} personalFields={personalFields} />;
  } else if (tab === 'password') {
    content = <PasswordTab />;
  } else if (tab === 'appearance') {
    content = <AppearanceTab />;
  } else if (tab === 'notifications') {
    content = notifications;
  } else if (tab === 'signup') {
    content = signup;
  } else if (extraTabs.some((extra) => extra.id === tab)) {
    content = extraTabs.find((extra) => extra.id === tab)!.element;
  } else {
    content = <DangerZoneTab user={user} sections={dangerZone.filter((section) => section.roles.includes(user.role))} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <Card className="!p-4 sm:!p-6">
        <Tabs
          label={t('settings.tabsLabel')}
          tabs={tabs}
          value={tab}
          onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
        >
          {content}
        </Tabs>
      </Card>
    </div>
  );
}
