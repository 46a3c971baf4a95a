// A person's picture, or their initials on a colour of their own; with an online dot when asked.
import { useTranslation } from 'react-i18next';
import type { ChatPerson } from '../../../types/api';
import { initials } from '../../../lib/initials';

const TONES = [
  'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50',
  'bg-sky-200 text-sky-950 dark:bg-sky-800 dark:text-sky-50',
  'bg-emerald-200 text-emerald-950 dark:bg-emerald-800 dark:text-emerald-50',
  'bg-rose-200 text-rose-950 dark:bg-rose-800 dark:text-rose-50',
  'bg-violet-200 text-violet-950 dark:bg-violet-800 dark:text-violet-50',
  'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-50',
];

const tone = (id: string) => TONES[[...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length]!;

/** A room's picture, or its initials (decorative: the room's name is beside it). */
export function RoomImage({ room, size = 'md' }: { room: { id: string; name: string; image: string | null }; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-12 text-base' : 'size-10 text-sm';
  return room.image
    ? <img src={room.image} alt="" className={`${box} shrink-0 rounded-lg object-cover`} data-testid="room-image" />
    : (
      <span
        aria-hidden="true"
        className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg font-semibold ${tone(room.id)}`}
      >
        {initials(room.name)}
      </span>
    );
}

export const personName = (person: ChatPerson | null, fallback: string) => (person ? person.full_name || person.email : fallback);

type AvatarProps = {
  person: ChatPerson | null;
  size?: 'sm' | 'md';
  /** Shows the presence dot (and says it for screen readers) when given. */
  online?: boolean;
};

export function Avatar({ person, size = 'md', online }: AvatarProps) {
  const { t } = useTranslation();
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  const name = personName(person, t('chat.deletedUser'));
  return (
    <span className={`relative inline-flex shrink-0 ${box}`}>
      {person?.avatar
        ? <img src={person.avatar} alt="" className={`${box} rounded-full object-cover`} />
        : (
          <span
            aria-hidden="true"
            data-testid="initials"
            className={`${box} inline-flex items-center justify-center rounded-full font-semibold ${tone(person?.id ?? '?')}`}
          >
            {initials(name)}
          </span>
        )}
      {online !== undefined && (
        <span
          data-testid="presence-dot"
          data-online={online}
          aria-hidden="true"
          className={'absolute -right-0.5 -bottom-0.5 size-3.5 rounded-full border-2 border-white dark:border-stone-900 '
            + (online ? 'bg-green-600 dark:bg-green-500' : 'bg-stone-400 dark:bg-stone-500')}
        />
      )}
    </span>
  );
}
