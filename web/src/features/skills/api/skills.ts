// The calls of skills (docs/skills.md): the catalogue, a person's skills and a company's setting.
import useSWR, { mutate } from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import type { Skill, Skills, SkillSettings, UserSkills } from '../../../types/api';

export const SKILLS_PATH = '/v1/skills';
const userSkillsPath = (userId: string) => `/v1/users/${userId}/skills`;
const settingsPath = (companyId: string) => `/v1/companies/${companyId}/skill-settings`;

export const useSkills = (enabled = true) => useSWR<Skills, ApiError>(enabled ? SKILLS_PATH : null, fetcher);
/** A person's skills; null: nothing read (the signed-in user not known yet). */
export const useUserSkills = (userId: string | null) => useSWR<UserSkills, ApiError>(userId ? userSkillsPath(userId) : null, fetcher);
export const useSkillSettings = (companyId: string) => useSWR<SkillSettings, ApiError>(settingsPath(companyId), fetcher);

const catalogueChanged = () => mutate(SKILLS_PATH);

export async function createSkill(input: { name: string; description: string | null }): Promise<Skill> {
  const skill = await api.post<Skill>(SKILLS_PATH, input);
  await catalogueChanged();
  return skill;
}

export async function updateSkill(id: string, input: { name: string; description: string | null }): Promise<Skill> {
  const skill = await api.patch<Skill>(`${SKILLS_PATH}/${id}`, input);
  await catalogueChanged();
  return skill;
}

export async function deleteSkill(id: string): Promise<void> {
  await api.delete(`${SKILLS_PATH}/${id}`);
  await catalogueChanged();
}

export async function setUserSkills(userId: string, skills: { skill_id: string; valid_until: string | null }[]): Promise<UserSkills> {
  const saved = await api.put<UserSkills>(userSkillsPath(userId), { skills });
  await Promise.all([mutate(userSkillsPath(userId), saved, { revalidate: false }), catalogueChanged()]);
  return saved;
}

export async function saveSkillSettings(companyId: string, mode: 'warn' | 'block'): Promise<SkillSettings> {
  const saved = await api.put<SkillSettings>(settingsPath(companyId), { skill_conflicts: mode });
  await mutate(settingsPath(companyId), saved, { revalidate: false });
  return saved;
}
