// A person's (or a room's) initials, the same on every screen: the first letter of the first word
// and of the last word of the name ('AK' for 'Adam Kowalski', 'JW' for 'Jan Maria Wiśniewski'),
// the first letter alone for one word, and for an email the part before '@' split at dots,
// underscores and hyphens ('JN' for 'jan.nowak@acme.test'). The user's acronym (up to three letters,
// chosen in the profile) is a short name of its own, not the initials.

/** 'AK' for 'Adam Kowalski', 'Ł' for 'łucja', 'JN' for 'jan.nowak@acme.test', '?' for nothing. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('') || '?';
}

/** The initials of a person: of their full name, else of their email. */
export const personInitials = (person: { full_name?: string | null; email: string }) => initials(person.full_name?.trim() || person.email);
