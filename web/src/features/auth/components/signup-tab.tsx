// Settings > Sign-up (superadmins): the company's sign-up policy (PUT /settings/signup-policy).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioCards } from '../../../components/ui/radio-cards';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { saveSignupPolicy, SIGNUP_POLICIES, useSignupPolicy } from '../api/signup-policy';
import { toast } from '../../../lib/toast';
import type { SignupPolicy } from '../../../types/api';

export function SignupTab() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSignupPolicy();
  const [chosen, setChosen] = useState<SignupPolicy | null>(null);
  const [isSaving, setSaving] = useState(false);

  if (error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert title={t('settings.signup.loadError')}>{error.message}</Alert>
        <Button variant="ghost" onClick={() => void mutate()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="flex justify-center py-12 text-primary-700 dark:text-primary-400">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }

  const value = chosen ?? data.policy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveSignupPolicy(value);
      setChosen(null);
      toast.success(t('settings.signup.saved'), t(`settings.signup.options.${saved.policy}`));
    } catch (failure) {
      toast.error(t('settings.signup.failure'), failure instanceof ApiError ? failure.message : t('errors.unknown'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex max-w-2xl flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold">{t('settings.signup.heading')}</h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('settings.signup.intro')}</p>
      </div>
      <RadioCards
        legend={t('settings.signup.legend')}
        name="signup-policy"
        value={value}
        onChange={setChosen}
        options={SIGNUP_POLICIES.map((policy) => ({ value: policy, label: t(`settings.signup.options.${policy}`) }))}
      />
      <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
        {t(`settings.signup.explain.${value}`)}
      </p>
      <div>
        <Button type="submit" isLoading={isSaving} disabled={value === data.policy}>
          {t('settings.signup.save')}
        </Button>
      </div>
    </form>
  );
}
