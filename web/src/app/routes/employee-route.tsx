import { EmployeePage } from '../../features/employees/components/employee-page';
import { CardSection } from '../../features/qr/components/card-section';
import { PersonSkills } from '../../features/skills/components/person-skills';

/** /user/{userId}: the employee profile with the person's employee card (features/qr), admins may reissue it, and their skills (features/skills). */
export function EmployeeRoute() {
  return (
    <EmployeePage
      card={(employee, viewer) => (
        <>
          <CardSection key={employee.id} userId={employee.id} canReissue={viewer.role !== 'user'} />
          <PersonSkills key={`skills-${employee.id}`} userId={employee.id} canEdit={viewer.role !== 'user'} />
        </>
      )}
    />
  );
}
