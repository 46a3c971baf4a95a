// The profile's Danger Zone (whoever the API lets delete the account: profile-rules.ts deleteUser):
// DELETE /users/{id}, after a confirmation. A refusal (403, 404, 409) shows the server's reason beside the button and as a toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { DangerAction } from '../../../components/ui/danger-action';
import { ApiError } from '../../../lib/api';
import { revalidateOrganisation } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import type { UserPublic } from '../../../types/api';
import { deleteUser } from '../api/employees';

export function DeleteUserSection({ user }: { user: Pick<UserPublic, 'id' | 'email' | 'full_name'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const name = user.full_name || user.email;

  async function remove() {
    setProblem(null);
    try {
      await deleteUser(user.id);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('errors.unknown');
      setProblem(message);
      toast.error(t('profile.danger.failure'), message);
      throw error;
    }
    toast.success(t('profile.danger.deleted'), name);
    navigate('/users', { replace: true });
    void revalidateOrganisation();
  }

  return (
    <DangerAction
      title={t('profile.danger.title')}
      description={t('profile.danger.description')}
      actionLabel={t('profile.danger.action')}
      confirm={{
        title: t('profile.danger.confirmTitle'),
        message: t('profile.danger.confirmMessage', { name, email: user.email }),
        confirmLabel: t('settings.danger.delete'),
        cancelLabel: t('common.cancel'),
      }}
      onConfirm={remove}
    >
      {problem && (
        <Alert title={t('profile.danger.failure')} live={false}>
          {problem}
        </Alert>
      )}
    </DangerAction>
  );
}
