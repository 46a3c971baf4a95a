// /shift-entries-list/{shiftId}: one check-in sheet. The header with its status and Close / Reopen
// (confirmed first), the scanner panel with the forced scan input, and the people scanned in (name
// with picture, department, start, end, duration), loaded again after each scan. 'Kiosk mode'
// shows only the scanner, full screen, until the admin leaves it (button or Escape).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { EmptyState, ErrorState, LoadingState, PageHeader, RecordErrorState, Badge } from '../../../components/ui/states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { useDuration } from '../../../lib/duration';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { ShiftEntry, ShiftEntryRow } from '../../../types/api';
import { closeEntry, reopenEntry, revalidateShiftEntries, useEntry, useEntryRows } from '../api/shift-entries';
import { ScanPanel } from './scan-panel';
import { StatusBadge } from './status-badge';

export function ShiftEntryPage() {
  const { t } = useTranslation();
  const { shiftId = '' } = useParams();
  const { data: entry, error, mutate } = useEntry(shiftId);
  useDocumentTitle(entry?.name ?? t('shiftEntries.title'));
  const [kiosk, setKiosk] = useState(false);
  const refresh = useCallback(() => void revalidateShiftEntries(), []);

  if (error && !entry) {
    return (
      <RecordErrorState
        error={error}
        notFound={t('shiftEntries.notFound')}
        loadError={t('shiftEntries.loadOneError')}
        forbidden={t('shiftEntries.forbidden')}
        back={<BackToList />}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!entry) return <LoadingState />;
  if (kiosk) return <KioskMode entry={entry} onScanned={refresh} onLeave={() => setKiosk(false)} />;

  return (
    <div className="flex flex-col gap-6">
      <BackToList />
      <EntryHeader entry={entry} onKiosk={() => setKiosk(true)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ScanPanel entry={entry} onScanned={refresh} />
        <PeopleTable entryId={entry.id} />
      </div>
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to="/shift-entries-list/shift-entries" className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
      <Icon name="chevronLeft" className="size-4" />
      {t('shiftEntries.backToList')}
    </Link>
  );
}

function EntryHeader({ entry, onKiosk }: { entry: ShiftEntry; onKiosk: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const closing = entry.status === 'opened';

  async function change() {
    setBusy(true);
    try {
      await (closing ? closeEntry(entry.id) : reopenEntry(entry.id));
      toast.success(closing ? t('shiftEntries.closeDone') : t('shiftEntries.reopenDone'), entry.name);
      setConfirming(false);
      await revalidateShiftEntries();
    } catch (error) {
      toast.error(
        closing ? t('shiftEntries.closeFailed') : t('shiftEntries.reopenFailed'),
        error instanceof ApiError ? error.message : t('errors.unknown'),
      );
      await revalidateShiftEntries();
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={entry.name}
        subtitle={
          <span className="flex flex-col gap-2">
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              {entry.clock_in && <Badge tone="primary">{t('shiftEntries.fields.clockIn')}</Badge>}
              <span>{entry.department ? `${entry.company.name} · ${entry.department.name}` : entry.company.name}</span>
            </span>
            {entry.description && <span className="whitespace-pre-line">{entry.description}</span>}
            <span>
              {t('shiftEntries.openedAt', { when: format.dateTime(entry.created_at) })}
              {entry.closed_at && ` · ${t('shiftEntries.closedAt', { when: format.dateTime(entry.closed_at) })}`}
            </span>
          </span>
        }
        actions={
          <>
            <Button variant="ghost" className="border border-stone-300 dark:border-stone-600" onClick={onKiosk} disabled={!closing}>
              <Icon name="scan" className="size-4" />
              {t('shiftEntries.kiosk.enter')}
            </Button>
            <Button variant={closing ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
              {closing ? t('shiftEntries.close') : t('shiftEntries.reopen')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={closing ? t('shiftEntries.closeDialog.title') : t('shiftEntries.reopenDialog.title')}
        message={closing ? t('shiftEntries.closeDialog.message', { count: entry.open_count }) : t('shiftEntries.reopenDialog.message')}
        confirmLabel={closing ? t('shiftEntries.close') : t('shiftEntries.reopen')}
        cancelLabel={t('common.cancel')}
        variant={closing ? 'danger' : 'primary'}
        isLoading={busy}
        onConfirm={() => void change()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Minutes from start to end, or to now for someone still in (the clock ticks each half minute). */
function useNow(every = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

function PeopleTable({ entryId }: { entryId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  const now = useNow();
  const { data, error, isLoading, mutate } = useEntryRows(entryId);

  const columns: Column<ShiftEntryRow>[] = [
    {
      id: 'person',
      header: t('shiftEntries.fields.person'),
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <UserAvatar person={row.person} size="sm" />
          <span className="font-medium">{row.person.full_name || row.person.email}</span>
        </span>
      ),
    },
    { id: 'department', header: t('shiftEntries.fields.department'), cell: (row) => row.department?.name ?? '—' },
    { id: 'start', header: t('shiftEntries.fields.start'), cell: (row) => format.time(row.start_at), className: 'whitespace-nowrap' },
    {
      id: 'end',
      header: t('shiftEntries.fields.end'),
      cell: (row) => (row.end_at ? format.time(row.end_at) : <Badge tone="success">{t('shiftEntries.stillIn')}</Badge>),
      className: 'whitespace-nowrap',
    },
    {
      id: 'duration',
      header: t('shiftEntries.fields.duration'),
      cell: (row) => duration(Math.max(0, Math.floor(((row.end_at ? Date.parse(row.end_at) : now) - Date.parse(row.start_at)) / 60_000))),
      className: 'whitespace-nowrap',
    },
  ];

  let body;
  if (error && !data) body = <ErrorState title={t('shiftEntries.rowsError')} message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <LoadingState />;
  else if (!data.data.length) body = <EmptyState>{t('shiftEntries.noPeople')}</EmptyState>;
  else {body = (
      <DataTable
        caption={t('shiftEntries.peopleTitle')}
        columns={columns}
        rows={data.data}
        rowKey={(row) => row.id}
        busy={isLoading}
        keyAttribute="data-row-id"
      />
    );}

  return (
    <section aria-labelledby={`people-${entryId}`} className="flex min-w-0 flex-col gap-3" data-testid="people">
      <h2 id={`people-${entryId}`} className="text-lg font-semibold">
        {t('shiftEntries.peopleTitle')}
        {data && (
          <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-400">{t('common.total', { total: data.count })}</span>
        )}
      </h2>
      {body}
    </section>
  );
}

/**
 * Kiosk mode: the scanner alone, large, over everything (a modal <dialog>: the sidebar and the
 * navigation are out of reach), full screen where the browser allows it. The admin stays signed in
 * until they leave it with the button or Escape (leaving full screen leaves kiosk mode too).
 */
function KioskMode({ entry, onScanned, onLeave }: { entry: ShiftEntry; onScanned: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let wentFullscreen = false;
    // The modal joins the top layer after the full-screen page does, so it stays above it.
    const show = () => {
      if (!element.open && element.isConnected) element.showModal();
    };
    const root = document.documentElement;
    const fallback = setTimeout(show, 800);
    if (root.requestFullscreen && !document.fullscreenElement) {
      root
        .requestFullscreen()
        .then(() => {
          wentFullscreen = true;
        })
        .catch(() => {
          // Not allowed here (an iframe, a browser setting): kiosk mode without full screen.
        })
        .finally(show);
    } else show();
    const onFullscreen = () => {
      if (wentFullscreen && !document.fullscreenElement) leave.current();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      leave.current();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    element.addEventListener('cancel', onCancel);
    return () => {
      clearTimeout(fallback);
      document.removeEventListener('fullscreenchange', onFullscreen);
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={t('shiftEntries.kiosk.label', { name: entry.name })}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-stone-900 dark:bg-stone-950 dark:text-stone-100"
      data-testid="kiosk"
    >
      <div className="mx-auto flex min-h-full max-w-4xl flex-col gap-6 p-4 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words">{entry.name}</h1>
            <p className="text-stone-600 dark:text-stone-400">{t('shiftEntries.kiosk.hint')}</p>
          </div>
          <Button variant="ghost" className="border border-stone-300 dark:border-stone-600" onClick={() => leave.current()}>
            <Icon name="close" className="size-4" />
            {t('shiftEntries.kiosk.leave')}
          </Button>
        </div>
        <ScanPanel entry={entry} onScanned={onScanned} large autoStart />
      </div>
    </dialog>
  );
}
