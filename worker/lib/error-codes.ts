// Every error the API answers outside 422, in one table: a stable machine `code` (`area.reason`),
// its HTTP status and its English `detail` (spec/product-rules.md "Errors and limits"). The web
// app translates by code (web/src/locales/*.json, section `errors`); `detail` stays for clients
// that show text as it comes. A detail is a text with `{name}` placeholders filled from the
// error's `params`, or a function of the params (plurals); either way the params travel beside it.
// Where the API is the FastAPI full-stack template's (sign-in, recovery, users) the detail is the
// template's own text, character for character.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type ParamValue = string | number;
export type ErrorParams = Record<string, ParamValue>;
type Entry = { status: ContentfulStatusCode; detail: string | ((params: never) => string) };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const ERRORS = {
  // ---- the FastAPI template's own answers (login.py, users.py, deps.py)
  'auth.not_authenticated': { status: 401, detail: 'Not authenticated' },
  'auth.invalid_token': { status: 401, detail: 'Could not validate credentials' },
  'auth.bad_credentials': { status: 400, detail: 'Incorrect email or password' },
  'auth.inactive_user': { status: 400, detail: 'Inactive user' },
  'auth.not_enough_privileges': { status: 403, detail: "The user doesn't have enough privileges" },
  'auth.unknown_email': { status: 404, detail: 'The user with this email does not exist in the system.' },
  'auth.unknown_username': { status: 404, detail: 'The user with this username does not exist in the system.' },
  'auth.invalid_reset_token': { status: 400, detail: 'Invalid token' },
  'auth.too_many_attempts': {
    status: 429,
    detail: (p: { minutes: number }) => `Too many login attempts. Try again in ${plural(p.minutes, 'minute')}.`,
  },
  'users.email_taken': { status: 400, detail: 'The user with this email already exists in the system.' },
  'users.email_in_use': { status: 409, detail: 'User with this email already exists' },
  'users.not_found': { status: 404, detail: 'User not found' },
  'users.unknown_id': { status: 404, detail: 'The user with this id does not exist in the system' },
  'users.incorrect_password': { status: 400, detail: 'Incorrect password' },
  'users.same_password': { status: 400, detail: 'New password cannot be the same as the current one' },
  'signup.email_taken': { status: 400, detail: 'The user with this email already exists in the system' },

  // ---- tenancy
  'tenant.unknown': { status: 404, detail: 'Unknown tenant' },
  'tenant.suspended': { status: 403, detail: 'This company account is suspended' },
  'signup.closed': { status: 403, detail: 'Sign-up is closed for this company: ask an administrator for an account.' },
  'consent.terms_changed': { status: 409, detail: 'The terms changed: the current version is {version}' },

  // ---- users (Grafik's roles and scope)
  'users.role_requires_superadmin': { status: 403, detail: 'Only a superadmin can grant the admin or superadmin role' },
  'users.active_flag_requires_superadmin': { status: 403, detail: 'Only a superadmin can change the active flag' },
  'users.role_or_active_requires_superadmin': { status: 403, detail: 'Only a superadmin can change the role or the active flag' },
  'users.outside_scope': { status: 403, detail: 'This user is employed in other companies' },
  'users.admin_manages_role_user': { status: 403, detail: 'Admins can only manage users with the role user' },
  'users.delete_self': { status: 403, detail: 'Super users are not allowed to delete themselves' },
  'users.last_superadmin': { status: 409, detail: 'The tenant must keep at least one active superadmin' },
  'users.last_superadmin_delete': { status: 409, detail: 'The last superadmin cannot delete their account' },

  // ---- companies and departments
  'org.company_not_found': { status: 404, detail: 'Company not found' },
  'org.department_not_found': { status: 404, detail: 'Department not found' },
  'org.not_your_company': { status: 403, detail: 'You are not employed in this company' },
  'org.not_your_department': { status: 403, detail: 'You are not employed in this department' },
  'org.company_not_empty': {
    status: 409,
    detail: (p: { departments: number; employees: number }) =>
      `Company has ${
        [p.departments ? plural(p.departments, 'department') : '', p.employees ? plural(p.employees, 'employee') : '']
          .filter(Boolean)
          .join(' and ')
      }`,
  },
  'org.department_not_empty': { status: 409, detail: (p: { employees: number }) => `Department has ${plural(p.employees, 'employee')}` },

  // ---- employment records
  'employees.record_not_found': { status: 404, detail: 'Employment record not found' },
  'employees.end_before_start': { status: 400, detail: 'The end date cannot be earlier than the start date' },
  'employees.end_date_permanent': { status: 400, detail: 'An end date cannot be removed once it is set' },
  'employees.overlap': { status: 400, detail: 'The user already has an employment record in this company for these dates' },
  'employees.superadmin_fields': { status: 403, detail: 'Only a superadmin can set the salary and the contract type' },
  'employees.only_role_user': { status: 403, detail: 'Admins can only manage the employment of users with the role user' },
  'employees.references_gone': { status: 404, detail: 'The user, company or department no longer exists' },

  // ---- absence (vacation-sick)
  'absence.not_found': { status: 404, detail: 'Vacation request not found' },
  'absence.not_yours': { status: 403, detail: 'This request belongs to someone else' },
  'absence.not_your_employee': { status: 403, detail: 'You can only file requests for the employees of your companies' },
  'absence.no_employment': {
    status: 400,
    detail: 'An absence needs a current employment record: this person is not employed in any company',
  },
  'absence.no_workday': {
    status: 400,
    detail: 'These dates contain no working day (no planned shift, and no Monday-Friday that is not a public holiday)',
  },
  'absence.overlap': {
    status: 400,
    detail: (p: { status: string; start_date: string; end_date: string }) =>
      `This request overlaps another ${p.status} request (${
        p.start_date === p.end_date ? p.start_date : `${p.start_date} – ${p.end_date}`
      })`,
  },
  'absence.balance_exceeded': {
    status: 400,
    detail: 'This request needs {needed} h of vacation but only {left} h are available in {year}',
  },
  'absence.force_majeure_exceeded': {
    status: 400,
    detail: 'Force-majeure leave is at most 4 shifts a calendar year: this request needs {needed}, {left} left in {year}',
  },
  'absence.other_company': { status: 403, detail: 'This request belongs to another company' },
  'absence.changed': { status: 409, detail: 'The request changed meanwhile; reload it' },
  'absence.not_manager': {
    status: 403,
    detail: 'Only an admin of the employee’s company decides this request; requests of admins go to a superadmin',
  },
  'absence.not_owner': { status: 403, detail: 'You can only cancel your own requests' },
  'absence.started_already': {
    status: 403,
    detail: 'An approved absence can be cancelled by its owner only before its first day; ask an admin',
  },
  'absence.not_pending': { status: 409, detail: 'Only a pending request can be approved, rejected or cancelled here' },
  'absence.approved_cancel': { status: 409, detail: 'This request is approved: cancel it through PATCH /vacation-sick/canceled' },
  'absence.not_approved': { status: 409, detail: 'Only an approved request can be cancelled through this call' },

  // ---- notifications
  'notifications.not_found': { status: 404, detail: 'Notification not found' },
  'notifications.not_yours': { status: 403, detail: 'This notification belongs to someone else' },

  // ---- chat
  'chat.room_not_found': { status: 404, detail: 'Room not found' },
  'chat.chat_not_found': { status: 404, detail: 'Conversation not found' },
  'chat.not_authorized': { status: 403, detail: 'You are not authorized to perform this action.' },
  'chat.room_inactive': { status: 409, detail: 'This room is inactive: it is read-only' },
  'chat.channel_admins_only': { status: 403, detail: 'Only admins write in a channel' },
  'chat.message_not_found': { status: 404, detail: 'Message not found' },
  'chat.not_your_message': { status: 403, detail: 'You can only change your own messages' },
  'chat.message_deleted': { status: 409, detail: 'This message was deleted' },
  'chat.too_many_messages': {
    status: 429,
    detail: (p: { limit: number; seconds: number }) => `Too many messages: at most ${p.limit} in ${p.seconds} seconds. Wait a few seconds.`,
  },
  'chat.direct_self': { status: 409, detail: 'A conversation needs someone else' },
  'chat.user_not_found': { status: 404, detail: 'User not found' },

  // ---- media (images and avatars)
  'media.unsupported_type': { status: 415, detail: 'Only PNG, JPEG, WebP and GIF images are accepted' },
  'media.too_large': { status: 413, detail: 'The image is larger than {max_mb} MB' },
  'media.not_found': { status: 404, detail: 'Image not found' },
  'media.not_yours': { status: 403, detail: 'You can only delete your own images' },

  // ---- telemetry
  'telemetry.invoice_issued': { status: 409, detail: 'This invoice was issued: it is not changed any more' },

  // ---- company news
  'news.not_found': { status: 404, detail: 'News not found' },
  'news.not_authorized': { status: 403, detail: 'You are not authorized to perform this action.' },

  // ---- shift entries (check-in sheets opened and closed by scanning)
  'shift_entries.not_found': { status: 404, detail: 'Shift entry not found' },
  'shift_entries.closed': { status: 409, detail: 'This shift entry is closed: reopen it to add people' },
  'shift_entries.already_closed': { status: 409, detail: 'This shift entry is already closed' },
  'shift_entries.already_open': { status: 409, detail: 'This shift entry is already open' },
  'shift_entries.person_not_found': { status: 404, detail: 'User not found' },
  // ---- QR codes and employee cards
  'qr.code_unknown': { status: 404, detail: 'Code not recognized' },
  'qr.code_expired': { status: 404, detail: 'This code has expired: show a fresh one' },
  'qr.not_your_employee': { status: 403, detail: 'This person is not employed in your companies now' },
  'qr.not_your_card': { status: 403, detail: 'You can only get your own card' },

  // ---- link preview (the outbound guard's refusals: docs/security.md "Outbound requests")
  'link_preview.invalid_url': { status: 422, detail: 'Enter a full address such as https://example.com/page' },
  'link_preview.unsupported_scheme': { status: 422, detail: 'Only http and https addresses can be previewed' },
  'link_preview.port_refused': { status: 422, detail: 'Only addresses on the standard ports (80 and 443) can be previewed' },
  'link_preview.address_refused': { status: 422, detail: 'This address cannot be previewed: only public web addresses can' },
  'link_preview.too_many_redirects': { status: 422, detail: 'The page redirects more than {max} times' },
  'link_preview.not_html': { status: 422, detail: 'This address is not a web page' },
  'link_preview.timeout': { status: 502, detail: 'The page did not answer within {seconds} seconds' },
  'link_preview.unreachable': { status: 502, detail: 'The page could not be reached' },
  'link_preview.upstream_status': { status: 502, detail: 'The page answered with HTTP status {status}' },
  'link_preview.too_many_requests': {
    status: 429,
    detail: (p: { limit: number; seconds: number }) =>
      `Too many link previews: at most ${p.limit} in ${p.seconds} seconds. Try again shortly.`,
  },
  // ---- push
  'push.not_configured': { status: 503, detail: 'Push notifications are not configured on this server' },
  'push.subscription_not_found': { status: 404, detail: 'Push subscription not found' },

  // ---- labour law (features/labour-law): the breaches travel beside the detail as `breaches`
  'labour_law.breach': {
    status: 422,
    detail: (p: { count: number }) => `The plan breaks ${p.count === 1 ? 'a labour-law rule' : `${p.count} labour-law rules`} set to block`,
  },

  // ---- plan conflicts (lib/plan-conflicts.ts): the conflicts travel beside the detail as `conflicts`
  'plan.conflicts': {
    status: 422,
    detail: (p: { count: number }) =>
      `The plan conflicts with ${
        p.count === 1 ? "a person's availability or skills" : `people's availability or skills ${p.count} times`
      } where the company blocks it`,
  },

  // ---- availability and preferences (features/availability)
  'availability.change_not_found': { status: 404, detail: 'Availability change not found' },
  'availability.exception_not_found': { status: 404, detail: 'Availability exception not found' },
  'availability.change_decided': { status: 409, detail: 'This change was already decided' },
  'availability.not_yours': { status: 403, detail: 'This is not your availability' },

  // ---- work schedule
  'schedule.pattern_not_found': { status: 404, detail: 'Pattern not found' },
  'schedule.shift_not_found': { status: 404, detail: 'Shift not found' },
  'schedule.not_your_shift': { status: 403, detail: 'This is not your shift' },
  'schedule.not_your_team': { status: 403, detail: 'You can only see the team calendar of a department you work in' },
  'schedule.pattern_elsewhere': { status: 403, detail: "This pattern belongs to another company's department" },
  'schedule.shared_pattern_owner': {
    status: 403,
    detail: 'Only its owner or a superadmin can delete a pattern shared by every department',
  },
  'schedule.no_employment': {
    status: 409,
    detail: 'You are not employed in any company: off-schedule work needs a current employment record',
  },
  'schedule.changed': { status: 409, detail: 'The schedule changed meanwhile; try again' },
  'schedule.apply_no_employment': { status: 409, detail: '{email} has no employment record in these months' },
  'schedule.apply_no_employment_yours': { status: 409, detail: '{email} has no employment record in your companies in these months' },
  'schedule.confirmed': { status: 409, detail: 'The shift is already confirmed.' },
  'schedule.already_started': { status: 409, detail: 'The shift has already been started.' },
  'schedule.not_today': { status: 409, detail: 'A shift can be started only on its own date.' },
  'schedule.other_shift_running': { status: 409, detail: 'Another shift is still running: stop it first.' },
  'schedule.shift_exists_today': { status: 409, detail: 'There is already a shift today: start that one.' },
  'schedule.not_started': { status: 409, detail: 'The shift has not been started.' },
  'schedule.already_ended': { status: 409, detail: 'The shift has already been stopped.' },
  'schedule.not_admin': { status: 403, detail: 'Only administrators confirm shifts.' },
  'schedule.owner_is_admin': {
    status: 403,
    detail: 'An administrator cannot confirm the shift of another administrator or a superadmin.',
  },
  'schedule.confirmed_read_only': { status: 403, detail: 'A confirmed shift can be changed only by a superadmin.' },
  'schedule.not_finished': { status: 409, detail: 'The shift has no start and end to confirm: give both times.' },

  // ---- calendar feeds (docs/calendar-feeds.md)
  'calendar_feeds.not_found': { status: 404, detail: 'Calendar feed not found' },
  'calendar_feeds.exists': { status: 409, detail: 'This calendar feed is already on: replace its link or switch it off first' },
  // ---- plan edits (docs/plan-edits.md)
  'schedule.shift_started': { status: 409, detail: 'The shift has been started: it is no longer part of the plan that can be changed.' },
  'schedule.shift_finished': { status: 409, detail: 'The shift has been worked: it can no longer be changed.' },
  'schedule.shift_confirmed': { status: 409, detail: 'The shift is confirmed: it can no longer be changed.' },
  'schedule.shift_off_schedule': { status: 409, detail: 'Off-schedule work is not part of the plan: it cannot be changed.' },
  'schedule.day_taken': { status: 409, detail: 'There is already a shift of this person on {date}.' },
  'schedule.plan_no_employment': { status: 409, detail: '{email} is not employed in your companies on {date}.' },
  'schedule.move_no_employment': { status: 409, detail: "{email} is not employed in this shift's company on {date}." },
  'schedule.shared_pattern_edit': { status: 403, detail: 'Only its owner or a superadmin can edit a pattern shared by every department' },
  'schedule.pattern_never_applied': { status: 409, detail: 'This pattern has not been applied yet: there is nothing to re-apply.' },
  // ---- skills (docs/skills.md)
  'skills.not_found': { status: 404, detail: 'Skill not found' },
  'skills.name_taken': { status: 409, detail: 'A skill named {name} already exists' },
  'skills.too_many': { status: 409, detail: 'The catalogue has at most {max} skills' },

  // ---- crews of a department (docs/crews.md)
  'crews.not_found': { status: 404, detail: 'Crew not found' },
  'crews.name_taken': { status: 409, detail: 'This department already has a crew named {name}' },
  'crews.too_many': { status: 409, detail: 'A department has at most {max} crews' },
  'crews.changed': { status: 409, detail: 'The crews changed meanwhile; try again' },
  // ---- staffing needs and coverage (docs/staffing.md)
  'staffing.override_not_found': { status: 404, detail: 'Staffing override not found' },
  // ---- open shifts and shift swaps (docs/shift-market.md)
  'shift_market.open_shift_not_found': { status: 404, detail: 'Open shift not found' },
  'shift_market.claim_not_found': { status: 404, detail: 'Claim not found' },
  'shift_market.swap_not_found': { status: 404, detail: 'Swap offer not found' },
  'shift_market.not_your_department': { status: 403, detail: 'This is for the employees of another department' },
  'shift_market.not_your_claim': { status: 403, detail: 'This claim belongs to someone else' },
  'shift_market.not_your_shift': { status: 403, detail: 'You can only offer your own shifts' },
  'shift_market.not_a_party': { status: 403, detail: 'Only the people of this swap or an admin can cancel it' },
  'shift_market.own_request': { status: 403, detail: 'Your own claim or swap is decided by another admin or a superadmin' },
  'shift_market.open_shift_closed': { status: 409, detail: 'This open shift is no longer open' },
  'shift_market.open_shift_full': { status: 409, detail: 'Every place of this open shift is taken' },
  'shift_market.already_claimed': { status: 409, detail: 'You have already claimed this open shift' },
  'shift_market.claim_not_pending': { status: 409, detail: 'This claim was already decided or withdrawn' },
  'shift_market.day_taken': { status: 409, detail: '{name} already has a shift on {date}' },
  'shift_market.absent': { status: 409, detail: '{name} has an approved absence on {date}' },
  'shift_market.shift_not_offerable': { status: 409, detail: 'Only a planned shift of today or later that has not started can be offered' },
  'shift_market.already_offered': { status: 409, detail: 'This shift is already offered' },
  'shift_market.own_offer': { status: 409, detail: 'You cannot take your own offer' },
  'shift_market.swap_not_offered': { status: 409, detail: 'This offer was already taken or closed' },
  'shift_market.swap_not_accepted': { status: 409, detail: 'Only an accepted offer can be approved or rejected' },
  'shift_market.swap_closed': { status: 409, detail: 'This swap is already decided or cancelled' },
  'shift_market.swap_changed': { status: 409, detail: 'A shift of this swap changed meanwhile (started, moved or deleted)' },
  'shift_market.no_department': { status: 409, detail: 'You are not employed in a department of this company now' },
  'shift_market.skill_missing': { status: 409, detail: 'This open shift requires {skill}, which you do not hold' },
  'shift_market.skill_expired': { status: 409, detail: 'This open shift requires {skill}, and yours is not valid on {date}' },

  // ---- labour cost (docs/labour-cost.md)
  'labour_cost.superadmin_only': { status: 403, detail: "People's pay and costs are for superadmins only" },
  'labour_cost.budget_not_found': { status: 404, detail: 'This department has no budget for that month' },
  // ---- HTTP itself (no route, body limits) and the server
  'http.not_found': { status: 404, detail: 'Not Found' },
  'http.payload_too_large': { status: 413, detail: 'Request body too large' },
  'http.uri_too_long': { status: 414, detail: 'Request URI too long' },
  'http.headers_too_large': { status: 431, detail: 'Request header fields too large' },
  'http.error': { status: 400, detail: 'HTTP error {status}' },
  'server.internal_error': { status: 500, detail: 'Internal Server Error' },
} as const satisfies Record<`${string}.${string}`, Entry>;

type Catalog = typeof ERRORS;
export type ErrorCode = keyof Catalog;

/** Every code the API can answer (the web app's locales must translate each one). */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;

/** The params a code's detail needs: a function's argument, or one value per `{placeholder}`. */
export type ParamsOf<C extends ErrorCode> = Catalog[C]['detail'] extends (params: infer P) => string ? P
  : [Placeholders<Catalog[C]['detail'] & string>] extends [never] ? Record<string, never>
  : Record<Placeholders<Catalog[C]['detail'] & string>, ParamValue>;

/** The arguments after the code: nothing for a fixed text, else its params. */
export type ParamsArg<C extends ErrorCode> = [Placeholders<Catalog[C]['detail'] & string>] extends [never]
  ? Catalog[C]['detail'] extends (params: never) => string ? [params: ParamsOf<C>]
  : []
  : [params: ParamsOf<C>];

/** The codes answered with one status (the helpers badRequest, forbidden... take only theirs). */
export type CodeWithStatus<S extends number> = { [C in ErrorCode]: Catalog[C]['status'] extends S ? C : never }[ErrorCode];

export const statusOf = (code: ErrorCode): ContentfulStatusCode => ERRORS[code].status;

/** The English detail of a code with its params filled in. */
export function detailOf(code: ErrorCode, params: ErrorParams = {}): string {
  const detail = ERRORS[code].detail as string | ((params: ErrorParams) => string);
  if (typeof detail === 'function') return detail(params);
  return detail.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
