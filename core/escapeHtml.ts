const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SIGNIFICANT = /[&<>"']/;
const HTML_SIGNIFICANT_ALL = /[&<>"']/g;

/** Text or an attribute value as HTML that shows it as written. */
export function escapeHtml(text: string): string {
  // Most texts have nothing to escape; testing first spares a copy of each.
  return HTML_SIGNIFICANT.test(text)
    ? text.replace(HTML_SIGNIFICANT_ALL, (char) => HTML_ESCAPES[char]!)
    : text;
}
