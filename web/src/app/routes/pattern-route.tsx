import { useCrews } from '../../features/crews/api/crews';
import { PatternPage } from '../../features/schedule/components/pattern-page';

/** /pattern-schedule/{id}: the pattern page, whose apply form offers the department's crews (features/crews). */
export function PatternRoute() {
  return <PatternPage useCrews={useCrews} />;
}
