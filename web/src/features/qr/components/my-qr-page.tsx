// /my-qr: the signed-in user's 60-second code for the scanner, renewed a few seconds before it
// expires with a visible countdown, and their permanent employee card (number, PDF).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDownloadButton, spacedCardNumber } from './card-download-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { issueShortCode, qrDataUrl, useCard } from '../api/qr';
import { toast } from '../../../lib/toast';
import { SHORT_CODE_SECONDS } from '../../../../../worker/features/qr/kinds';

/** A new code is asked for this long before the current one expires. */
export const RENEW_BEFORE_MS = 5_000;

type Shown = { code: string; image: string; deadline: number; lifetime: number };

export function MyQrPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myQr.title'));
  const { data: me } = useUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={t('myQr.title')} subtitle={t('myQr.intro')} />
      <ShortCodePanel />
      {me && <MyCardPanel userId={me.id} />}
    </div>
  );
}

function ShortCodePanel() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const asking = useRef(false);

  const renew = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const issued = await issueShortCode();
      const received = Date.now();
      // A code is good for SHORT_CODE_SECONDS from when the server signed it (less up to a second:
      // the expiry is in whole seconds). Counting from its arrival on the browser's own clock keeps
      // the countdown right when the browser's clock is off; expires_at is the server's word.
      const left = SHORT_CODE_SECONDS * 1000 - 1000;
      setShown({ code: issued.code, image: await qrDataUrl(issued.code), deadline: received + left, lifetime: left });
      setFailed(null);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : undefined;
      toast.error(t('myQr.issueFailed'), reason);
      setFailed(reason ?? t('myQr.issueFailed'));
    } finally {
      asking.current = false;
      setNow(Date.now());
    }
  }, [t]);

  // Every second: the countdown moves, and a few seconds before the end a new code is asked for
  // (after a failed renewal, the button asks again).
  const latest = useRef({ shown, failed });
  useEffect(() => {
    latest.current = { shown, failed };
  }, [shown, failed]);
  useEffect(() => {
    const first = setTimeout(() => void renew(), 0);
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const { shown: current, failed: failure } = latest.current;
      if (current && !failure && current.deadline - at <= RENEW_BEFORE_MS) void renew();
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [renew]);

  const left = shown ? shown.deadline - now : 0;
  const expired = shown !== null && left <= 0;

  if (!shown && failed) return <ErrorState title={t('myQr.issueFailed')} message={failed} onRetry={() => void renew()} />;

  const seconds = Math.max(0, Math.ceil((left - RENEW_BEFORE_MS) / 1000));
  const share = shown ? Math.max(0, Math.min(1, (left - RENEW_BEFORE_MS) / (shown.lifetime - RENEW_BEFORE_MS))) : 0;
  return (
    <Card className="flex flex-col items-center gap-4 !p-4 sm:!p-6">
      <div className="grid size-64 max-w-full place-items-center rounded-lg bg-white p-2 shadow-inner ring-1 ring-stone-200 dark:ring-stone-700 sm:size-72">
        {shown && !expired
          ? (
            <img
              src={shown.image}
              alt={t('myQr.codeLabel')}
              data-code={shown.code}
              data-testid="my-qr-code"
              className="size-full [image-rendering:pixelated]"
            />
          )
          : expired
          ? <p className="px-4 text-center text-sm text-stone-700">{t('myQr.expired')}</p>
          : <Spinner size="lg" label={t('common.loading')} />}
      </div>
      {shown && !expired && (
        <div className="flex w-full max-w-xs flex-col items-center gap-2">
          <p
            className="text-sm font-medium tabular-nums text-stone-700 dark:text-stone-300"
            role="timer"
            aria-live="off"
            data-testid="my-qr-countdown"
          >
            {left <= RENEW_BEFORE_MS ? t('myQr.renewing') : t('myQr.countdown', { count: seconds })}
          </p>
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700" aria-hidden>
            <div
              className="h-full rounded-full bg-primary-700 transition-[width] duration-1000 ease-linear dark:bg-primary-400"
              style={{ width: `${share * 100}%` }}
            />
          </div>
        </div>
      )}
      {(expired || failed) && (
        <Button variant="ghost" onClick={() => void renew()}>
          <Icon name="qr" className="size-4" />
          {t('myQr.renew')}
        </Button>
      )}
    </Card>
  );
}

function MyCardPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data: card, error, mutate } = useCard(userId);
  return (
    <Card className="flex flex-col gap-4 !p-4 sm:!p-6" aria-labelledby="my-card-heading">
      <h2 id="my-card-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="idCard" className="size-5 text-primary-700 dark:text-primary-400" />
        {t('myQr.cardHeading')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('myQr.cardIntro')}</p>
      {error
        ? <ErrorState title={t('profile.card.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !card
        ? <Spinner label={t('common.loading')} />
        : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-xs uppercase tracking-wide text-stone-500 dark:text-stone-400">{t('profile.card.number')}</p>
              <p className="font-mono text-xl tabular-nums" data-testid="my-card-number">
                {spacedCardNumber(card.number)}
              </p>
            </div>
            <CardDownloadButton userId={userId} />
          </div>
        )}
    </Card>
  );
}
