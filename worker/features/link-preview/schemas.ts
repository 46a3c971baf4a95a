// The link preview contract, shared with the web app: plain zod only.
import { z } from 'zod';
import { MAX_URL_LENGTH } from './kinds';

export const LinkPreviewQuerySchema = z.object({
  url: z.string().min(1).max(MAX_URL_LENGTH).meta({
    description: 'The page: an absolute http(s) address on a public host, port 80 or 443',
  }),
});

export const LinkPreviewSchema = z
  .object({
    /** The page's address as asked, normalised (no fragment): the cache key. */
    url: z.string(),
    title: z.string().nullable().meta({ description: '`og:title`, else `twitter:title`, else `<title>`' }),
    description: z.string().nullable().meta({
      description: '`og:description`, else `twitter:description`, else `<meta name="description">`',
    }),
    image: z.string().nullable().meta({ description: '`og:image` (or `twitter:image`) resolved against the page; http(s) only' }),
    site_name: z.string().nullable().meta({ description: '`og:site_name`, else `application-name`' }),
  })
  .meta({ id: 'LinkPreview' });

export type LinkPreview = z.infer<typeof LinkPreviewSchema>;
/** What is cached: the preview without its address. */
export type LinkPreviewData = Omit<LinkPreview, 'url'>;
