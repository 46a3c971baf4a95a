/** Every text of a locale file as [`a.b.c`, text], in file order. */
export function localeEntries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? localeEntries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]
  );
}
