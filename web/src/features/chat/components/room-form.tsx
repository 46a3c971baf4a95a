// Add and edit a room (a dialog): name, description, status, the channel switch, the managing
// company (admins: one of theirs; superadmins may choose none) and the members.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/states';
import { Switch } from '../../../components/ui/switch';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { useCompanies } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import type { Room, RoomStatus } from '../../../types/api';
import { createRoom, revalidateRooms, updateRoom, useRoom } from '../api/chat';
import { MembersPicker, type Member } from './members-picker';
import { problemClearing } from '../../../components/ui/problem-clearing';

type RoomFormDialogProps = {
  /** The room to edit; null adds one. */
  roomId: string | null;
  open: boolean;
  onClose: () => void;
  onSaved: (room: Room) => void;
};

export function RoomFormDialog({ roomId, open, onClose, onSaved }: RoomFormDialogProps) {
  const { t } = useTranslation();
  const room = useRoom(open && roomId ? roomId : null);
  return (
    <Dialog open={open} onClose={onClose} title={roomId ? t('rooms.form.editTitle') : t('rooms.form.addTitle')}>
      {roomId && room.error
        ? <Alert className="mt-4">{room.error.message}</Alert>
        : roomId && !room.data
        ? <LoadingState className="py-8" />
        : <RoomForm key={room.data?.id ?? 'new'} room={roomId ? (room.data ?? null) : null} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function RoomForm({ room, onCancel, onSaved }: { room: Room | null; onCancel: () => void; onSaved: (room: Room) => void }) {
  const { t } = useTranslation();
  const { data: me } = useUser();
  const companies = useCompanies();
  const isSuper = me?.role === 'superadmin';
  const [name, setName] = useState(room?.name ?? '');
  const [description, setDescription] = useState(room?.description ?? '');
  const [status, setStatus] = useState<RoomStatus>(room?.status ?? 'active');
  const [channel, setChannel] = useState(room?.is_channel ?? false);
  const [image, setImage] = useState<string | null>(room?.image ?? null);
  const [companyId, setCompanyId] = useState<string>(room?.company_id ?? '');
  const [members, setMembers] = useState<Member[]>(
    (room?.members ?? []).map((person) => ({ id: person.id, name: person.full_name || person.email, email: person.email })),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const companyOptions = companies.data?.data ?? [];
  // An admin's room belongs to one of their companies: the first until they choose.
  const chosenCompany = companyId || (!isSuper && !room ? (companyOptions[0]?.id ?? '') : '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (!name.trim()) {
      setProblems({ name: t('rooms.form.nameRequired') });
      event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    setProblems({});
    setFailure(null);
    const common = {
      name: name.trim(),
      description: description.trim() || null,
      image,
      status,
      is_channel: channel,
      member_ids: members.map((m) => m.id),
    };
    try {
      const saved = room ? await updateRoom(room.id, common) : await createRoom({ ...common, company_id: chosenCompany || null });
      toast.success(room ? t('rooms.toasts.updated') : t('rooms.toasts.created'), saved.name);
      void revalidateRooms();
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrors(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(error instanceof ApiError ? error.message : t('errors.unknown'));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} {...problemClearing(setProblems)} noValidate className="mt-4 flex flex-col gap-4">
      {failure && <Alert>{failure}</Alert>}
      <Input
        label={t('rooms.form.name')}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
        maxLength={100}
        required
        autoComplete="off"
      />
      <Textarea
        name="description"
        label={t('rooms.form.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={problems.description}
        maxLength={1000}
        rows={2}
      />
      <ImagePicker
        kind="rooms"
        id="room-image"
        value={image}
        onChange={setImage}
        label={t('rooms.form.image')}
        previewAlt={t('rooms.form.imagePreview')}
        error={problems.image}
        compact
      />
      <Select label={t('rooms.form.status')} value={status} onChange={(event) => setStatus(event.target.value as RoomStatus)}>
        <option value="active">{t('rooms.status.active')}</option>
        <option value="inactive">{t('rooms.status.inactive')}</option>
      </Select>
      <Switch label={t('rooms.form.channel')} description={t('rooms.form.channelHint')} checked={channel} onChange={setChannel} />
      {!room && (
        <Select
          name="company_id"
          label={t('rooms.form.company')}
          value={chosenCompany}
          onChange={(event) => setCompanyId(event.target.value)}
          error={problems.company_id}
          hint={t('rooms.form.companyHint')}
        >
          {isSuper && <option value="">{t('rooms.form.noCompany')}</option>}
          {companyOptions.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      )}
      <MembersPicker
        companyId={room ? room.company_id : chosenCompany || null}
        value={members}
        onChange={setMembers}
        error={problems.member_ids}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={saving}>
          {room ? t('common.saveChanges') : t('rooms.form.create')}
        </Button>
      </div>
    </form>
  );
}
