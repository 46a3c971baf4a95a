import { useCrews } from '../../features/crews/api/crews';
import { PatternPage } from '../../features/schedule/components/pattern-page';
import { useSkills } from '../../features/skills/api/skills';

/**
 * /pattern-schedule/{id}: the pattern page, whose apply form offers the department's crews
 * (features/crews) and whose shifts may require a skill (features/skills).
 */
export function PatternRoute() {
  return <PatternPage useCrews={useCrews} useSkills={useSkills} />;
}
