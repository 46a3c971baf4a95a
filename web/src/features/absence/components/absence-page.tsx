// The absence screen, /vacations (everyone): the vacation balance of a year, the request form and the person's own
// requests with their cancel action; admins and superadmins also get the requests of their
// companies to approve or reject, and may file and view requests for an employee.
//
// URL: `tab` (admins: team, the default, or personal), `year`, `user` (admins: the person shown in
// the personal tab), the team filters (`status`, `type`, `company_id`, `department_id`, `start`,
// `end`, `page`) and `id`, a request named by a link (notifications): it is highlighted and
// scrolled into view, in the tab, year and status where it shows.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Combobox } from '../../../components/ui/combobox';
import { LoadingState, PageHeader } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSetSearchParams } from '../../../hooks/use-page-param';
import { hasRole, useUser } from '../../../lib/auth';
import { useAllUsers } from '../../../lib/org';
import { useCompanyToday } from '../../../lib/schedule';
import type { AbsencePublic } from '../../../types/api';
import { parseYear, revalidateAbsence, useAbsence, userAbsencesPath, useUserAbsences } from '../api/absence';
import { BalanceCard } from './balance-card';
import { OwnRequests } from './own-requests';
import { RequestForm } from './request-form';
import { TeamRequests } from './team-requests';

const ADMIN_ROLES = ['admin', 'superadmin'] as const;
type TabId = 'team' | 'personal';

export function AbsencePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.absence'));
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ADMIN_ROLES);
  const [params, setParams] = useSearchParams();
  const focusId = params.get('id');
  const currentYear = Number(useCompanyToday().slice(0, 4));
  const year = parseYear(params.get('year')) ?? currentYear;
  const tab: TabId = isAdmin && params.get('tab') !== 'personal' ? 'team' : 'personal';
  const otherUser = isAdmin && params.get('user') && params.get('user') !== me?.id ? params.get('user') : null;

  const setParam = useSetSearchParams();

  const personal = useUserAbsences(me && tab === 'personal' ? userAbsencesPath(year, otherUser) : null);
  const people = useAllUsers(isAdmin && tab === 'personal');
  const personOptions = useMemo(() => {
    const list = (people.data?.data ?? []).map((person) => ({
      value: person.id,
      label: person.full_name || person.email,
      hint: person.email,
    }));
    if (me && !list.some((option) => option.value === me.id)) {
      list.unshift({ value: me.id, label: me.full_name || me.email, hint: me.email });
    }
    return list;
  }, [people.data, me]);
  // The answer for the person and year shown (not the one before, while it loads).
  const shown = personal.data && personal.data.year === year && personal.data.user_id === (otherUser ?? me?.id) ? personal.data : undefined;
  const personName = otherUser ? (personOptions.find((option) => option.value === otherUser)?.label ?? null) : null;

  // --- The request a link names (?id=).
  // A link followed while the screen is open (the notification bell) may name a request newer
  // than the answers held: read them again.
  const lastFocus = useRef(focusId);
  useEffect(() => {
    if (focusId === lastFocus.current) return;
    lastFocus.current = focusId;
    if (focusId) void revalidateAbsence();
  }, [focusId]);
  // Read it, then show it where it is: the owner's year (admins: in the personal tab), or the
  // team list with the request's status.
  const linked = useAbsence(focusId);
  const focused: AbsencePublic | null = (focusId && linked.data?.id === focusId && linked.data) || null;
  const routed = useRef<string | null>(null);
  // Once the address has moved on (a sidebar link followed meanwhile, this screen about to go),
  // moving this screen's URL would take the user back here: leave it.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!focused || !me || window.location.pathname !== pathname || routed.current === focused.id) return;
    routed.current = focused.id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (focused.user_id === me.id || !isAdmin) {
          if (isAdmin) next.set('tab', 'personal');
          next.delete('user');
          next.set('year', focused.start_date.slice(0, 4));
        } else {
          next.delete('tab');
          next.delete('page');
          // The list shows pending requests unless told otherwise: show the linked one's status.
          if (focused.status === 'pending') next.delete('status');
          else next.set('status', focused.status);
        }
        return next;
      },
      { replace: true },
    );
  }, [focused, me, isAdmin, pathname, setParams]);

  const linkMissing = !!focusId && !!linked.error && !linked.isValidating;

  const personalView = (
    <div className="flex flex-col gap-6">
      {isAdmin && (
        <Card className="max-w-xl p-4 sm:p-6">
          <Combobox
            label={t('vacations.employee')}
            value={otherUser ?? me?.id ?? ''}
            onChange={(value) => setParam({ user: value === me?.id ? null : value })}
            options={personOptions}
            noResults={t('vacations.noPeople')}
            hint={people.error ? people.error.message : t('vacations.employeeHint')}
          />
        </Card>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <BalanceCard
          year={year}
          currentYear={currentYear}
          onYear={(next) => setParam({ year: next === currentYear ? null : String(next) })}
          balance={shown?.balance}
          error={personal.error}
          onRetry={() => void personal.mutate()}
          personName={personName}
        />
        <RequestForm
          key={otherUser ?? 'me'}
          userId={otherUser}
          personName={personName}
          onCreated={(created) => {
            const createdYear = Number(created.start_date.slice(0, 4));
            if (createdYear !== year) setParam({ year: createdYear === currentYear ? null : String(createdYear) });
          }}
        />
      </div>
      <OwnRequests
        year={year}
        data={shown}
        error={personal.error}
        busy={personal.isValidating}
        onRetry={() => void personal.mutate()}
        highlightId={focusId}
        personName={personName}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('nav.absence')} subtitle={t('vacations.subtitle')} />
      {linkMissing && (
        <Alert variant="info" live>
          {t('vacations.linkMissing')}
        </Alert>
      )}
      {!me ? <LoadingState /> : isAdmin
        ? (
          <Tabs<TabId>
            label={t('vacations.tabs.label')}
            tabs={[
              { id: 'team', label: t('vacations.tabs.team'), icon: 'team' },
              { id: 'personal', label: t('vacations.tabs.personal'), icon: 'absence' },
            ]}
            value={tab}
            onChange={(id) => setParam({ tab: id === 'team' ? null : id })}
          >
            {tab === 'team' ? <TeamRequests focused={focused} highlightId={focusId} /> : personalView}
          </Tabs>
        )
        : personalView}
    </div>
  );
}
