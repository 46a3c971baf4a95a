import { useTranslation } from 'react-i18next';
import { SignupTab } from '../../features/auth/components/signup-tab';
import { CalendarFeedTab } from '../../features/calendar-feeds/components/calendar-feed-tab';
import { PersonalFields, readPersonalFields } from '../../features/employees/components/personal-fields';
import { DeleteCompanySection, DeleteDepartmentSection } from '../../features/org/components/danger-zone';
import { NotificationsTab } from '../../features/push/components/notifications-tab';
import { DeletePatternSection } from '../../features/schedule/components/danger-zone';
import {
  SettingsPage,
  type DangerZoneSection,
  type PersonalFieldsPart,
  type SettingsExtraTab,
} from '../../features/settings/components/settings-page';
import { ADMINS, SUPERADMINS } from '../screens';

/**
 * The Danger Zone sections other features contribute, in the order shown. When a feature lands a
 * delete, it exports a section element built from components/ui/danger-action and adds it here.
 */
const DANGER_ZONE: readonly DangerZoneSection[] = [
  { id: 'delete-pattern', roles: ADMINS, element: <DeletePatternSection /> },
  { id: 'delete-department', roles: ADMINS, element: <DeleteDepartmentSection /> },
  { id: 'delete-company', roles: SUPERADMINS, element: <DeleteCompanySection /> },
];

/** My profile's fields are the ones the profile page edits for another person (features/employees). */
const PERSONAL_FIELDS: PersonalFieldsPart = { Fields: PersonalFields, read: readPersonalFields };

export function SettingsRoute() {
  const { t } = useTranslation();
  // Tabs of other features, after Notifications.
  const extraTabs: SettingsExtraTab[] = [{ id: 'calendar', label: t('calendarFeeds.tab'), icon: 'calendar', element: <CalendarFeedTab /> }];
  // Notifications is push on this device (features/push); Sign-up the tenant's policy (features/auth).
  return (
    <SettingsPage
      personalFields={PERSONAL_FIELDS}
      dangerZone={DANGER_ZONE}
      extraTabs={extraTabs}
      notifications={<NotificationsTab />}
      signup={<SignupTab />}
    />
  );
}
