// /chat/{roomId}: a room's conversation. Its header says what the room is (channel, inactive) and
// how many members are online; its own socket (`room:<id>`) is open while the screen shows it, for
// the messages as they are written, edited and deleted.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { secondaryLinkClasses } from '../../../components/ui/link';
import { Badge, LoadingState, RecordErrorState } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { hasRole, useUser } from '../../../lib/auth';
import { revalidateKeys } from '../../../lib/data-changes';
import { openRoom, useOnlineSet } from '../../../lib/live';
import type { Room } from '../../../types/api';
import { useRoom } from '../api/chat';
import type { ChatRef } from '../api/messages';
import { ChatView } from './chat-view';
import { RoomImage } from './avatar';

export function ChatRoomPage() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const room = useRoom(roomId);
  useDocumentTitle(room.data?.name ?? t('nav.chat'));

  const back = (
    <Link to="/rooms" className={`inline-flex items-center gap-1 text-sm ${secondaryLinkClasses}`}>
      <Icon name="chevronLeft" className="size-4" />
      {t('chat.backToRooms')}
    </Link>
  );

  // Deleted, or the reader removed from it, while shown: say so instead of the old answer.
  if (room.error && (!room.data || room.error.status === 404 || room.error.status === 403)) {
    return (
      <RecordErrorState
        error={room.error}
        notFound={t('chat.roomNotFound')}
        loadError={t('chat.roomLoadError')}
        forbidden={t('chat.notAuthorized')}
        back={back}
        onRetry={() => void room.mutate()}
      />
    );
  }
  if (!room.data) return <LoadingState />;
  return <RoomConversation room={room.data} back={back} />;
}

function RoomConversation({ room, back }: { room: Room; back: ReactNode }) {
  const { t } = useTranslation();
  const { data: me } = useUser();
  const online = useOnlineSet();
  const chat = useMemo<ChatRef>(() => ({ kind: 'room', id: room.id }), [room.id]);
  const onlineCount = room.members.filter((member) => online.has(member.id)).length;

  // The room's socket, for its members, while shown; once it listens (and after a drop) the room's
  // messages and settings are read again, so nothing written before is missed.
  useEffect(() => {
    if (!room.is_member) return;
    return openRoom(room.id, () => void revalidateKeys((key) => key.startsWith(`/v1/rooms/${room.id}`)));
  }, [room.id, room.is_member]);

  const readOnly = room.status === 'inactive'
    ? t('chat.readOnly.inactive')
    : room.is_channel && !hasRole(me?.role, ['admin', 'superadmin'])
    ? t('chat.readOnly.channel')
    : !room.is_member
    ? t('chat.readOnly.notMember')
    : t('chat.readOnly.other');

  return (
    <div className="-my-2 flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col gap-3 sm:h-[calc(100dvh-8rem)]">
      <div className="flex flex-col gap-2">
        {back}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RoomImage room={room} size="lg" />
          <h1 className="text-2xl font-bold break-words">{room.name}</h1>
          {room.is_channel && <Badge tone="primary">{t('rooms.channel')}</Badge>}
          <Badge tone={room.status === 'active' ? 'success' : 'muted'}>{t(`rooms.status.${room.status}`)}</Badge>
        </div>
        <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="room-online">
          {t('chat.membersOnline', { count: room.member_count, online: onlineCount })}
          {room.description && <span className="block break-words">{room.description}</span>}
        </p>
      </div>
      <div className="flex min-h-0 flex-1 flex-col rounded-xl border border-stone-200 bg-white p-2 sm:p-3 dark:border-stone-800 dark:bg-stone-900">
        <ChatView
          chat={chat}
          canWrite={room.can_post}
          canManage={room.can_manage}
          tracksReading={room.is_member}
          readOnly={readOnly}
          composerLabel={t('chat.messageIn', { name: room.name })}
        />
      </div>
    </div>
  );
}
