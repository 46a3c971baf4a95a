// The company news contract, shared with the web app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { ChatPersonSchema } from '../chat/schemas';
import { NEWS_BODY_MAX, NEWS_COMPANIES_MAX, NEWS_PAGE, NEWS_PAGE_MAX, NEWS_TITLE_MAX } from './kinds';

const TitleSchema = z
  .string()
  .trim()
  .min(1, fieldMessage('news.title_required'))
  .max(NEWS_TITLE_MAX, fieldMessage('news.title_too_long', { max_length: NEWS_TITLE_MAX }));

const BodySchema = z
  .string()
  .refine((text) => text.trim().length > 0, fieldMessage('news.body_required'))
  .refine((text) => text.length <= NEWS_BODY_MAX, fieldMessage('news.body_too_long', { max_length: NEWS_BODY_MAX }))
  .meta({ description: `Markdown, 1 to ${NEWS_BODY_MAX} characters; rendered without raw HTML` });

/** An image uploaded with `POST /media/news/images`: its URL on this tenant's host. */
const ImageSchema = z.string().trim().max(500).nullable().meta({
  description: 'The URL of an image uploaded with POST /media/news/images; null for none',
});

const CompanyIdsSchema = z
  .array(z.uuid())
  .max(NEWS_COMPANIES_MAX)
  .meta({
    description:
      'The companies the item is for; empty: everyone in the tenant (superadmins only; an admin’s empty list means all of their companies)',
  });

export const NewsCreateSchema = z
  .object({ title: TitleSchema, body: BodySchema, image: ImageSchema.optional(), company_ids: CompanyIdsSchema.default([]) })
  .meta({ id: 'NewsCreate' });

export const NewsUpdateSchema = z
  .object({
    title: TitleSchema.optional(),
    body: BodySchema.optional(),
    image: ImageSchema.optional(),
    company_ids: CompanyIdsSchema.optional(),
  })
  .meta({ id: 'NewsUpdate' });

export const NewsCompanySchema = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'NewsCompany' });

export const NewsSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    /** Markdown. */
    body: z.string(),
    image: z.string().nullable(),
    /** Empty: the whole tenant. */
    companies: z.array(NewsCompanySchema),
    /** null when the author's account was deleted. */
    author: ChatPersonSchema.nullable(),
    published_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
    /** Whether the caller may edit and delete it. */
    can_manage: z.boolean(),
  })
  .meta({ id: 'News' });

export const NewsListSchema = z.object({ data: z.array(NewsSchema), count: z.number().int() }).meta({ id: 'NewsList' });

export const NewsListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(NEWS_PAGE_MAX).default(NEWS_PAGE),
});

export const NewsIdParamsSchema = z.object({ id: z.uuid() });

export type NewsCreate = z.infer<typeof NewsCreateSchema>;
export type NewsUpdate = z.infer<typeof NewsUpdateSchema>;
export type News = z.infer<typeof NewsSchema>;
export type NewsList = z.infer<typeof NewsListSchema>;
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;
