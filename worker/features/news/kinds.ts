// Plain constants of company news that the app, its routes and the web app share.

export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 20_000;
/** The feed's page when the client names none (spec: lists default to 100). */
export const NEWS_PAGE = 100;
export const NEWS_PAGE_MAX = 100;
/** Companies one item may name: more is the whole tenant. */
export const NEWS_COMPANIES_MAX = 200;
