/**
 * `text` as a regular-expression pattern that matches exactly that text. The
 * slash is escaped too, so the result can also be written between the slashes
 * of a literal in generated script (src/lib/site/notFoundLocale.ts).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
