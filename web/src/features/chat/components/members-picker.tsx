// The members of a room: the chosen ones as removable chips, and a search over the people of the
// room's company (GET /users/?company_id=; admins see the people they manage) to add more.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { controlClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { peoplePath, usePeople } from '../api/chat';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export type Member = { id: string; name: string; email: string };

type MembersPickerProps = {
  companyId: string | null;
  value: Member[];
  onChange: (members: Member[]) => void;
  error?: string;
};

const SEARCH_DELAY_MS = 250;

export function MembersPicker({ companyId, value, onChange, error }: MembersPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const people = usePeople(peoplePath(companyId, search));
  const chosen = new Set(value.map((member) => member.id));

  const toggle = (member: Member) => onChange(chosen.has(member.id) ? value.filter((m) => m.id !== member.id) : [...value, member]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t('rooms.form.members')}</legend>
      {value.length > 0
        ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('rooms.form.chosenMembers')}>
            {value.map((member) => (
              <li
                key={member.id}
                className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-0.5 pr-1 pl-2.5 text-sm text-primary-900 dark:bg-primary-900/60 dark:text-primary-100"
              >
                {member.name}
                <button
                  type="button"
                  onClick={() => toggle(member)}
                  aria-label={t('rooms.form.removeMember', { name: member.name })}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary-200 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-primary-800"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )
        : <p className="text-sm text-stone-600 dark:text-stone-400">{t('rooms.form.noMembers')}</p>}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('rooms.form.searchPeople')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('rooms.form.searchPeople')}
        className={controlClasses()}
      />
      <div className="max-h-44 overflow-y-auto rounded-lg border border-stone-200 dark:border-stone-700" data-testid="people-options">
        {people.error
          ? <p className="p-2 text-sm text-red-700 dark:text-red-400">{people.error.message}</p>
          : !people.data
          ? (
            <div className="flex justify-center p-3">
              <Spinner size="sm" label={t('common.loading')} />
            </div>
          )
          : people.data.data.length === 0
          ? <p className="p-2 text-sm text-stone-600 dark:text-stone-400">{t('rooms.form.noPeople')}</p>
          : (
            <ul>
              {people.data.data.map((person) => {
                const member = { id: person.id, name: person.full_name || person.email, email: person.email };
                return (
                  <li key={person.id}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-stone-100 dark:hover:bg-stone-800">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-primary-700"
                        checked={chosen.has(person.id)}
                        onChange={() => toggle(member)}
                      />
                      <span className="min-w-0 truncate">
                        {member.name}
                        {person.full_name && <span className="text-stone-600 dark:text-stone-400">· {person.email}</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
