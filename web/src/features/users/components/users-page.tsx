import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CompanyDepartmentFilters } from '../../../components/company-department-filters';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { Icon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { linkClasses } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { Badge, PageHeader } from '../../../components/ui/states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilterParams, usePageParam } from '../../../hooks/use-page-param';
import { ApiError } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { revalidateOrganisation } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import type { UserPublic } from '../../../types/api';
import { activateUser, USERS_PAGE_SIZE, useUsers } from '../api/users';
import { AddUserDialog } from './add-user-dialog';

const SEARCH_DELAY_MS = 300;

/**
 * /users?page=N (admins): the users of the caller's companies (everyone for a superadmin), filtered
 * by company, department and a search; the filters live in the URL beside `page`, so a company or
 * a department page can link to its people.
 */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.title'));
  const navigate = useNavigate();
  const { data: me } = useUser();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const companyId = params.get('company_id') || null;
  const departmentId = params.get('department_id') || null;
  const urlSearch = params.get('search') ?? '';
  const [adding, setAdding] = useState(false);

  /** Changes filters in the URL; any change goes back to the first page. */
  const setFilters = useFilterParams();

  // The search box answers as one types, once typing pauses.
  const [searchText, setSearchText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    // The URL changed by itself (back button, a link): the box follows it.
    setSeenUrlSearch(urlSearch);
    setSearchText(urlSearch);
  }
  useEffect(() => {
    if (searchText === urlSearch) return;
    const timer = setTimeout(() => setFilters({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, urlSearch, setFilters]);

  const { data, error, isLoading, mutate } = useUsers({ page, companyId, departmentId, search: urlSearch });
  const [activating, setActivating] = useState<string | null>(null);

  /** A sign-up waiting for approval (or any inactive account an admin may manage) becomes active. */
  async function activate(user: UserPublic) {
    setActivating(user.id);
    try {
      await activateUser(user.id);
      toast.success(t('users.activate.done'), user.full_name || user.email);
      await mutate();
      void revalidateOrganisation();
    } catch (failure) {
      toast.error(t('users.activate.failure'), failure instanceof ApiError ? failure.message : t('errors.unknown'));
    } finally {
      setActivating(null);
    }
  }
  const pageCount = data ? Math.ceil(data.count / USERS_PAGE_SIZE) : 0;
  const filtered = Boolean(companyId || departmentId || urlSearch);

  const columns: Column<UserPublic>[] = [
    {
      id: 'name',
      header: t('users.fields.name'),
      cell: (user) => (
        <span className="inline-flex items-center gap-2">
          <UserAvatar person={user} size="sm" />
          <Link to={`/user/${user.id}`} className={linkClasses}>
            {user.full_name || user.email}
          </Link>
        </span>
      ),
    },
    { id: 'email', header: t('users.fields.email'), cell: (user) => user.email },
    { id: 'acronym', header: t('users.fields.acronym'), cell: (user) => user.acronym || '—' },
    {
      id: 'role',
      header: t('users.fields.role'),
      cell: (user) => <Badge tone={user.role === 'user' ? 'neutral' : 'primary'}>{t(`roles.${user.role}`)}</Badge>,
    },
    {
      id: 'status',
      header: t('users.fields.status'),
      cell: (user) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Badge tone={user.is_active ? 'success' : 'muted'}>{user.is_active ? t('users.active') : t('users.inactive')}</Badge>
          {!user.is_active && me && (me.role === 'superadmin' || user.role === 'user') && (
            <Button
              variant="ghost"
              className="!min-h-9 border border-stone-300 !px-2 !py-1 dark:border-stone-600"
              aria-label={t('users.activate.label', { name: user.full_name || user.email })}
              isLoading={activating === user.id}
              onClick={() => void activate(user)}
            >
              <Icon name="check" className="size-4" />
              {t('users.activate.action')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const list = (
    <PagedList
      data={data}
      error={error}
      page={page}
      loadError={t('users.loadError')}
      onRetry={() => void mutate()}
      onFirstPage={() => setPage(1)}
      empty={filtered ? t('users.noMatches') : t('users.empty')}
    >
      {(rows) => <DataTable caption={t('users.title')} columns={columns} rows={rows} rowKey={(user) => user.id} busy={isLoading} />}
    </PagedList>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('users.title')}
        subtitle={data ? (filtered ? t('users.matching', { total: data.count }) : t('common.total', { total: data.count })) : undefined}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Icon name="plus" className="size-4" />
            {t('users.add.open')}
          </Button>
        }
      />

      <div
        role="search"
        aria-label={t('filters.label')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]"
      >
        <CompanyDepartmentFilters companyId={companyId} departmentId={departmentId} onChange={setFilters} />
        <Input
          label={t('filters.search')}
          type="search"
          value={searchText}
          maxLength={100}
          placeholder={t('users.searchPlaceholder')}
          onChange={(event) => setSearchText(event.target.value)}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      {filtered && (
        <div className="-mt-2">
          <Button
            variant="ghost"
            onClick={() => {
              setSearchText('');
              setFilters({ company_id: null, department_id: null, search: null });
            }}
          >
            <Icon name="close" className="size-4" />
            {t('filters.clear')}
          </Button>
        </div>
      )}

      {list}

      {data && (pageCount > 1 || page > 1) && (
        <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('pagination.label')} />
      )}

      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        canChooseRole={me?.role === 'superadmin'}
        onCreated={(user) => {
          setAdding(false);
          void revalidateOrganisation();
          void navigate(`/user/${user.id}`);
        }}
      />
    </div>
  );
}
