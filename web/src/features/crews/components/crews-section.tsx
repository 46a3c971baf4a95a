// The 'Crews' section of a department's page (docs/crews.md): create, rename and delete the
// department's crews and choose each person's crew (a person is in at most one crew of a
// department; choosing another crew moves them). Admins of the company and superadmins only; the app
// puts it on the department page (app/routes/department.tsx).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input, Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { createCrew, deleteCrew, renameCrew, setCrewMembers, useCrews } from '../api/crews';
import { toast } from '../../../lib/toast';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../lib/api';
import type { Crew, DepartmentPublic, UsersPublic } from '../../../types/api';

/** The department's people to choose from: the department page's own read, given by the app (app/routes/department.tsx). */
type People = Pick<SWRResponse<UsersPublic, ApiError>, 'data' | 'error' | 'mutate'>;

export function CrewsSection({ department, people }: { department: DepartmentPublic; people: People }) {
  const { t } = useTranslation();
  const crews = useCrews(department.id);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const list = crews.data?.data ?? [];

  async function add(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!name.trim()) return setNameError(t('crews.nameRequired'));
    setNameError(undefined);
    setPending(true);
    try {
      const sortOrder = list.reduce((max, c) => Math.max(max, c.sort_order + 1), 0);
      await createCrew(department.id, name.trim(), Math.min(sortOrder, 1000));
      setName('');
      toast.success(t('crews.created'));
    } catch (error) {
      setNameError((error as Error).message);
    } finally {
      setPending(false);
    }
  }

  async function choose(userId: string, crewId: string) {
    const current = list.find((c) => c.members.some((m) => m.user_id === userId));
    if (current?.id === crewId) return;
    setBusyUser(userId);
    try {
      if (crewId) {
        const target = list.find((c) => c.id === crewId)!;
        await setCrewMembers(target, [...target.members.map((m) => m.user_id), userId]);
      } else if (current) {
        await setCrewMembers(
          current,
          current.members.map((m) => m.user_id).filter((id) => id !== userId),
        );
      }
    } catch (error) {
      toast.error(t('crews.saveError'), (error as Error).message);
    } finally {
      setBusyUser(null);
    }
  }

  const crewOf = new Map(list.flatMap((c) => c.members.map((m) => [m.user_id, c.id] as const)));

  return (
    <section aria-labelledby="department-crews" className="flex flex-col gap-4" data-testid="crews-section">
      <div>
        <h2 id="department-crews" className="text-lg font-semibold">
          {t('crews.title')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('crews.hint')}</p>
      </div>
      <Card className="!p-4 sm:!p-6 flex flex-col gap-4">
        <form onSubmit={(event) => void add(event)} noValidate className="flex flex-wrap items-end gap-2">
          <Input
            label={t('crews.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
            maxLength={50}
            className="min-w-0 flex-1"
          />
          <Button type="submit" isLoading={pending}>
            {t('crews.add')}
          </Button>
        </form>
        {crews.error
          ? <ErrorState title={t('crews.loadError')} message={crews.error.message} onRetry={() => void crews.mutate()} />
          : !crews.data
          ? <LoadingState className="py-6" />
          : list.length === 0
          ? <EmptyState>{t('crews.none')}</EmptyState>
          : (
            <ul className="flex flex-col gap-2" aria-label={t('crews.title')}>
              {list.map((crew) => <CrewRow key={crew.id} crew={crew} />)}
            </ul>
          )}
      </Card>
      {list.length > 0 && (
        <Card className="!p-4 sm:!p-6">
          <h3 className="mb-3 font-semibold">{t('crews.assign')}</h3>
          {people.error
            ? <ErrorState title={t('users.loadError')} message={people.error.message} onRetry={() => void people.mutate()} />
            : !people.data
            ? <LoadingState className="py-6" />
            : people.data.data.length === 0
            ? <EmptyState>{t('departments.noPeople')}</EmptyState>
            : (
              <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
                {people.data.data.map((person) => (
                  <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 truncate">{person.full_name || person.email}</span>
                    <Select
                      label={t('crews.crewOf', { name: person.full_name || person.email })}
                      hideLabel
                      value={crewOf.get(person.id) ?? ''}
                      disabled={busyUser === person.id}
                      onChange={(e) => void choose(person.id, e.target.value)}
                      className="w-40"
                      data-testid={`crew-of-${person.email}`}
                    >
                      <option value="">{t('crews.noCrew')}</option>
                      {list.map((crew) => (
                        <option key={crew.id} value={crew.id}>
                          {crew.name}
                        </option>
                      ))}
                    </Select>
                  </li>
                ))}
              </ul>
            )}
        </Card>
      )}
    </section>
  );
}

function CrewRow({ crew }: { crew: Crew }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(crew.name);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('crews.nameRequired'));
    setPending(true);
    try {
      await renameCrew(crew, name.trim());
      setEditing(false);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      await deleteCrew(crew);
      toast.success(t('crews.deleted'));
    } catch (failure) {
      toast.error(t('crews.saveError'), (failure as Error).message);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-2 dark:border-stone-700"
      data-testid="crew-row"
    >
      {editing
        ? (
          <form onSubmit={(event) => void save(event)} noValidate className="flex flex-1 flex-wrap items-end gap-2">
            <Input
              label={t('crews.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={error}
              maxLength={50}
              className="min-w-0 flex-1"
              autoFocus
            />
            <Button type="submit" isLoading={pending}>
              {t('crews.save')}
            </Button>
            <Button variant="ghost" onClick={() => (setEditing(false), setName(crew.name), setError(undefined))}>
              {t('common.cancel')}
            </Button>
          </form>
        )
        : (
          <>
            <span className="min-w-0">
              <span className="font-medium">{crew.name}</span>
              <span className="ml-2 text-sm text-stone-500 dark:text-stone-400">{t('crews.members', { count: crew.members.length })}</span>
            </span>
            <span className="flex gap-1">
              <Button variant="ghost" onClick={() => setEditing(true)} aria-label={t('crews.renameOf', { name: crew.name })}>
                {t('crews.rename')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('crews.deleteOf', { name: crew.name })}>
                {t('crews.delete')}
              </Button>
            </span>
          </>
        )}
      <ConfirmDialog
        open={confirming}
        title={t('crews.deleteTitle', { name: crew.name })}
        message={t('crews.deleteMessage')}
        confirmLabel={t('crews.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        isLoading={pending}
        variant="danger"
      />
    </li>
  );
}
