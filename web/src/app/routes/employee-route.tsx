import { EmployeePage } from '../../features/employees/components/employee-page';
import { CardSection } from '../../features/qr/components/card-section';

/** /user/{userId}: the employee profile with the person's employee card (features/qr); admins may reissue it. */
export function EmployeeRoute() {
  return (
    <EmployeePage card={(employee, viewer) => <CardSection key={employee.id} userId={employee.id} canReissue={viewer.role !== 'user'} />} />
  );
}
