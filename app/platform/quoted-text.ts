// The new text of an e-mail reply: what the person wrote above the quoted history their mail program appended.
// Cut at the first line that reliably starts the history: Gmail's and Apple Mail's "On <date>, <name> wrote:"
// (wrapped over up to three lines, in English or Spanish), Outlook's "-----Original Message-----" or its
// underscore rule / "From: … Sent: …" header block, and a trailing block of "> " lines. Whatever cannot be told
// apart reliably stays: when nothing would be left, the whole text is kept, so nothing the person wrote is lost.

const ATTRIBUTION = [
  /^On\b[\s\S]{0,300}\bwrote:$/i, // Gmail, Apple Mail, Thunderbird
  /^El\b[\s\S]{0,300}\bescribi[óo]:$/i, // the same in Spanish
  /^Le\b[\s\S]{0,300}\ba écrit\s?:$/i,
];

/**
 * An attribution names a date, a time or an address ("On Wed, Nov 26, 2026 at 8:02 AM Ana <a@x> wrote:"), and a
 * wrapped one is one sentence cut anywhere: "On Thursday I am free.\nAbout what you wrote:" is the person's own text.
 */
function isAttribution(lines: string[]): boolean {
  const joined = lines.join(" ");
  if (!ATTRIBUTION.some((re) => re.test(joined))) return false;
  if (!/\d|@/.test(joined)) return false;
  return lines.slice(0, -1).every((l) => !/[.!?]$/.test(l));
}
const HEADER_BLOCK_START = /^(From|De|Von):\s/i;
const HEADER_BLOCK_NEXT = /^(Sent|Date|Enviado|Fecha|To|Para|Subject|Asunto|Cc):\s/i;

/**
 * Where the quoted history starts (a line index), or -1. Linear in the lines: a message is anyone's to send, and
 * one that made each line look at every line after it (40,000 "> " lines: 50 s) held the Worker past its CPU limit.
 */
function historyStart(lines: string[]): number {
  // From `quotedTail` on, every line is quoted or blank: a trailing quote block.
  let quotedTail = lines.length;
  while (quotedTail > 0 && (!lines[quotedTail - 1]!.trim() || lines[quotedTail - 1]!.trim().startsWith(">")))
    quotedTail--;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
      if (isAttribution(lines.slice(i, i + span).map((l) => l.trim()))) return i;
    }
    if (/^-{2,}\s*(Original Message|Mensaje original)\s*-{2,}$/i.test(line)) return i;
    if (/^_{10,}$/.test(line) && HEADER_BLOCK_START.test(lines[i + 1]?.trim() ?? "")) return i;
    if (HEADER_BLOCK_START.test(line)) {
      const next = lines.slice(i + 1, i + 5).map((l) => l.trim());
      if (next.filter((l) => HEADER_BLOCK_NEXT.test(l)).length >= 2) return i;
    }
    if (line.startsWith(">") && i >= quotedTail) return i;
  }
  return -1;
}

/** The reply's own text, quoted history removed as far as is reliable; line breaks normalised, ends trimmed. */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const start = historyStart(lines);
  const kept = (start >= 0 ? lines.slice(0, start) : lines).join("\n").trim();
  return kept || lines.join("\n").trim();
}

/** The named entities mail programs write in Spanish and English text; any other is kept as written. */
const NAMED: Record<string, string> = {
  nbsp: " ",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  amp: "&",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  iexcl: "¡",
  iquest: "¿",
  euro: "€",
  ordf: "ª",
  ordm: "º",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  Aacute: "Á",
  Eacute: "É",
  Iacute: "Í",
  Oacute: "Ó",
  Uacute: "Ú",
  ntilde: "ñ",
  Ntilde: "Ñ",
  uuml: "ü",
  Uuml: "Ü",
  ccedil: "ç",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== "#") return NAMED[name] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * `html` without each element the pattern `open` opens (`<style …>`: its name, the first group) up to its first
 * closing tag, as `/<(style)\b[\s\S]*?<\/\1>/gi` would, but linear: an opening tag with no closing tag after it is
 * left as it is, and so is every later one of that name, without searching again (200,000 unclosed "<style>" made
 * that pattern search to the end from each: seconds of CPU).
 */
function withoutElements(html: string, open: RegExp): string {
  const unclosed = new Set<string>();
  let kept = "";
  let from = 0;
  open.lastIndex = 0;
  for (let tag = open.exec(html); tag; tag = open.exec(html)) {
    const name = tag[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const close = new RegExp(`</${name}>`, "gi");
    close.lastIndex = open.lastIndex;
    if (!close.exec(html)) {
      unclosed.add(name);
      continue;
    }
    kept += html.slice(from, tag.index);
    from = open.lastIndex = close.lastIndex;
  }
  return kept + html.slice(from);
}

/**
 * The text without its tags (`<…>`). After the last ">" there is no tag, and searching there is what made
 * `/<[^>]*>/g` quadratic on a run of "<" with no ">": each one read to the end.
 */
function withoutTags(html: string): string {
  const end = html.lastIndexOf(">") + 1;
  return html.slice(0, end).replace(/<[^>]*>/g, "") + html.slice(end);
}

/**
 * Plain text from an HTML-only message, for storing as text (never rendered as HTML); quoted blocks dropped. Each
 * quoted block is dropped on its own, so answers written between quotes (inline replies) are kept.
 */
export function htmlToPlainText(html: string): string {
  const text = withoutElements(withoutElements(html, /<(head|style|script)\b/gi), /<(blockquote)\b/gi)
    .replace(/<div class="?gmail_quote[\s\S]*$/i, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, "\n");
  return decodeEntities(withoutTags(text))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
