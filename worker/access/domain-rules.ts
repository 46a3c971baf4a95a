// The role checks that stay in worker/features: rules of the product (spec/product-rules.md
// "Roles"; docs/security.md "Access policy"), not decisions of who may reach a record or a list,
// which are worker/access's (requireAccess, checkAccess, scope.ts). Each entry names a file and the
// top-level declaration the checks sit in, the rule, and why it stays there.
// tests/unit/access/role-checks.test.ts reads every source of worker/features: a role check in a
// declaration not listed here fails it, and so does an entry here that no longer matches a check.
// This list is data for that test and for maintainers; no code reads it at run time.

export type DomainRule = {
  /** The source, from the repository's root. */
  file: string;
  /** The top-level declaration (function or const) the role checks sit in. */
  in: string;
  /** The rule of the product. */
  rule: string;
  /** Why it is a rule of the domain there, not an access decision. */
  reason: string;
};

export const DOMAIN_RULES: readonly DomainRule[] = [
  {
    file: 'worker/features/users/users.service.ts',
    in: 'createUser',
    rule: "Admins create accounts with the role user only; other roles are a superadmin's to grant.",
    reason:
      'Which values of the role field an actor may set (spec Roles: an admin cannot grant admin or superadmin); the account is new, there is no record to reach.',
  },
  {
    file: 'worker/features/users/users.service.ts',
    in: 'updateUser',
    rule: 'Role and active flag are superadmin-only fields; the last active superadmin keeps the role.',
    reason: 'Superadmin-only fields and the last-superadmin rule are about the change asked for, after user.update has granted the record.',
  },
  {
    file: 'worker/features/users/users.service.ts',
    in: 'deleteMe',
    rule: 'The last active superadmin cannot delete their own account (409).',
    reason: "A state rule of the tenant (it must keep a superadmin), on the caller's own account.",
  },
  {
    file: 'worker/features/users/queries.ts',
    in: 'activeSuperadminsOtherThan',
    rule: 'Counts the other active superadmins for the last-superadmin rule.',
    reason: 'The query of the rule above; it selects by role, it decides no access.',
  },
  {
    file: 'worker/features/users/profile.ts',
    in: 'toPublic',
    rule: "`is_superuser` of the FastAPI template's user answer is true for a superadmin.",
    reason: 'A field of the answer, derived from the role; nothing is granted by it.',
  },
  {
    file: 'worker/features/employees/employees.service.ts',
    in: 'setsSuperadminFields',
    rule: "Salary and contract type are a superadmin's to set (spec Roles: superadmin-only fields).",
    reason: 'Which fields of a granted employment record an actor may write.',
  },
  {
    file: 'worker/features/schedule/rules/confirm-right.ts',
    in: 'confirmRightRefusal',
    rule: 'An admin never confirms the shift of another admin or of a superadmin; a confirmed shift is read-only except for a superadmin.',
    reason:
      'The confirm rule of the product (spec Roles, Day shifts), a pure rule unit-tested in tests/unit/schedule; shift.confirm decides the reach first.',
  },
  {
    file: 'worker/features/schedule/day-shifts.service.ts',
    in: 'confirmShift',
    rule: "A superadmin's confirm may confirm a confirmed shift again, and answers can_confirm true after it; nobody else's.",
    reason:
      'The same rule as confirmRightRefusal (a confirmed shift is read-only except for a superadmin), applied to the write and its answer.',
  },
  {
    file: 'worker/features/absence/rules/transitions.ts',
    in: 'manages',
    rule: "An admin decides the requests of users of their companies, never their own nor another admin's; a superadmin any.",
    reason:
      'The transition rule of a request (spec Absence, Roles), a pure rule unit-tested in tests/unit/absence; absence.change decides the reach first.',
  },
  {
    file: 'worker/features/signup/queries.ts',
    in: 'activeAdmins',
    rule: 'A sign-up under approval notifies the admins and superadmins of the tenant.',
    reason: 'Whom a notification goes to (spec Tenancy, sign-up policy); the caller is not signed in.',
  },
  {
    file: 'worker/features/skills/catalogue.service.ts',
    in: 'holdersFor',
    rule: 'The skills catalogue lists who holds each skill only to admins and superadmins; users see the catalogue without holders.',
    reason:
      "What a list shows of other people by role (the holders column), not whether a record can be reached: the catalogue is the tenant's.",
  },
  {
    file: 'worker/features/skills/queries.ts',
    in: 'adminsOf',
    rule: "Expiry notices go to the admins of the person's companies.",
    reason: 'Who is told (the recipients of a notification), not who may read a record.',
  },
];
