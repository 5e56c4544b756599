// Blog Markdown to HTML, on the server. Raw HTML in the source is shown as text, and links and images only
// keep safe URLs, so no script, event handler, javascript: URL or iframe reaches a page, whoever wrote the post.
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "~/platform/html";
import { logError } from "~/platform/request-telemetry.server";

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

// How deep containers (quotes, lists) may nest on a line, how far a line may be indented, how long a run of one
// emphasis or code character may be. marked recurses per level: ">".repeat(3000) overflowed its stack (a 500 on
// every view of the post and its editor), and 500 indented list levels took a second of CPU. Real text stays far
// inside these bounds and renders exactly as before.
const MAX_DEPTH = 10;
const MAX_INDENT = 24;
const MAX_RUN = 16;
const CONTAINER = /^ {0,3}(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
const LONG_RUN = new RegExp(`([*_~\`])\\1{${MAX_RUN - 1},}`, "g");

/** The source with its nesting bounded: container markers past MAX_DEPTH dropped, indentation and runs capped. */
export function boundNesting(source: string): string {
  let fence: string | null = null;
  return source
    .split(/\r\n?|\n/)
    .map((line) => {
      // Lines inside a fenced code block are code: kept exactly as written.
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      let rest = line.replace(/^[ \t]+/, (ws) => ws.replace(/\t/g, "    ").slice(0, MAX_INDENT));
      let kept = "";
      for (let depth = 0, m = CONTAINER.exec(rest); m; depth++, m = CONTAINER.exec(rest)) {
        if (depth < MAX_DEPTH) kept += m[0];
        rest = rest.slice(m[0].length);
      }
      // A long run is shown as the characters it is, escaped, rather than opening hundreds of emphasis levels.
      return kept + rest.replace(LONG_RUN, (run) => run.replace(/./g, "\\$&"));
    })
    .join("\n");
}

/** Sanitised HTML for the Markdown; `sizes` gives uploaded images their width and height. */
export function renderMarkdown(
  source: string,
  sizes: readonly { url: string; width: number; height: number }[] = [],
): string {
  knownSizes = new Map(sizes.map((s) => [s.url, s]));
  try {
    return marked.parse(boundNesting(source), { async: false }) as string;
  } catch (error) {
    // Whatever the parser cannot take is shown as the text it is: a page or the editor never fails on it.
    logError(error, { what: "markdown render", length: source.length });
    return `<pre>${escapeHtml(source)}</pre>`;
  } finally {
    knownSizes = new Map();
  }
}
