// A person's picture (their uploaded avatar), or their initials (lib/initials.ts, the same as in the
// chat). Decorative: the name is always written beside it, so the image has alt="" and the initials
// are hidden.
import { personInitials } from '../../lib/initials';

type Person = { email: string; full_name?: string | null; avatar?: string | null };

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

type AvatarProps = { person: Person; size?: keyof typeof SIZES };

export function UserAvatar({ person, size = 'md' }: AvatarProps) {
  const box = SIZES[size];
  if (person.avatar) {
    return <img src={person.avatar} alt="" data-testid="user-avatar" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800 dark:bg-primary-900/60 dark:text-primary-100`}
    >
      {personInitials(person)}
    </span>
  );
}
