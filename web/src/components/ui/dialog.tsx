import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** `drawer` slides in from the left edge (the phone menu). */
  variant?: 'modal' | 'drawer';
  /** Focused when the dialog opens; otherwise the first focusable element is. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus inside, makes the rest inert and closes
 * it on Escape. Focus returns to the element that opened it; a click on the backdrop closes it.
 */
export function Dialog({ open, onClose, title, hideTitle, variant = 'modal', initialFocus, className = '', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is open and focused before the next key or click is handled.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const look = variant === 'drawer'
    ? 'm-0 h-dvh max-h-none w-72 max-w-[85vw] border-r'
    : 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border shadow-xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The dialog element itself only receives clicks on its backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`${look} border-stone-200 bg-white p-0 text-stone-900 backdrop:bg-stone-950/50 `
        + `dark:border-stone-800 dark:bg-stone-900 dark:text-stone-100 ${className}`}
    >
      {open && (
        <div className={variant === 'drawer' ? 'flex h-full flex-col' : 'p-6'}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
