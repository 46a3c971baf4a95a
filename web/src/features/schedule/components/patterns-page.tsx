import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icons';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../lib/format';
import type { PatternPublic } from '../../../types/api';
import { usePatterns } from '../api/schedule';
import { PatternForm } from './pattern-form';
import type { SkillsRead } from './skills-read';

/** /pattern-schedules: the patterns an admin may use, and 'New pattern'. `useSkills`: the catalogue (app/routes/patterns-route.tsx). */
export function PatternsPage({ useSkills }: { useSkills: SkillsRead }) {
  const { t } = useTranslation();
  useDocumentTitle(t('patterns.title'));
  const format = useFormat();
  const { data, error, mutate, isLoading } = usePatterns(true);
  const [creating, setCreating] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('patterns.title')}
        subtitle={t('patterns.subtitle')}
        actions={!creating && (
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-4" />
            {t('patterns.new')}
          </Button>
        )}
      />
      {creating && <PatternForm onCancel={() => setCreating(false)} useSkills={useSkills} />}
      {error && !data
        ? <ErrorState title={t('patterns.loadError')} message={error.message} onRetry={() => void mutate()} />
        : isLoading || !data
        ? <LoadingState />
        : data.data.length === 0
        ? <EmptyState>{t('patterns.empty')}</EmptyState>
        : (
          <DataTable<PatternPublic>
            caption={t('patterns.title')}
            rows={data.data}
            rowKey={(pattern) => pattern.id}
            columns={[
              {
                id: 'name',
                header: t('patterns.name'),
                cell: (pattern) => (
                  <Link
                    className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
                    to={`/pattern-schedule/${pattern.id}`}
                  >
                    {pattern.name}
                  </Link>
                ),
              },
              { id: 'department', header: t('patterns.department'), cell: (pattern) => pattern.department_name ?? t('patterns.shared') },
              { id: 'cycle', header: t('patterns.cycleLength'), cell: (pattern) => format.number(pattern.cycle_length) },
              {
                id: 'shifts',
                header: t('patterns.shifts'),
                cell: (pattern) => (
                  <span className="flex flex-wrap gap-1">
                    {pattern.shifts.map((shift) => (
                      <span key={shift.type} className="inline-flex items-center gap-1">
                        <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: shift.color }} />
                        {shift.type}
                      </span>
                    ))}
                  </span>
                ),
              },
              { id: 'created', header: t('common.createdAt'), cell: (pattern) => format.date(pattern.created_at) },
            ]}
          />
        )}
    </div>
  );
}
