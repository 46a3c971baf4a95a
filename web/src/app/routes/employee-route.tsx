import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkClasses } from '../../components/ui/link';
import { EmployeePage } from '../../features/employees/components/employee-page';
import { CardSection } from '../../features/qr/components/card-section';
import { PersonSkills } from '../../features/skills/components/person-skills';

/**
 * /user/{userId}: the employee profile with the person's employee card (features/qr), which admins
 * may reissue, their skills (features/skills), and for admins a link to their availability.
 */
export function EmployeeRoute() {
  const { t } = useTranslation();
  return (
    <EmployeePage
      card={(employee, viewer) => <CardSection key={employee.id} userId={employee.id} canReissue={viewer.role !== 'user'} />}
      after={(employee, viewer) => (
        <>
          <PersonSkills key={`skills-${employee.id}`} userId={employee.id} canEdit={viewer.role !== 'user'} />
          {viewer.role !== 'user' && (
            <p>
              <Link className={linkClasses} to={`/availability?user=${employee.id}`}>{t('availability.tabs.person')}</Link>
            </p>
          )}
        </>
      )}
    />
  );
}
