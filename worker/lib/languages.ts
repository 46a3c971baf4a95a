// The languages the app speaks (web/src/lib/i18n.ts LANGUAGES): those the API names things in when
// a reader asks for theirs (holidays, reports, cards, feeds, pushes). No imports: the web app's
// contract modules read it too.
export const LANGUAGES = ['en', 'pl', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
