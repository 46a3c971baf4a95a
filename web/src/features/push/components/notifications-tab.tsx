import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Badge } from '../../../components/ui/states';
import { fetcher, type ApiError } from '../../../lib/api';
import {
  currentPermission,
  disablePush,
  enablePush,
  existingSubscription,
  PUSH_PREFERENCES_PATH,
  savePushPreferences,
  type PushErrorCode,
  type PushPermission,
} from '../lib/push';
import { getAccessToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { NotificationKind, PushPreferences } from '../../../types/api';

/** Which error of enabling gets which text (the others: the generic one). */
const ERROR_TEXT: Partial<Record<PushErrorCode, 'dismissed' | 'blocked' | 'unsupported' | 'notConfigured'>> = {
  'permission-dismissed': 'dismissed',
  'permission-blocked': 'blocked',
  unsupported: 'unsupported',
  'indexeddb-unsupported': 'unsupported',
  'no-window': 'unsupported',
  'missing-config': 'notConfigured',
};

/** Notifications: push on this device (permission, enable, disable) and which kinds are pushed. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<PushPermission>(() => currentPermission());
  /** Whether this device has a subscription; null while it is being checked. */
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushErrorCode | null>(null);

  useEffect(() => {
    let live = true;
    void existingSubscription().then((subscription) => live && setSubscribed(Boolean(subscription)));
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setBusy(true);
    setProblem(null);
    let code: PushErrorCode | null = null;
    const subscription = await enablePush((error) => (code = error));
    setPermission(currentPermission());
    setBusy(false);
    if (subscription) {
      setSubscribed(true);
      toast.success(t('settings.push.enabled'));
    } else setProblem(code ?? 'subscribe-failed');
  }

  async function disable() {
    setBusy(true);
    setProblem(null);
    const done = await disablePush(getAccessToken());
    setBusy(false);
    if (done) {
      setSubscribed(false);
      toast.success(t('settings.push.disabled'));
    } else toast.error(t('settings.push.disableFailed'));
  }

  const problemKey = problem ? (ERROR_TEXT[problem] ?? 'enableFailed') : null;
  // A refusal that turned the permission to 'denied' (or showed push unsupported) is already said by
  // the state's own alert above, in the same words: said once.
  const saidAbove = (problemKey === 'blocked' && permission === 'denied') || (problemKey === 'unsupported' && permission === 'unsupported');
  const problemText = problemKey && !saidAbove ? t(`settings.push.${problemKey}`) : null;
  const stateTone = permission === 'granted' ? 'success' : permission === 'default' ? 'neutral' : 'muted';

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="push-heading">
        <div>
          <h2 id="push-heading" className="text-lg font-semibold">
            {t('settings.push.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('settings.push.intro')}</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="push-permission" data-state={permission}>
          <span className="font-medium">{t('settings.push.stateLabel')}:</span>
          <Badge tone={stateTone}>{t(`settings.push.states.${permission}`)}</Badge>
        </p>
        {permission === 'unsupported'
          ? <Alert variant="info">{t('settings.push.unsupported')}</Alert>
          : permission === 'denied'
          ? (
            <Alert variant="locked" live>
              {t('settings.push.blocked')}
            </Alert>
          )
          : subscribed === null
          ? (
            <p className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <Spinner size="sm" />
              {t('settings.push.checking')}
            </p>
          )
          : (
            <div className="flex flex-col gap-3">
              <p className="text-sm" data-testid="push-subscribed" data-subscribed={String(subscribed)}>
                {subscribed ? t('settings.push.on') : t('settings.push.off')}
              </p>
              <div className="flex flex-wrap gap-2">
                {subscribed
                  ? (
                    <Button variant="ghost" onClick={() => void disable()} isLoading={busy}>
                      {t('settings.push.disable')}
                    </Button>
                  )
                  : (
                    <Button onClick={() => void enable()} isLoading={busy}>
                      {t('settings.push.enable')}
                    </Button>
                  )}
              </div>
            </div>
          )}
        {problemText && <Alert variant={problem === 'permission-blocked' ? 'locked' : 'error'}>{problemText}</Alert>}
      </section>
      <PushKinds />
    </div>
  );
}

/** The kinds of notification pushed to this user's devices (saved at once). */
function PushKinds() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSWR<PushPreferences, ApiError>(PUSH_PREFERENCES_PATH, fetcher);
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  async function toggle(kind: NotificationKind, pushed: boolean) {
    if (!data) return;
    const muted = pushed ? data.muted_kinds.filter((k) => k !== kind) : [...data.muted_kinds, kind];
    setSaving(kind);
    try {
      await mutate(await savePushPreferences(muted), { revalidate: false });
      toast.success(t('settings.push.saved'));
    } catch {
      toast.error(t('settings.push.saveFailed'));
    } finally {
      setSaving(null);
    }
  }

  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 border-t border-stone-200 pt-6 dark:border-stone-800">
        <p className="text-sm font-semibold">{t('settings.push.loadError')}</p>
        <Button variant="ghost" onClick={() => void mutate()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3 border-t border-stone-200 pt-6 dark:border-stone-800" aria-busy={!data || saving !== null}>
      <legend className="float-left mb-1 text-base font-semibold">{t('settings.push.kindsLegend')}</legend>
      <p className="clear-left text-sm text-stone-600 dark:text-stone-400">{t('settings.push.kindsHint')}</p>
      {!data ? <Spinner label={t('common.loading')} /> : (
        <ul className="flex flex-col gap-1">
          {data.kinds.map((kind) => {
            const pushed = !data.muted_kinds.includes(kind);
            return (
              <li key={kind}>
                <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-stone-100 dark:hover:bg-stone-800/60">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary-700"
                    checked={pushed}
                    disabled={saving !== null}
                    onChange={(event) => void toggle(kind, event.target.checked)}
                  />
                  <span className="break-words">{t(`settings.push.kinds.${kind}`)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
