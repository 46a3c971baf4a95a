// Who can fill a gap (docs/staffing.md "Candidates"): the department's people available that day
// (for the shift's times when a pattern has them), holding the skill asked, and not planned that
// day. Shown under a gap of the dashboard and under a short cell of the coverage rows.
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { useCandidates, type Gap } from '../api/staffing';

export function CandidatesList({ gap }: { gap: Gap }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate } = useCandidates(gap);
  if (error && !data) {
    return <ErrorState title={t('staffing.candidates.loadError')} message={error.message} onRetry={() => void mutate()} />;
  }
  if (!data) return <LoadingState className="py-2" />;
  const what = data.skill_name ? `${data.shift_type} · ${data.skill_name}` : data.shift_type;
  const when = format.day(data.date, { weekday: 'short', day: 'numeric', month: 'short' });
  const times = data.start && data.end ? ` ${data.start}–${data.end}` : '';
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="candidates">
      <p className="text-stone-600 dark:text-stone-400">{t('staffing.candidates.intro', { what, when: `${when}${times}` })}</p>
      {data.count === 0
        ? <p>{t('staffing.candidates.none')}</p>
        : (
          <ul className="flex flex-col gap-0.5" aria-label={t('staffing.candidates.title', { what })}>
            {data.data.map((person) => (
              <li key={person.user_id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{person.full_name}</span>
                {person.skill_valid_until && (
                  <span className="text-stone-600 dark:text-stone-400">
                    {t('staffing.candidates.validUntil', { date: format.day(person.skill_valid_until, { dateStyle: 'medium' }) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
