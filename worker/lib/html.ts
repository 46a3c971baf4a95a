// Text inserted into HTML: the sign-in mails (features/auth/mail.ts) and the web's employees grid
// rows (web/src/features/schedule/components/employees-grid-html.ts).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML text or as a double-quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
