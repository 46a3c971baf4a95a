// The crews contract (docs/crews.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';

export const CREW_NAME_MAX = 50;
export const CREW_MEMBERS_MAX = 1000;
export const CREWS_PER_DEPARTMENT_MAX = 50;

const NameSchema = z
  .string({ error: fieldMessage('crew.name_required') })
  .trim()
  .min(1, fieldMessage('crew.name_required'))
  .max(CREW_NAME_MAX);

const SortOrderSchema = z.number().int().min(0).max(1000).meta({ description: 'Crews are listed by this, then by name' });

export const CrewListQuerySchema = z.object({ department_id: z.uuid() });

export const CrewCreateSchema = z
  .object({ department_id: z.uuid(), name: NameSchema, sort_order: SortOrderSchema.optional() })
  .meta({ id: 'CrewCreate' });

export const CrewUpdateSchema = z.object({ name: NameSchema.optional(), sort_order: SortOrderSchema.optional() }).meta({
  id: 'CrewUpdate',
});

export const CrewIdParamsSchema = z.object({ crew_id: z.uuid() });

export const CrewMembersSchema = z
  .object({
    user_ids: z
      .array(z.uuid())
      .max(CREW_MEMBERS_MAX)
      .superRefine((ids, ctx) => {
        const seen = new Set<string>();
        ids.forEach((id, index) => {
          if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: fieldMessage('crew.member_twice') });
          seen.add(id);
        });
      })
      .meta({ description: 'The whole membership: people employed in the department now; someone in another crew of it moves here' }),
  })
  .meta({ id: 'CrewMembers' });

export const CrewMemberSchema = z
  .object({ user_id: z.uuid(), full_name: z.string().nullable(), email: z.string() })
  .meta({ id: 'CrewMember' });

export const CrewSchema = z
  .object({
    id: z.uuid(),
    department_id: z.uuid(),
    name: z.string(),
    sort_order: z.number().int(),
    created_at: z.iso.datetime(),
    members: z.array(CrewMemberSchema),
  })
  .meta({ id: 'Crew' });

export const CrewsSchema = z.object({ data: z.array(CrewSchema), count: z.number().int() }).meta({ id: 'Crews' });

export const CrewMembersResultSchema = z
  .object({
    crew: CrewSchema,
    /** People who were in another crew of the department and moved to this one. */
    moved: z.array(z.object({ user_id: z.uuid(), from_crew_id: z.uuid(), from_crew_name: z.string() })),
  })
  .meta({ id: 'CrewMembersResult' });

export type CrewCreate = z.infer<typeof CrewCreateSchema>;
export type CrewUpdate = z.infer<typeof CrewUpdateSchema>;
export type CrewMembers = z.infer<typeof CrewMembersSchema>;
export type Crew = z.infer<typeof CrewSchema>;
export type Crews = z.infer<typeof CrewsSchema>;
export type CrewMembersResult = z.infer<typeof CrewMembersResultSchema>;
