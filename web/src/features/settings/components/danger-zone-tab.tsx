import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerAction } from '../../../components/ui/danger-action';
import { ApiError } from '../../../lib/api';
import { useLogout } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import type { Role, UserPublic } from '../../../types/api';
import { deleteMe } from '../api/account';

/**
 * A destructive action another feature adds to the Danger Zone (delete a department, a company,
 * a pattern), shown to the roles given. The app passes them in (app/routes/settings.tsx):
 * features never import each other. Build the element from components/ui/danger-action.
 */
export type DangerZoneSection = { id: string; roles: readonly Role[]; element: ReactNode };

/** Danger Zone: the sections other features add (for the user's role), then deleting one's account. */
export function DangerZoneTab({ user, sections }: { user: UserPublic; sections: readonly DangerZoneSection[] }) {
  const { t } = useTranslation();
  const logout = useLogout();

  async function deleteAccount() {
    try {
      await deleteMe();
    } catch (error) {
      toast.error(t('settings.danger.deleteAccount.failure'), error instanceof ApiError ? error.message : t('errors.unknown'));
      throw error;
    }
    toast.success(t('settings.danger.deleteAccount.deleted'), t('settings.danger.deleteAccount.deletedDescription'));
    logout();
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">{t('settings.danger.heading')}</h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('settings.danger.intro')}</p>
      </div>
      {sections.map((section) => <div key={section.id}>{section.element}</div>)}
      <DangerAction
        title={t('settings.danger.deleteAccount.title')}
        description={t('settings.danger.deleteAccount.description')}
        actionLabel={t('settings.danger.deleteAccount.action')}
        confirm={{
          title: t('settings.danger.deleteAccount.confirmTitle'),
          message: t('settings.danger.deleteAccount.confirmMessage', { email: user.email }),
          confirmLabel: t('settings.danger.deleteAccount.confirm'),
          cancelLabel: t('common.cancel'),
        }}
        onConfirm={deleteAccount}
      />
    </div>
  );
}
