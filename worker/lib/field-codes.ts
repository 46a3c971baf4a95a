// Grafik's own 422 messages in one table, like the error catalog (lib/error-codes.ts): a stable
// machine code (`area.reason`) and the English `msg` it stands for, a text with `{name}`
// placeholders. The schemas write their messages with `fieldMessage(code, params)`; every 422
// item whose `msg` is a text of this table gets `code` and its params in `ctx` (lib/errors.ts), also
// the messages services pass to `ValidationError.field`. The web app translates by code
// (web/src/locales/*.json, section `fieldErrors`); `msg` stays for clients that show it as it comes.
// Plain data and functions only: the schemas that import it are shared with the web app.

type ParamValue = string | number;
export type FieldParams = Record<string, ParamValue>;

export const FIELD_ERRORS = {
  // ---- people and accounts
  'email.invalid': 'Invalid email format',
  'password.too_short': 'Password must be at least {min_length} characters',
  'domain.invalid': 'Invalid domain format',

  // ---- companies and departments
  'company.name_required': 'Enter company name',
  'department.name_required': 'Enter department name',
  'department.other_company': 'The department does not belong to this company',
  'timezone.unknown': 'Unknown time zone: use an IANA name such as Europe/Warsaw',
  'website.invalid': 'Enter an http(s) address such as https://example.com',
  'tax_id.characters': 'Only digits, spaces and dashes',
  'tax_id.invalid_nip': 'Invalid NIP: 10 digits with a valid checksum',
  'tax_id.invalid_regon': 'Invalid REGON: 9 or 14 digits with a valid checksum',
  'key_value.empty_key': 'A key cannot be empty',
  'key_value.too_many': 'At most {max_fields} fields',

  // ---- dates, times and periods
  'date.format': 'Enter a date as YYYY-MM-DD',
  'month.format': 'Enter a month as YYYY-MM',
  'instant.format': 'Enter a date and time such as 2026-05-04T08:00:00Z',
  'time.type': 'Time must be HH:MM',
  'time.format': 'Time must be HH:MM (00:00-23:59)',
  'period.end_before_start': 'The end cannot be earlier than the start',
  'period.too_long': 'A period is at most {max_days} days',

  // ---- absence requests
  'absence.end_before_start': 'End date cannot be earlier than start date',
  'absence.too_long': 'A request covers at most {max_days} days',

  // ---- schedule patterns
  'pattern.name_required': 'Name is required.',
  'pattern.cycle_required': 'Cycle length is required.',
  'pattern.cycle_whole': 'Cycle length is a whole number of days',
  'pattern.cycle_range': 'Cycle length is 1-{max_days} days',
  'pattern.shifts_required': 'A pattern needs at least one shift.',
  'pattern.shift_type_required': 'Shift type is required.',
  'pattern.shift_days_required': 'Each shift must have at least one day.',
  'pattern.color_format': 'Colour must be #RRGGBB',
  'pattern.day_whole': 'Days are whole numbers',
  'pattern.day_from_one': 'Days start at 1',
  'pattern.day_outside_cycle': 'Day {day} is outside the cycle (1-{cycle_length}).',
  'pattern.day_twice': 'Day {day} is listed twice.',
  'pattern.day_taken': 'Day {day} already has a shift ({shift_type}); two shifts never share a day.',

  // ---- applying a pattern, the schedules
  'apply.no_employees': 'Choose at least one employee',
  'apply.months_beyond': 'The months must end by {last_month}',
  'apply.target_required': 'Give user_ids or department_id',
  'apply.target_both': 'Give either user_ids or department_id, not both',
  'schedule.scope_required': 'Give company_id or department_id',
  'apply.target_crews': 'Give crews alone, without user_ids or department_id',
  'apply.crews_required': 'Choose at least one crew',
  'apply.crew_twice': 'This crew is listed twice',
  'apply.crews_one_department': 'All crews must be of one department',
  'apply.offset_outside_cycle': 'An offset is 0-{max_offset} days (the cycle has {cycle_length})',

  // ---- crews of a department
  'crew.name_required': 'Enter the crew name',
  'crew.member_not_employed': 'This person is not employed in the department now',
  'crew.member_twice': 'This person is listed twice',

  // ---- skills (docs/skills.md)
  'skill.name_required': 'Enter the skill name',
  'skill.held_twice': 'This skill is listed twice',
  // ---- staffing needs (docs/staffing.md)
  'staffing.shift_type_required': 'Enter the shift type',
  'staffing.ideal_below_min': 'The ideal number cannot be below the minimum',
  'staffing.need_twice': 'This shift type and weekday are listed twice',
  'staffing.skill_unknown': 'Unknown skill: choose one of the skills catalogue',

  // ---- plan edits (docs/plan-edits.md)
  'plan.change_required': 'Give at least one of type, start, end or color',
  'plan.move_target_required': 'Give a person or a date to move the shift to',
  'plan.date_beyond': 'A shift must end by 9999-12-31',

  // ---- the times of a shift (start, stop, confirmation)
  'shift.start_far_from_date': 'The start must be near the date of the shift.',
  'shift.end_not_after_start': 'The end must be after the start.',
  'shift.too_long': 'A shift can last at most 24 hours.',
  'shift.end_in_future': 'The end cannot be in the future.',

  // ---- chat
  'chat.message_empty': 'Write a message',
  'chat.message_too_long': 'A message is at most {max_length} characters',
  'chat.chat_or_user': 'Give either chat_id or user_id',
  'chat.room_name_required': 'Enter room name',
  'chat.member_unknown': 'Unknown member: {user_id}',
  'chat.member_outside_companies': 'Not employed in your companies: {user_id}',
  'chat.company_required': 'Choose the company whose admins manage the room',

  // ---- media
  'media.not_multipart': 'Send the image as multipart/form-data',
  'media.not_a_file': 'Send a file in this field',
  'media.empty_file': 'The file is empty',
  'media.not_our_url': 'Not the address of an image of this app',
  'media.image_unknown': 'Upload the image first: this image does not exist',

  // ---- telemetry
  'telemetry.month_invalid': 'A month as YYYY-MM',
  'telemetry.month_future': 'This month has not begun',
  'telemetry.month_not_over': 'A draft is made once its month is over',

  // ---- company news
  'news.title_required': 'Enter a title',
  'news.title_too_long': 'A title is at most {max_length} characters',
  'news.body_required': 'Write the news',
  'news.body_too_long': 'The news is at most {max_length} characters',
  'news.company_outside': 'You do not publish for this company: {company_id}',
  'news.company_unknown': 'Unknown company: {company_id}',
  'news.everyone_superadmins': 'Only a superadmin publishes for the whole organisation',

  // ---- open shifts and shift swaps
  'open_shift.places_range': 'Places are 1-{max}',
  'open_shift.date_past': 'The date cannot be in the past',
  'open_shift.date_too_far': 'The date is at most {max_days} days ahead',
  'open_shift.note_too_long': 'A note is at most {max_length} characters',
  'shift_swap.counter_required': 'A swap needs one of your shifts in return',
  'shift_swap.counter_not_allowed': 'A giveaway takes no shift in return',
  'shift_swap.counter_not_yours': 'Give back one of your own planned shifts of today or later',

  // ---- shift entries
  'shift_entries.name_required': 'Name is required',
  'shift_entries.name_too_long': 'A name is at most {max_length} characters',
  'shift_entries.description_too_long': 'A description is at most {max_length} characters',
  'shift_entries.company_unknown': 'No such company: {company_id}',
  'shift_entries.company_outside': 'You do not manage shift entries of this company: {company_id}',
  'shift_entries.department_unknown': 'Unknown department: {department_id}',
  'shift_entries.code_or_user': 'Give either code or user_id',
  'shift_entries.code_empty': 'Scan or type a code',
  'shift_entries.not_employed': 'This person is not employed in the company of this entry',
  // ---- QR codes
  'qr.code_required': 'Scan or type the code to check',
  'qr.code_too_long': 'A code is at most {max_length} characters',

  // ---- push subscriptions
  'push.endpoint_https': 'The endpoint must be an https address',
  'push.endpoint_not_public': 'The endpoint must be a push service on a public host name',
  'push.key_public': 'keys.p256dh must be a P-256 public key (65 bytes, base64url)',
  'push.key_auth': 'keys.auth must be 16 bytes, base64url',
  'push.token_or_endpoint': 'Give token or endpoint',
  // ---- calendar feeds
  'calendar_feeds.department_required': 'Choose the department of a department feed',
  'calendar_feeds.department_not_allowed': 'A personal feed has no department',

  // ---- labour law
  // ---- availability (docs/availability.md)
  'availability.window_time': 'A window is HH:MM-HH:MM with different start and end',
  'availability.too_many_windows': 'At most {max} windows a day',
  'availability.windows_overlap': 'Windows of a day may not overlap',
  'availability.no_windows': 'Give at least one window, or choose all day or unavailable',
  'availability.reason_too_long': 'A reason is at most {max} characters',
  'availability.wish_range': 'Between {min} and {max} a week',
  'availability.wish_one': 'Give a number of shifts or of hours a week, not both',
  'availability.wish_over_contract': 'At most {max} hours a week under the working time of the contract',
  'availability.range_too_long': 'An exception is at most {max_days} days',
  'availability.too_many_shift_types': 'At most {max} shift types',
  'availability.start_end_together': 'Give both the start and the end, or neither',
  'labour_law.mode': 'A rule is either warn or block',
  'labour_law.settlement_months': 'The settlement period is 1, 3, 4 or 12 months',
  'labour_law.overtime_limit': 'The overtime limit is {min}-{max} hours a year',
  'labour_law.scope_one': 'Give exactly one of user_id, department_id or company_id',

  // ---- labour cost
  'labour_cost.hourly_rate_required': 'Give the hourly rate of a person paid by the hour',
  'labour_cost.amount': 'An amount from {min} to {max}',
  'labour_cost.wages_order': 'One minimum wage a date, each with its own from date',
  'labour_cost.night_window': 'The night is two different times HH:MM',
  'labour_cost.fte_range': 'Working time is a fraction of full time, above 0 and at most 1',
} as const satisfies Record<`${string}.${string}`, string>;

type Table = typeof FIELD_ERRORS;
export type FieldCode = keyof Table;

/** Every code a 422 item can carry (the web app's locales must translate each one). */
export const FIELD_CODES = Object.keys(FIELD_ERRORS) as FieldCode[];

type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;

/** Nothing after the code for a fixed text, else one value per `{placeholder}`. */
type ParamsArg<C extends FieldCode> = [Placeholders<Table[C]>] extends [never] ? [] : [params: Record<Placeholders<Table[C]>, ParamValue>];

/** The English message of a code, its params filled in: what a schema passes to zod. */
export function fieldMessage<C extends FieldCode>(code: C, ...params: ParamsArg<C>): string {
  const values: FieldParams = params[0] ?? {};
  return FIELD_ERRORS[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// A fixed text is found as it is; a text with placeholders by its pattern, each value read back
// (digits as a number). No two texts of the table can be read as the same message (unit-tested).
const FIXED = new Map<string, FieldCode>();
const TEMPLATES: { code: FieldCode; pattern: RegExp; names: string[] }[] = [];
for (const code of FIELD_CODES) {
  const text: string = FIELD_ERRORS[code];
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (!names.length) {
    FIXED.set(text, code);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  TEMPLATES.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The code and params of a message of the table; null for any other text. */
export function fieldCodeOf(message: string): { code: FieldCode; params: FieldParams } | null {
  const fixed = FIXED.get(message);
  if (fixed) return { code: fixed, params: {} };
  for (const { code, pattern, names } of TEMPLATES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: FieldParams = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      params[name] = /^-?(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
    });
    return { code, params };
  }
  return null;
}
