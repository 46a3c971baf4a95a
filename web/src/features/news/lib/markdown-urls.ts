// Which addresses a news body may use (docs/web.md, "News"). react-markdown already drops unsafe
// protocols (javascript:, data: and the like) through its default URL transform; these rules decide
// how what is left is shown.

/** An image this app serves: an uploaded file on the tenant's own host. */
const OWN_FILE = /^\/api\/v1\/media\/files\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** An image the body may show inline: only our own uploaded files (the CSP blocks any other host). */
export const isOwnImage = (src: string | undefined | null): src is string => !!src && OWN_FILE.test(src) && !src.includes('..');

/** An address of another site, opened in a new tab. */
export const isOutsideLink = (href: string | undefined | null): href is string => !!href && /^https?:\/\//i.test(href);
