// The users contract, shared with the web app (plain zod: no server code comes along).
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { ROLES } from './roles';

export type { Role } from './roles';

export const PASSWORD_MIN_LENGTH = 8;

export const RoleSchema = z.enum(ROLES).meta({ id: 'Role' });
export const EmailSchema = z.email(fieldMessage('email.invalid')).max(255);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, fieldMessage('password.too_short', { min_length: PASSWORD_MIN_LENGTH }))
  .max(128);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

const profileFields = {
  full_name: optionalText(255),
  acronym: optionalText(10),
  phone_1: optionalText(32),
  phone_2: optionalText(32),
  address: optionalText(500),
};

export const UserPublicSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string().nullable(),
    acronym: z.string().nullable(),
    phone_1: z.string().nullable(),
    phone_2: z.string().nullable(),
    address: z.string().nullable(),
    avatar: z.string().nullable(),
    role: RoleSchema,
    is_active: z.boolean(),
    /** The FastAPI template's flag: true for the role superadmin (read-only; set `role`). */
    is_superuser: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'UserPublic' });

export const UsersPublicSchema = z
  .object({ data: z.array(UserPublicSchema), count: z.number().int() })
  .meta({ id: 'UsersPublic' });

export const UserCreateSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    ...profileFields,
    role: RoleSchema.default('user'),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'UserCreate' });

export const UserRegisterSchema = z
  .object({ email: EmailSchema, password: PasswordSchema, full_name: optionalText(255) })
  .meta({ id: 'UserRegister' });

export const UserUpdateMeSchema = z
  .object({ email: EmailSchema.optional(), ...profileFields })
  .meta({ id: 'UserUpdateMe' });

export const UserUpdateSchema = z
  .object({
    email: EmailSchema.optional(),
    password: PasswordSchema.optional(),
    ...profileFields,
    role: RoleSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .meta({ id: 'UserUpdate' });

export const UpdatePasswordSchema = z
  .object({ current_password: z.string().min(1).max(128), new_password: PasswordSchema })
  .meta({ id: 'UpdatePassword' });

export const UserIdParamsSchema = z.object({ user_id: z.uuid() });

export const ListUsersQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  search: z.string().trim().max(100).optional(),
  /** Users with an employment record (current or ended) in this company. */
  company_id: z.uuid().optional(),
  /** Users with an employment record (current or ended) in this department. */
  department_id: z.uuid().optional(),
});

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export type UserPublic = z.infer<typeof UserPublicSchema>;
export type UsersPublic = z.infer<typeof UsersPublicSchema>;
export type UserCreate = z.infer<typeof UserCreateSchema>;
export type UserRegister = z.infer<typeof UserRegisterSchema>;
export type UserUpdateMe = z.infer<typeof UserUpdateMeSchema>;
export type UserUpdate = z.infer<typeof UserUpdateSchema>;
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;
