import { CompanyPage } from '../../features/org/components/company-page';
import { LabourLawSection } from '../../features/schedule/components/labour-law-section';

/** /company/{companyId}: the company page with its labour-law settings (the schedule feature's rules). */
export function CompanyRoute() {
  return <CompanyPage extra={(company) => <LabourLawSection companyId={company.id} />} />;
}
