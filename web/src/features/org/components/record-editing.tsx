import { useState, type ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/states';
import { revalidateOrganisation } from '../../../lib/org';

/**
 * 'Edit' on a company or department page: the page gives way to the form. A save shows the saved
 * record at once (no reload of the page's read) and reloads the organisation's lists and choices.
 */
export function useRecordEditing<T>(mutate: KeyedMutator<T>) {
  const [editing, setEditing] = useState(false);
  return {
    editing,
    start: () => setEditing(true),
    cancel: () => setEditing(false),
    saved: (record: T) => {
      void mutate(record, { revalidate: false });
      void revalidateOrganisation();
      setEditing(false);
    },
  };
}

/** The page while editing: its heading and the form in a card. */
export function EditingView({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="!p-4 sm:!p-6">{children}</Card>
    </div>
  );
}
