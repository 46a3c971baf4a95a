// The skills contract (docs/skills.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';

export const SKILL_NAME_MAX = 80;
export const SKILL_DESCRIPTION_MAX = 500;
export const SKILLS_MAX = 200;
/** Expiring soon: valid until at most this many days ahead (the first notice goes then). */
export const EXPIRY_NOTICE_DAYS = 30;
export const SKILL_CONFLICT_MODES = ['warn', 'block'] as const;

const NameSchema = z
  .string({ error: fieldMessage('skill.name_required') })
  .trim()
  .min(1, fieldMessage('skill.name_required'))
  .max(SKILL_NAME_MAX);

const DescriptionSchema = z.string().trim().max(SKILL_DESCRIPTION_MAX);

export const SkillCreateSchema = z
  .object({ name: NameSchema, description: DescriptionSchema.nullish() })
  .meta({ id: 'SkillCreate' });

export const SkillUpdateSchema = z
  .object({ name: NameSchema.optional(), description: DescriptionSchema.nullish() })
  .meta({ id: 'SkillUpdate' });

export const SkillIdParamsSchema = z.object({ skill_id: z.uuid() });
export const SkillUserParamsSchema = z.object({ user_id: z.uuid() });
export const SkillCompanyParamsSchema = z.object({ company_id: z.uuid() });

export const SkillHolderSchema = z
  .object({
    user_id: z.uuid(),
    full_name: z.string().nullable(),
    email: z.string(),
    valid_until: z.string().nullable(),
    state: z.enum(['valid', 'expiring', 'expired']),
  })
  .meta({ id: 'SkillHolder' });

export const SkillSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    created_at: z.iso.datetime(),
    /** Who holds it (people the caller may see), the soonest to expire first; admins only (users get []). */
    holders: z.array(SkillHolderSchema),
  })
  .meta({ id: 'Skill' });

export const SkillsSchema = z.object({ data: z.array(SkillSchema), count: z.number().int() }).meta({ id: 'Skills' });

export const UserSkillSchema = z
  .object({
    skill_id: z.uuid(),
    name: z.string(),
    valid_until: z.string().nullable(),
    /** 'valid', 'expiring' (within 30 days) or 'expired', on the person's company's today. */
    state: z.enum(['valid', 'expiring', 'expired']),
  })
  .meta({ id: 'UserSkill' });

export const UserSkillsSchema = z
  .object({ user_id: z.uuid(), data: z.array(UserSkillSchema) })
  .meta({ id: 'UserSkills' });

export const UserSkillsUpdateSchema = z
  .object({
    skills: z
      .array(z.object({ skill_id: z.uuid(), valid_until: LocalDateSchema.nullish() }))
      .max(SKILLS_MAX)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.skill_id)) {
            ctx.addIssue({ code: 'custom', path: [index, 'skill_id'], message: fieldMessage('skill.held_twice') });
          }
          seen.add(item.skill_id);
        });
      })
      .meta({ description: 'The whole list of skills the person holds; what is not listed is removed' }),
  })
  .meta({ id: 'UserSkillsUpdate' });

export const SkillSettingsSchema = z
  .object({
    company_id: z.uuid(),
    /** Planning someone without a required skill (or with it expired): a warning, or refused. */
    skill_conflicts: z.enum(SKILL_CONFLICT_MODES),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SkillSettings' });

export const SkillSettingsUpdateSchema = z
  .object({ skill_conflicts: z.enum(SKILL_CONFLICT_MODES) })
  .meta({ id: 'SkillSettingsUpdate' });

export type SkillCreate = z.infer<typeof SkillCreateSchema>;
export type SkillUpdate = z.infer<typeof SkillUpdateSchema>;
export type Skill = z.infer<typeof SkillSchema>;
export type Skills = z.infer<typeof SkillsSchema>;
export type UserSkills = z.infer<typeof UserSkillsSchema>;
export type UserSkillsUpdate = z.infer<typeof UserSkillsUpdateSchema>;
export type SkillSettings = z.infer<typeof SkillSettingsSchema>;
export type SkillSettingsUpdate = z.infer<typeof SkillSettingsUpdateSchema>;
