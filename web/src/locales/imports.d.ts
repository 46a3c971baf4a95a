// A namespace of a locale file (`en.json?ns=app`), cut by web/vite.config.ts (locales/namespaces.ts).
declare module '*.json?ns=translation' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?ns=app' {
  const texts: Record<string, unknown>;
  export default texts;
}
