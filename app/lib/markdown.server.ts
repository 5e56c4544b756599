// Blog Markdown to HTML, on the server. Raw HTML in the source is shown as text, and links and images only
// keep safe URLs, so no script, event handler, javascript: URL or iframe reaches a page, whoever wrote the post.
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "~/lib/html";

/** Stands in for this site's origin: a link that resolves against it and stays on it is a same-origin path. */
const SITE = "https://site.invalid";
const PAGE = `${SITE}/blog/post`;

/**
 * The URL if it is safe to put in href/src, else null: http(s): and mailto: links, and paths on this site
 * ("/about", "#top", "page.html"). Refused: other schemes, control characters and entity tricks, and anything a
 * browser would take off-site from a path: "//host", and backslashes, which browsers read as "/" ("/\host").
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = raw.trim();
  // Browsers ignore tabs, newlines and other control characters inside schemes ("java\tscript:").
  if (/\p{Cc}/u.test(url) || /&#|&colon;|&tab;|&newline;/i.test(url)) return null;
  // Browsers read "\" as "/" ("/\evil.example" is "//evil.example"): no link or image needs one.
  if (url.includes("\\")) return null;
  if (/^mailto:/i.test(url)) return url;
  if (/^https?:/i.test(url)) return URL.canParse(url) ? url : null;
  if (url.startsWith("//")) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, PAGE);
  } catch {
    return null;
  }
  return resolved.origin === SITE ? url : null;
}

/** The sizes of the uploaded images the source shows, by URL, for the parse under way (parsing is synchronous). */
let knownSizes: ReadonlyMap<string, { width: number; height: number }> = new Map();

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const href = safeUrl(token.href);
      const inner = this.parser.parseInline(token.tokens);
      if (!href) return inner;
      const external = /^https?:/i.test(href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      return `<a href="${escapeHtml(href)}"${title}${external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ""}>${inner}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href);
      if (!src || src.toLowerCase().startsWith("mailto:")) return escapeHtml(token.text);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      // An uploaded image's own size lets the browser reserve its box before it loads (no layout shift).
      const size = knownSizes.get(src);
      const box = size ? ` width="${size.width}" height="${size.height}"` : "";
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}"${title}${box} loading="lazy" decoding="async">`;
    },
  },
});

/** Sanitised HTML for the Markdown; `sizes` gives uploaded images their width and height. */
export function renderMarkdown(
  source: string,
  sizes: readonly { url: string; width: number; height: number }[] = [],
): string {
  knownSizes = new Map(sizes.map((s) => [s.url, s]));
  try {
    return marked.parse(source, { async: false }) as string;
  } finally {
    knownSizes = new Map();
  }
}
