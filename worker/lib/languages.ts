// The languages the app speaks: the one list of them. The API names things in these when a reader
// asks for theirs (holidays, reports, cards, feeds, pushes: z.enum(LANGUAGES)), and the web app
// shows its screens in them (web/src/lib/i18n.ts re-exports it). No imports: the browser bundles
// this file (web/browser-modules.ts).
export const LANGUAGES = ['en', 'pl', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
