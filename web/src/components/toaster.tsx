import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, useToasts, type Toast } from '../lib/toast';
import { Icon } from './ui/icons';

const looks = {
  success: { icon: 'check', accent: 'text-emerald-600 dark:text-emerald-400' },
  error: { icon: 'alert', accent: 'text-red-600 dark:text-red-400' },
  info: { icon: 'info', accent: 'text-primary-600 dark:text-primary-400' },
} as const;

/** The toasts, bottom right, each for 5000 ms (paused while pointed at or focused). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section
      aria-label={t('toasts.label')}
      className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((item) => <ToastItem key={item.id} toast={item} closeLabel={t('common.close')} />)}
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id]);

  const look = looks[toast.kind];
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      <Icon name={look.icon} className={`mt-0.5 size-5 ${look.accent}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-0.5 break-words text-stone-600 dark:text-stone-300">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(toast.id)}
        className="-m-1 rounded-md p-1 text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-400 dark:hover:bg-stone-800"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
