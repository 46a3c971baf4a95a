// A person's picture (their uploaded avatar), or the initials of their acronym or name. Decorative:
// the name is always written beside it, so the image has alt="" and the initials are hidden.
type Person = { email: string; full_name?: string | null; acronym?: string | null; avatar?: string | null };

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

export function userInitials(person: Person): string {
  return (person.acronym || person.full_name || person.email).slice(0, 3).toUpperCase();
}

type AvatarProps = { person: Person; size?: keyof typeof SIZES };

export function UserAvatar({ person, size = 'md' }: AvatarProps) {
  const box = SIZES[size];
  if (person.avatar) return <img src={person.avatar} alt="" data-testid="user-avatar" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800 dark:bg-primary-900/60 dark:text-primary-100`}
    >
      {userInitials(person)}
    </span>
  );
}
