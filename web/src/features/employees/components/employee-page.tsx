import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icons';
import { linkClasses } from '../../../components/ui/link';
import { Badge, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { useEmployee } from '../api/employee';
import { revalidateOrganisation } from '../../../lib/org';
import { DeleteUserSection } from './delete-user-section';
import { EmploymentSection } from './employment-section';
import { ExtraDataSection } from './extra-data-section';
import type { EmployeePublic, UserPublic } from '../../../types/api';
import { profileRights } from './profile-rules';
import { UserForm } from './user-form';

type Slot = (employee: EmployeePublic, viewer: UserPublic) => ReactNode;

/**
 * /user/{userId}: the employee profile: user form, company and employment, extra data, employee card.
 * `card`: the employee card's section (features/qr); `after`: what other features show of the
 * person below it, each in its own card (skills, availability); both given by the app
 * (app/routes/employee-route.tsx).
 */
export function EmployeePage({ card, after }: { card?: Slot; after?: Slot } = {}) {
  const { t } = useTranslation();
  const { userId } = useParams();
  const { data: me } = useUser();
  const { data: employee, error, mutate } = useEmployee(userId);
  useDocumentTitle(employee ? employee.full_name || employee.email : t('profile.title'));

  if (error) {
    return (
      <RecordErrorState
        error={error}
        notFound={t('profile.notFound')}
        loadError={t('profile.loadError')}
        forbidden={t('profile.forbidden')}
        back={<BackLink />}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!employee || !me) return <LoadingState />;

  const rights = profileRights(me, employee);
  const changed = () => {
    void mutate();
    void revalidateOrganisation();
  };

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {employee.avatar && <UserAvatar person={employee} size="lg" />}
            <span className="min-w-0 break-words">{employee.full_name || employee.email}</span>
          </span>
        }
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{employee.email}</span>
            <Badge tone={employee.role === 'user' ? 'neutral' : 'primary'}>{t(`roles.${employee.role}`)}</Badge>
            <Badge tone={employee.is_active ? 'success' : 'muted'}>{employee.is_active ? t('users.active') : t('users.inactive')}</Badge>
          </span>
        }
      />

      <Section id="profile-user" icon="user" title={t('profile.user.heading')}>
        <UserForm
          key={employee.id}
          user={employee}
          rights={rights}
          onSaved={(saved) => {
            void mutate({ ...employee, ...saved }, { revalidate: false });
            void revalidateOrganisation();
          }}
        />
      </Section>

      <Section id="profile-employment" icon="building" title={t('profile.employment.heading')}>
        <EmploymentSection key={employee.id} employee={employee} rights={rights} onChanged={changed} />
      </Section>

      <Section id="profile-extra" icon="layers" title={t('profile.extra.heading')}>
        <ExtraDataSection records={employee.employment_records} canEdit={rights.manageEmployment} onChanged={changed} />
      </Section>

      {card && (
        <Section id="profile-card" icon="idCard" title={t('profile.card.heading')}>
          {card(employee, me)}
        </Section>
      )}

      {after?.(employee, me)}

      {rights.deleteUser && (
        <Section id="profile-danger" icon="warning" title={t('profile.danger.heading')}>
          <DeleteUserSection key={employee.id} user={employee} />
        </Section>
      )}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/users" className={`${linkClasses} inline-flex items-center gap-1 self-start text-sm`}>
      <Icon name="chevronLeft" className="size-4" />
      {t('profile.backToUsers')}
    </Link>
  );
}

function Section({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="!p-4 sm:!p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          <Icon name={icon} className="size-5 text-primary-700 dark:text-primary-400" />
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
