// Plain constants of chat that the database schema and the web app share.

/** A room is created and managed by admins; a direct chat is the one conversation of a pair of users. */
export const CHAT_KINDS = ['room', 'direct'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const ROOM_STATUSES = ['active', 'inactive'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** A message's text, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;

/** More than this many messages from one user within the window answers 429. */
export const MESSAGE_RATE_LIMIT = 10;
export const MESSAGE_RATE_WINDOW_MS = 10_000;

/** A page of messages: default and ceiling. */
export const MESSAGE_PAGE = 50;
export const MESSAGE_PAGE_MAX = 100;

/** Members of one room, at most. */
export const ROOM_MEMBERS_MAX = 1000;
