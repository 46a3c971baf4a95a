// The calls of company news: the feed (10 a page, newest first), one item, publish, change,
// delete, and the image upload. SWR keys are API paths under /v1/company-news/.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import type { News, NewsCreate, NewsList, NewsUpdate } from '../../../types/api';

/** Items per page of /news/all-news. */
export const NEWS_PAGE_SIZE = 10;

const NEWS_PREFIX = '/v1/company-news/';
export const isNewsKey = (key: string) => key.startsWith(NEWS_PREFIX);

export const newsListPath = (page: number) => `${NEWS_PREFIX}?skip=${(page - 1) * NEWS_PAGE_SIZE}&limit=${NEWS_PAGE_SIZE}`;
export const newsPath = (id: string) => `${NEWS_PREFIX}${id}`;

export const useNewsList = (page: number) => useSWR<NewsList, ApiError>(newsListPath(page), fetcher, { keepPreviousData: true });
export const useNewsItem = (id: string | null) => useSWR<News, ApiError>(id ? newsPath(id) : null, fetcher);

export const createNews = (input: NewsCreate) => api.post<News>(NEWS_PREFIX, input);
export const updateNews = (id: string, input: NewsUpdate) => api.patch<News>(newsPath(id), input);
export const deleteNews = (id: string) => api.delete<null>(newsPath(id));

/** After a change here: the feed's pages and the items. */
export const revalidateNews = () => revalidateKeys(isNewsKey);
