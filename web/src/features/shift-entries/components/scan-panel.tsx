// The scanner of an entry: the camera (scanner/camera.ts: native BarcodeDetector or the ZXing
// ponyfill), the forced scan input (a keyboard-wedge scanner types the code and Enter), and the
// feedback a person at a door notices: a large panel with their name, picture and Started/Ended
// for about 3 s with a beep, or a red 'Code not recognized' / 'Failed to add'. The next scan is
// ready at once: the input is cleared and keeps the focus. A closed entry disables both.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ApiError, codeMessage, field } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { personInitials } from '../../../lib/initials';
import type { ShiftEntry, ShiftEntryPerson, ShiftEntryScanResult } from '../../../types/api';
import { scanInto } from '../api/shift-entries';
import { beep } from '../scanner/beep';
import type { ScannerHandle } from '../scanner/camera';

/** How long a scan's panel stays. */
const FEEDBACK_MS = 3000;

type Feedback =
  | { kind: 'success'; key: number; result: ShiftEntryScanResult }
  | { kind: 'error'; key: number; title: string; detail: string | null };

type CameraState = 'off' | 'starting' | 'on' | 'failed';

type Props = { entry: ShiftEntry; onScanned: () => void; large?: boolean; autoStart?: boolean };

export function ScanPanel({ entry, onScanned, large = false, autoStart = false }: Props) {
  const { t } = useTranslation();
  const closed = entry.status === 'closed';
  const video = useRef<HTMLVideoElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const scanner = useRef<ScannerHandle | null>(null);
  const [camera, setCamera] = useState<CameraState>('off');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [code, setCode] = useState('');
  const counter = useRef(0);

  const submit = useCallback(
    async (raw: string) => {
      const value = raw.trim();
      if (!value) return;
      const key = ++counter.current;
      try {
        const result = await scanInto(entry.id, value);
        setFeedback({ kind: 'success', key, result });
        beep('success');
        onScanned();
      } catch (error) {
        const code = error instanceof ApiError ? field(error.body, 'code') : undefined;
        const unknown = code === 'qr.code_unknown' || code === 'qr.code_expired' || code === 'shift_entries.person_not_found';
        setFeedback({
          kind: 'error',
          key,
          title: unknown ? t('shiftEntries.scan.notRecognized') : t('shiftEntries.scan.failed'),
          detail: error instanceof ApiError
            ? (code === 'qr.code_unknown' ? null : (codeMessage(error.body) ?? error.message))
            : t('errors.unknown'),
        });
        beep('error');
        if (code === 'shift_entries.closed') onScanned();
      }
    },
    [entry.id, onScanned, t],
  );

  // The panel goes after FEEDBACK_MS; a newer scan replaces it at once.
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback((current) => (current?.key === feedback.key ? null : current)), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const stopCamera = useCallback(() => {
    scanner.current?.stop();
    scanner.current = null;
    setCamera('off');
  }, []);

  const startCamera = useCallback(async () => {
    if (!video.current || scanner.current) return;
    setCamera('starting');
    try {
      const { startScanner } = await import('../scanner/camera');
      scanner.current = await startScanner(video.current, (found) => void submit(found));
      setCamera('on');
    } catch (error) {
      console.warn('Failed to start scanner', error);
      setCamera('failed');
    }
  }, [submit]);

  // The camera stops when the entry closes and when the panel goes away.
  const [wasClosed, setWasClosed] = useState(closed);
  if (closed !== wasClosed) {
    setWasClosed(closed);
    if (closed) setCamera('off');
  }
  useEffect(() => {
    if (!closed) return;
    scanner.current?.stop();
    scanner.current = null;
  }, [closed]);
  useEffect(() => () => scanner.current?.stop(), []);
  useEffect(() => {
    if (!autoStart || closed) return;
    // Kiosk mode starts the camera as it appears.
    const timer = setTimeout(() => void startCamera(), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = code;
    setCode('');
    input.current?.focus();
    void submit(value);
  }

  return (
    <section aria-label={t('shiftEntries.scan.label')} className={`flex flex-col gap-4 ${large ? 'text-lg' : ''}`} data-testid="scan-panel">
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-950 dark:border-stone-800">
        <video
          ref={video}
          className={`aspect-video w-full object-cover ${camera === 'on' ? '' : 'opacity-0'}`}
          muted
          playsInline
          aria-label={t('shiftEntries.scan.cameraView')}
          data-testid="scanner-video"
        />
        {camera !== 'on' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-stone-100">
            <Icon name="scan" className="size-10 text-stone-300" />
            {closed ? <p>{t('shiftEntries.scan.closedHint')}</p> : camera === 'failed'
              ? (
                <p role="alert" className="font-semibold text-red-200">
                  {t('shiftEntries.scan.cameraFailed')}
                  <span className="mt-1 block text-sm font-normal text-stone-300">{t('shiftEntries.scan.cameraFailedHint')}</span>
                </p>
              )
              : <p className="text-sm text-stone-300">{t('shiftEntries.scan.cameraHint')}</p>}
          </div>
        )}
        {camera === 'on' && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-xl border-4 border-white/70" />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {camera === 'on'
          ? (
            <Button variant="ghost" className="border border-stone-300 dark:border-stone-600" onClick={stopCamera}>
              <Icon name="close" className="size-4" />
              {t('shiftEntries.scan.stopCamera')}
            </Button>
          )
          : (
            <Button onClick={() => void startCamera()} disabled={closed} isLoading={camera === 'starting'}>
              <Icon name="scan" className="size-4" />
              {camera === 'failed' ? t('shiftEntries.scan.retryCamera') : t('shiftEntries.scan.startCamera')}
            </Button>
          )}
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-1">
        <label htmlFor={`scan-input-${entry.id}`} className="text-sm font-medium">
          {t('shiftEntries.scan.inputLabel')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={`scan-input-${entry.id}`}
            value={code}
            onChange={(event) =>
              setCode(event.target.value)}
            disabled={closed}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="send"
            maxLength={300}
            aria-describedby={`scan-input-${entry.id}-hint`}
            className={`min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 font-mono text-stone-900 placeholder:text-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:cursor-not-allowed disabled:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:disabled:bg-stone-800 ${
              large ? 'text-xl' : ''
            }`}
            data-testid="scan-input"
          />
          <Button type="submit" disabled={closed || !code.trim()}>
            {t('shiftEntries.scan.add')}
          </Button>
        </div>
        <p id={`scan-input-${entry.id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {closed ? t('shiftEntries.scan.closedHint') : t('shiftEntries.scan.inputHint')}
        </p>
      </form>
      <FeedbackPanel feedback={feedback} large={large} />
    </section>
  );
}

function FeedbackPanel({ feedback, large }: { feedback: Feedback | null; large: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Both live regions stay in the page so that screen readers hear each change.
  const success = feedback?.kind === 'success' ? feedback.result : null;
  const error = feedback?.kind === 'error' ? feedback : null;
  const clock = success?.clock;
  return (
    <div className={large ? 'min-h-48' : 'min-h-32'}>
      <div role="status" aria-live="polite">
        {success && (
          <div
            key={feedback!.key}
            className="flex items-center gap-4 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950 motion-safe:animate-[pulse_0.6s_ease-out_1] dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50"
            data-testid="scan-success"
          >
            <BigAvatar person={success.person} large={large} />
            <div className="min-w-0">
              <p className={`font-bold break-words ${large ? 'text-4xl' : 'text-2xl'}`}>
                {success.person.full_name || success.person.email}
              </p>
              <p className={`font-semibold ${large ? 'text-2xl' : 'text-lg'}`} data-testid="scan-action">
                {success.action === 'started' ? t('shiftEntries.scan.started') : t('shiftEntries.scan.ended')}{' '}
                {format.time(success.action === 'started' ? success.row.start_at : (success.row.end_at ?? success.row.start_at))}
              </p>
              {success.repeat && <p className="text-sm">{t('shiftEntries.scan.repeat')}</p>}
              {clock && clock.result !== 'none' && (
                <p className="text-sm">
                  {clock.result === 'started'
                    ? t('shiftEntries.scan.clockStarted')
                    : clock.result === 'stopped'
                    ? t('shiftEntries.scan.clockStopped')
                    : t('shiftEntries.scan.clockRefused', {
                      reason: (clock.code && codeMessage({ code: clock.code, detail: clock.detail })) || clock.detail,
                    })}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
      <div role="alert">
        {error && (
          <div
            key={error.key}
            className="flex items-center gap-4 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50"
            data-testid="scan-error"
          >
            <Icon name="warning" className={large ? 'size-16 shrink-0' : 'size-10 shrink-0'} />
            <div className="min-w-0">
              <p className={`font-bold ${large ? 'text-4xl' : 'text-2xl'}`}>{error.title}</p>
              {error.detail && <p className="break-words">{error.detail}</p>}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function BigAvatar({ person, large }: { person: ShiftEntryPerson; large: boolean }) {
  const box = large ? 'size-28 text-4xl' : 'size-20 text-2xl';
  if (person.avatar) return <img src={person.avatar} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white`}
    >
      {personInitials(person)}
    </span>
  );
}
