import { ShiftMarketPage } from '../../features/shift-market/components/shift-market-page';
import { useSkills } from '../../features/skills/api/skills';

/** /open-shifts: the shift market, whose open shifts may require a skill of the catalogue (features/skills). */
export function ShiftMarketRoute() {
  return <ShiftMarketPage useSkills={useSkills} />;
}
