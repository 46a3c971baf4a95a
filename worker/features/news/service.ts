// Company news (spec/product-rules.md "News and link preview"): admins publish for their
// companies, superadmins for any or for the whole tenant; everyone reads the items meant for them.
// Publishing notifies the readers (bell, live channel and push, through notify()).
import { checkAccess, managesNews, requireAccess, type NewsAccess } from '../../access';
import { companyScope, reachableCompanies } from '../../access/scope';
import type { CompanyNewsRow } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { BlobStore } from '../../platform/blobs';
import { personsByIds } from '../chat/public';
import { isStoredImage, removeImageFile } from '../media/public';
import { notify } from '../notifications/public';
import {
  audiences,
  deleteNewsRow,
  existingCompanyIds,
  imageUsedElsewhere,
  insertNews,
  newsFor,
  newsPage,
  readerIds,
  updateNewsRow,
} from './queries';
import type { News, NewsCreate, NewsList, NewsListQuery, NewsUpdate } from './schemas';

/** Only the first characters of the text travel in the notification. */
const NOTIFICATION_EXCERPT = 140;

export async function listNews(ctx: RequestContext, query: NewsListQuery): Promise<NewsList> {
  const page = await newsPage(ctx.db, newsFor(ctx.db, companyScope(ctx), ctx.actor.id), query);
  return { data: await describe(ctx, page.rows), count: page.count };
}

export async function getNews(ctx: RequestContext, id: string): Promise<News> {
  const access = await requireAccess(ctx, 'news.read', id);
  return (await describe(ctx, [access.news], access))[0]!;
}

export async function createNews(ctx: RequestContext, blobs: BlobStore, input: NewsCreate): Promise<News> {
  const companyIds = await audienceOf(ctx, input.company_ids);
  const image = await checkedImage(blobs, input.image);
  const id = timeOrderedId(ctx.now.getTime());
  const readers = (await readerIds(ctx.db, companyIds, ctx.orgToday)).filter((user) => user !== ctx.actor.id);
  const [author] = (await personsByIds(ctx.db, [ctx.actor.id])).values();
  const news = await ctx.db.transaction(async (tx) => {
    const row = await insertNews(tx, {
      id,
      title: input.title,
      body: input.body,
      image,
      authorId: ctx.actor.id,
      publishedAt: ctx.now,
      createdAt: ctx.now,
    }, companyIds);
    await notify(
      tx,
      readers.map((userId) => ({
        userId,
        kind: 'news_published',
        title: input.title,
        body: excerpt(input.body),
        link: `/news/${id}`,
        data: { news_id: id, news_title: input.title, author_name: author?.fullName || author?.email || null },
      })),
      ctx.now,
      ctx.live,
    );
    return row;
  });
  return (await describe(ctx, [news], { news, companyIds, manages: true }))[0]!;
}

export async function updateNews(ctx: RequestContext, blobs: BlobStore, id: string, input: NewsUpdate): Promise<News> {
  const access = await requireAccess(ctx, 'news.manage', id);
  const companyIds = input.company_ids ? await audienceOf(ctx, input.company_ids) : undefined;
  const image = input.image !== undefined ? await checkedImage(blobs, input.image) : undefined;
  const changes: Partial<CompanyNewsRow> = { updatedAt: ctx.now };
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.body = input.body;
  if (image !== undefined) changes.image = image;
  const news = (await ctx.db.transaction((tx) => updateNewsRow(tx, id, changes, companyIds)))!;
  await letGoOfImage(ctx, blobs, access.news, news);
  const after: NewsAccess = {
    news,
    companyIds: companyIds ?? access.companyIds,
    manages: await managesNews(ctx, companyIds ?? access.companyIds),
  };
  return (await describe(ctx, [news], after))[0]!;
}

export async function deleteNews(ctx: RequestContext, blobs: BlobStore, id: string): Promise<void> {
  const { news } = await requireAccess(ctx, 'news.manage', id);
  await deleteNewsRow(ctx.db, id);
  await letGoOfImage(ctx, blobs, news, null);
}

// ------------------------------------------------------------------------------------ rules

/**
 * The companies an item is for. Superadmins: any (empty = the whole tenant). Admins: only theirs,
 * and an empty list means all of theirs.
 */
async function audienceOf(ctx: RequestContext, requested: readonly string[]): Promise<string[]> {
  const ids = [...new Set(requested)];
  const at = (id: string) => ['body', 'company_ids', Math.max(0, requested.indexOf(id))];
  const known = await existingCompanyIds(ctx.db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw ValidationError.field(at(unknown), fieldMessage('news.company_unknown', { company_id: unknown }));
  // The routes admit admins and superadmins only: no scope (null) is a superadmin's.
  const mine = await reachableCompanies(ctx);
  if (mine === null) return ids;
  if (!ids.length) {
    if (!mine.length) throw ValidationError.field(['body', 'company_ids'], fieldMessage('news.everyone_superadmins'));
    return mine;
  }
  const outside = ids.find((id) => !mine.includes(id));
  if (outside) throw ValidationError.field(at(outside), fieldMessage('news.company_outside', { company_id: outside }));
  return ids;
}

/** An item's image is one uploaded as a news image to this tenant ('' or null: none). */
async function checkedImage(blobs: BlobStore, image: string | null | undefined): Promise<string | null> {
  if (!image) return null;
  if (!(await isStoredImage(blobs, image, 'news'))) throw ValidationError.field(['body', 'image'], fieldMessage('media.image_unknown'));
  return image;
}

/** The image an item no longer shows is removed, unless another item shows it. */
async function letGoOfImage(ctx: RequestContext, blobs: BlobStore, before: CompanyNewsRow, after: CompanyNewsRow | null): Promise<void> {
  if (!before.image || before.image === after?.image) return;
  if (after?.body.includes(before.image) || (await imageUsedElsewhere(ctx.db, before.image, before.id))) return;
  await removeImageFile(blobs, before.image);
}

function excerpt(markdown: string): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > NOTIFICATION_EXCERPT ? `${text.slice(0, NOTIFICATION_EXCERPT - 1)}…` : text;
}

/** The items as the caller sees them: companies, author, whether they may manage each. */
async function describe(ctx: RequestContext, rows: readonly CompanyNewsRow[], known?: NewsAccess): Promise<News[]> {
  const ids = rows.map((row) => row.id);
  const [companiesOf, authors, managed] = await Promise.all([
    audiences(ctx.db, ids),
    personsByIds(ctx.db, rows.flatMap((row) => (row.authorId ? [row.authorId] : []))),
    known ? Promise.resolve(new Set<string>()) : checkAccess(ctx, 'news.manage', ids),
  ]);
  return rows.map((row) => {
    const companies = companiesOf.get(row.id) ?? [];
    const manages = known?.news.id === row.id ? known.manages : managed.has(row.id);
    const author = row.authorId ? authors.get(row.authorId) : undefined;
    return {
      id: row.id,
      title: row.title,
      body: row.body,
      image: row.image,
      companies,
      author: author ? { id: author.id, email: author.email, full_name: author.fullName, avatar: author.avatar, role: author.role } : null,
      published_at: row.publishedAt.toISOString(),
      updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
      can_manage: manages,
    };
  });
}
