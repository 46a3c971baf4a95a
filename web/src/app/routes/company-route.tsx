import { AvailabilitySection } from '../../features/availability/components/availability-section';
import { CompanyPage } from '../../features/org/components/company-page';
import { LabourLawSection } from '../../features/schedule/components/labour-law-section';

/** /company/{companyId}: the company page with its labour-law and availability settings. */
export function CompanyRoute() {
  return (
    <CompanyPage
      extra={(company) => (
        <>
          <LabourLawSection companyId={company.id} />
          <AvailabilitySection companyId={company.id} />
        </>
      )}
    />
  );
}
