import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

type DangerActionProps = {
  title: string;
  description: string;
  /** The button that opens the confirmation. */
  actionLabel: string;
  confirm: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  /** Runs after the confirmation; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  /** Extra inputs (for example which department to delete) shown above the button. */
  children?: ReactNode;
};

/**
 * One destructive action of the Danger Zone: a description, a danger button and a confirmation.
 * Feature screens build their deletes (department, company, pattern) from it.
 */
export function DangerAction({ title, description, actionLabel, confirm, onConfirm, disabled, children }: DangerActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog closes so the user can read it.
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-xl border border-red-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-red-900/70">
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{description}</p>
        {children && <div className="mt-3">{children}</div>}
      </div>
      <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)} disabled={disabled}>
        {actionLabel}
      </Button>
      <ConfirmDialog
        open={open}
        title={confirm.title}
        message={confirm.message}
        confirmLabel={confirm.confirmLabel}
        cancelLabel={confirm.cancelLabel}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
        isLoading={busy}
      />
    </section>
  );
}
