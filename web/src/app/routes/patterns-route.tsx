import { PatternsPage } from '../../features/schedule/components/patterns-page';
import { useSkills } from '../../features/skills/api/skills';

/** /pattern-schedules: the patterns, whose form offers the skills a shift may require (features/skills). */
export function PatternsRoute() {
  return <PatternsPage useSkills={useSkills} />;
}
