// The demo's skills (docs/skills.md): four qualifications of a Polish plant; Produkcja's crews hold
// the forklift licence (UDT), which its night shift requires, one of them expiring in two weeks
// from the demo's today; first aid, the SEP licence and the till among a few people each.
import type { skills, userSkills } from '../db/schema';
import { addDays, localDate } from '../lib/time';
import type { DemoEmployee } from './schedule';

const SKILLS = [
  { key: 'udt', name: 'Wózek widłowy (UDT)', description: 'Uprawnienia UDT do obsługi wózków jezdniowych podnośnikowych.' },
  { key: 'aid', name: 'Pierwsza pomoc', description: 'Ukończone szkolenie z pierwszej pomocy przedmedycznej.' },
  { key: 'sep', name: 'Uprawnienia SEP do 1 kV', description: 'Świadectwo kwalifikacyjne SEP (eksploatacja) do 1 kV.' },
  { key: 'till', name: 'Obsługa kasy', description: 'Obsługa kasy fiskalnej i terminala płatniczego.' },
] as const;

export type DemoSkillKey = (typeof SKILLS)[number]['key'];

export function demoSkillRows(employees: readonly DemoEmployee[], firstAiders: readonly string[], now: Date, timezone: string) {
  const today = localDate(now, timezone);
  const created = new Date(now.getTime() - 60 * 86_400_000);
  const skillRows: (typeof skills.$inferInsert)[] = SKILLS.map((s) => ({
    id: crypto.randomUUID(),
    name: s.name,
    description: s.description,
    createdAt: created,
  }));
  const ids = Object.fromEntries(SKILLS.map((s, i) => [s.key, skillRows[i]!.id!])) as Record<DemoSkillKey, string>;
  const holdings: (typeof userSkills.$inferInsert)[] = [];
  const hold = (userId: string, key: DemoSkillKey, validUntil: string | null) =>
    holdings.push({ userId, skillId: ids[key], validUntil, createdAt: created });
  const production = employees.filter((e) => e.pattern === 'fourCrew');
  production.forEach((e, i) => {
    // All but the last of Produkcja hold UDT; the first one's expires in two weeks.
    if (i < production.length - 1) hold(e.userId, 'udt', i === 0 ? addDays(today, 14) : addDays(today, 200 + i * 45));
    if (i % 3 === 0) hold(e.userId, 'sep', addDays(today, 400 + i * 30));
  });
  const office = employees.filter((e) => e.pattern === 'office' && e.companyId === production[0]?.companyId);
  office.slice(0, 2).forEach((e) => hold(e.userId, 'till', null));
  for (const userId of firstAiders) {
    if (!holdings.some((h) => h.userId === userId && h.skillId === ids.aid)) hold(userId, 'aid', addDays(today, 500));
  }
  return { skillRows, holdings, ids };
}
