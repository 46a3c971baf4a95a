import { AvailabilitySection } from '../../features/availability/components/availability-section';
import { CompanyPage } from '../../features/org/components/company-page';
import { LabourLawSection } from '../../features/schedule/components/labour-law-section';
import { SkillSettingsSection } from '../../features/skills/components/skill-settings-section';

/** /company/{companyId}: the company page with its labour-law, skills and availability settings. */
export function CompanyRoute() {
  return (
    <CompanyPage
      extra={(company) => (
        <>
          <LabourLawSection companyId={company.id} />
          <SkillSettingsSection companyId={company.id} />
          <AvailabilitySection companyId={company.id} />
        </>
      )}
    />
  );
}
