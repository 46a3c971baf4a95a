// The calls of calendar feeds: my feeds (without their addresses), switch on, replace, switch off.
// The SWR key is the API path /v1/calendar-feeds.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import type { CalendarFeedCreate, CalendarFeedLink, CalendarFeedList } from '../../../types/api';

const FEEDS_PATH = '/v1/calendar-feeds';

export const useCalendarFeeds = () => useSWR<CalendarFeedList, ApiError>(FEEDS_PATH, fetcher);

export const createCalendarFeed = (input: CalendarFeedCreate) => api.post<CalendarFeedLink>(FEEDS_PATH, input);
export const replaceCalendarFeed = (id: string) => api.post<CalendarFeedLink>(`${FEEDS_PATH}/${id}/replace`);
export const revokeCalendarFeed = (id: string) => api.delete<{ message: string }>(`${FEEDS_PATH}/${id}`);

/** The address in the interface's language (absence names and the calendar's name; en is the default). */
export function feedUrlIn(url: string, language: string): string {
  const lang = language.slice(0, 2);
  return lang === 'pl' || lang === 'uk' ? `${url}?lang=${lang}` : url;
}
