// Escaping for the HTML the server writes as strings (e-mail bodies, rendered Markdown), not through React.

/** Text as HTML: every character that could open markup or an attribute is an entity. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
