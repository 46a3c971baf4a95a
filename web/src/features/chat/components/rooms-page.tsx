// /rooms?page=N: the caller's rooms (admins also those they manage), newest activity first, each
// with its state, the channel flag, unread count and last message; open, and for managers edit and
// delete; admins add rooms. The list follows live events (features/chat/api/chat.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { Badge, EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { hasRole, useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { relativeTime, useNow } from '../../../lib/relative-time';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import type { Room } from '../../../types/api';
import { deleteRoom, revalidateRooms, ROOMS_PAGE_SIZE, useRooms } from '../api/chat';
import { personName, RoomImage } from './avatar';
import { RoomFormDialog } from './room-form';
import { UnreadCount } from './unread-count';

export function RoomsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rooms.title'));
  const navigate = useNavigate();
  const { data: me } = useUser();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useRooms(page);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const canAdd = hasRole(me?.role, ['admin', 'superadmin']);
  const pageCount = data ? Math.ceil(data.count / ROOMS_PAGE_SIZE) : 0;

  async function confirmDelete() {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    try {
      await deleteRoom(deleting.id);
      toast.success(t('rooms.toasts.deleted'));
    } catch (failure) {
      toastActionError(failure, t('chat.actionError'));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
      void revalidateRooms();
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('rooms.title')}
        subtitle={t('rooms.subtitle')}
        actions={canAdd && (
          <Button onClick={() => setEditing({ id: null })}>
            <Icon name="plus" className="size-4" />
            {t('rooms.add')}
          </Button>
        )}
      />
      {error && !data
        ? <ErrorState title={t('rooms.loadError')} message={error.message} onRetry={() => void mutate()} />
        : isLoading || !data
        ? <LoadingState />
        : data.data.length === 0
        ? (
          <EmptyState
            action={page > 1
              ? (
                <Button
                  variant="ghost"
                  onClick={() => setPage(1)}
                >
                  {t('rooms.firstPage')}
                </Button>
              )
              : undefined}
          >
            {page > 1 ? t('rooms.pageEmpty') : canAdd ? t('rooms.emptyAdmin') : t('rooms.empty')}
          </EmptyState>
        )
        : (
          <ul className="flex flex-col gap-3" aria-label={t('rooms.listLabel')}>
            {data.data.map((room) => (
              <RoomRow
                key={room.id}
                room={room}
                onEdit={() => setEditing({ id: room.id })}
                onDelete={() => setDeleting(room)}
              />
            ))}
          </ul>
        )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('rooms.pages')} />}

      <RoomFormDialog
        open={editing !== null}
        roomId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={(room) => {
          const added = editing?.id === null;
          setEditing(null);
          if (added) navigate(`/chat/${room.id}`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('rooms.deleteDialog.title')}
        message={deleting ? t('rooms.deleteDialog.message', { name: deleting.name }) : ''}
        confirmLabel={t('rooms.deleteDialog.confirm')}
        cancelLabel={t('common.cancel')}
        isLoading={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleteBusy && setDeleting(null)}
      />
    </div>
  );
}

function RoomRow({ room, onEdit, onDelete }: { room: Room; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const last = room.last_message;
  const lastText = last ? (last.deleted_at ? t('chat.messageDeleted') : last.body) : null;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center dark:border-stone-800 dark:bg-stone-900"
      data-testid="room-row"
      aria-label={room.name}
    >
      <RoomImage room={room} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/chat/${room.id}`} className={`text-base break-words ${linkClasses}`}>
            {room.name}
          </Link>
          {room.is_channel && (
            <Badge tone="primary">
              <Icon name="megaphone" className="mr-1 size-3.5" />
              {t('rooms.channel')}
            </Badge>
          )}
          <Badge tone={room.status === 'active' ? 'success' : 'muted'}>{t(`rooms.status.${room.status}`)}</Badge>
          <UnreadCount count={room.unread} />
        </div>
        {room.description && <p className="mt-1 text-sm break-words text-stone-600 dark:text-stone-400">{room.description}</p>}
        <p className="mt-1 truncate text-sm text-stone-700 dark:text-stone-300">
          {last
            ? (
              <>
                <span className="font-medium">{personName(last.author, t('chat.deletedUser'))}:</span>
                <span className={last.deleted_at ? 'italic' : ''}>{lastText}</span>
                <span className="text-stone-600 dark:text-stone-400">
                  {' · '}
                  <time dateTime={last.created_at} title={format.dateTime(last.created_at)}>
                    {relativeTime(last.created_at, now, i18n.resolvedLanguage ?? 'en', format, 'short')}
                  </time>
                </span>
              </>
            )
            : <span className="text-stone-600 dark:text-stone-400">{t('rooms.noMessages')}</span>}
        </p>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('rooms.memberCount', { count: room.member_count })}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/chat/${room.id}`} className={buttonClasses('primary')}>
          {t('rooms.open')}
          <span className="sr-only">{room.name}</span>
        </Link>
        {room.can_manage && (
          <>
            <Button variant="ghost" onClick={onEdit}>
              <Icon name="pencil" className="size-4" />
              {t('common.edit')}
              <span className="sr-only">{room.name}</span>
            </Button>
            <Button variant="ghost" onClick={onDelete} className="text-red-700 dark:text-red-400">
              <Icon name="trash" className="size-4" />
              {t('rooms.delete')}
              <span className="sr-only">{room.name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
