import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbsenceKind } from '../lib/team-days';

/** One colour per kind; 'away' (a colleague's absence, kind withheld) stays neutral. */
export const KIND_STYLE: Record<AbsenceKind, string> = {
  vacation: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  free: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  force_majeure: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
  sick: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  away: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** The kind's name ('Away' when it is not the reader's to know). */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: AbsenceKind) => t(`calendar.kinds.${kind}`);
}

export function AbsenceChip(
  { kind, className = '', title, children }: { kind: AbsenceKind; className?: string; title?: string; children: ReactNode },
) {
  return (
    <span
      title={title}
      data-kind={kind}
      className={`inline-block max-w-full truncate rounded px-1 py-0.5 align-top ${KIND_STYLE[kind]} ${className}`}
    >
      {children}
    </span>
  );
}
