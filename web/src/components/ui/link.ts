const base = 'text-primary-800 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 '
  + 'focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';

/** The look of a text link (a name in a table, a company on a profile). */
export const linkClasses = `font-semibold ${base}`;

/** A quieter text link, beside a main one (the company of a department in a table). */
export const secondaryLinkClasses = `font-medium ${base}`;
