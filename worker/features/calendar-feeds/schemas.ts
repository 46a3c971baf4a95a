// The calendar feeds contract (docs/calendar-feeds.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { LANGUAGES } from '../../lib/languages';
import { CALENDAR_FEED_SCOPES } from './kinds';

export const CalendarFeedCreateSchema = z
  .object({
    scope: z.enum(CALENDAR_FEED_SCOPES).default('user').meta({
      description: "'user': my shifts and absences; 'department' (admins): a department's",
    }),
    department_id: z.uuid().nullish().meta({ description: 'The department of a department feed (admins: one of their companies)' }),
  })
  .superRefine((body, ctx) => {
    if (body.scope === 'department' && !body.department_id) {
      ctx.addIssue({ code: 'custom', message: fieldMessage('calendar_feeds.department_required'), path: ['department_id'] });
    }
    if (body.scope === 'user' && body.department_id) {
      ctx.addIssue({ code: 'custom', message: fieldMessage('calendar_feeds.department_not_allowed'), path: ['department_id'] });
    }
  })
  .meta({ id: 'CalendarFeedCreate' });

export const CalendarFeedSchema = z
  .object({
    id: z.uuid(),
    scope: z.enum(CALENDAR_FEED_SCOPES),
    department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
    replaced_at: z.iso.datetime().nullable(),
    last_fetched_at: z.iso.datetime().nullable().meta({ description: 'When a calendar app last read it (to a few minutes)' }),
  })
  .meta({ id: 'CalendarFeed' });

export const CalendarFeedLinkSchema = CalendarFeedSchema.extend({
  url: z.url().meta({ description: 'The secret address of the feed: shown only in this answer; subscribe to it by URL' }),
}).meta({ id: 'CalendarFeedLink' });

export const CalendarFeedListSchema = z.object({ data: z.array(CalendarFeedSchema), count: z.number().int() }).meta({
  id: 'CalendarFeedList',
});

export const CalendarFeedIdParamsSchema = z.object({ feed_id: z.uuid() });

export const CalendarFeedFileParamsSchema = z.object({
  file: z.string().max(200).meta({ description: "The feed's token followed by .ics" }),
});

export const CalendarFeedFileQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en').meta({ description: 'The language of absence names and the calendar name' }),
});

export type CalendarFeedCreate = z.infer<typeof CalendarFeedCreateSchema>;
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;
export type CalendarFeedList = z.infer<typeof CalendarFeedListSchema>;
export type FeedLanguage = z.infer<typeof CalendarFeedFileQuerySchema>['lang'];
