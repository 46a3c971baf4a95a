import { ShiftMarketPage } from '../../features/shift-market/components/shift-market-page';
import { useSkills, useUserSkills } from '../../features/skills/api/skills';
import { useUser } from '../../lib/auth';

/** The signed-in person's own skills (features/skills), which an open shift's card compares with what it requires. */
function useMySkills() {
  const { data: me } = useUser();
  return useUserSkills(me?.id ?? null);
}

/** /open-shifts: the shift market, whose open shifts may require a skill of the catalogue (features/skills). */
export function ShiftMarketRoute() {
  return <ShiftMarketPage useSkills={useSkills} useMySkills={useMySkills} />;
}
