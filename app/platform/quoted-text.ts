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
const HEADER_BLOCK_START = /^(From|De|Von):\s/i;
const HEADER_BLOCK_NEXT = /^(Sent|Date|Enviado|Fecha|To|Para|Subject|Asunto|Cc):\s/i;

/** Where the quoted history starts (a line index), or -1. */
function historyStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
      const joined = lines
        .slice(i, i + span)
        .map((l) => l.trim())
        .join(" ");
      if (ATTRIBUTION.some((re) => re.test(joined))) return i;
    }
    if (/^-{2,}\s*(Original Message|Mensaje original)\s*-{2,}$/i.test(line)) return i;
    if (/^_{10,}$/.test(line) && HEADER_BLOCK_START.test(lines[i + 1]?.trim() ?? "")) return i;
    if (HEADER_BLOCK_START.test(line)) {
      const next = lines.slice(i + 1, i + 5).map((l) => l.trim());
      if (next.filter((l) => HEADER_BLOCK_NEXT.test(l)).length >= 2) return i;
    }
    if (line.startsWith(">") && lines.slice(i).every((l) => !l.trim() || l.trim().startsWith(">"))) return i;
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

/** Plain text from an HTML-only message, for storing as text (never rendered as HTML); quoted blocks dropped. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<blockquote\b[\s\S]*<\/blockquote>/gi, "")
    .replace(/<div class="?gmail_quote[\s\S]*$/i, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
