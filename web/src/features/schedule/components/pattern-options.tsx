import type { PatternPublic } from '../../../types/api';

/** The patterns as a select's options, each with its department when it has one. */
export function PatternOptions({ patterns }: { patterns: readonly PatternPublic[] }) {
  return (
    <>
      {patterns.map((pattern) => (
        <option key={pattern.id} value={pattern.id}>
          {pattern.name}
          {pattern.department_name ? ` (${pattern.department_name})` : ''}
        </option>
      ))}
    </>
  );
}
