// A small PDF writer for text documents (the demo brochure and pitch deck, docs/decisions/0026): pages of headings,
// paragraphs and bullets in the standard Helvetica fonts, wrapped to the page, with a coloured band on top. No
// dependency and no Node API, so it runs under Node (the seed) and in workerd (the tests) alike; the bytes are a
// PDF 1.4 file with a correct cross-reference table, readable by any viewer and by pdftotext.

export type PdfBlock = {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** A bullet point, indented. */
  bullet?: boolean;
  /** Brand green, dark ink (default) or muted grey. */
  tone?: "brand" | "ink" | "muted";
  /** Extra space before the block, in points. */
  before?: number;
};

export type PdfPage = { blocks: PdfBlock[] };

export type PdfDocument = {
  title: string;
  author: string;
  /** Page size in points: Letter portrait for a brochure, 16:9 for slides. */
  width: number;
  height: number;
  /** The words on the band at the top of every page (the company's name). */
  band: string;
  pages: PdfPage[];
};

const TONES = { brand: "0.106 0.376 0.353", ink: "0.059 0.122 0.118", muted: "0.278 0.333 0.412" } as const;
const MARGIN = 54;
const BAND = 40;

// Helvetica's advance widths (per 1000 units of the font size) for the printable ASCII range, from its AFM.
// prettier-ignore
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** A character's code in WinAnsiEncoding (the standard fonts' encoding); "?" for one it lacks. */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
};
function winAnsi(ch: string): number {
  const code = ch.codePointAt(0)!;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI[ch] ?? 0x3f;
}

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    const code = winAnsi(ch);
    units += code >= 0x20 && code < 0x7f ? WIDTHS[code - 0x20]! : 556;
  }
  // Bold glyphs are a little wider; wrapping on the wider estimate keeps every line inside the margin.
  return (units * size * (bold ? 1.08 : 1)) / 1000;
}

/** The text as a PDF string literal: WinAnsi bytes (as single characters), with ( ) and \ escaped. */
function literal(text: string): string {
  let out = "";
  for (const ch of text) {
    const c = String.fromCharCode(winAnsi(ch));
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return `(${out})`;
}

function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

type Placed = { x: number; y: number; size: number; bold: boolean; tone: keyof typeof TONES; text: string };

/** Lays the pages' blocks out top to bottom; a page whose text runs past the bottom margin continues on a new one. */
function layout(doc: PdfDocument): Placed[][] {
  const pages: Placed[][] = [];
  const top = doc.height - BAND - MARGIN * 0.75;
  for (const page of doc.pages) {
    let lines: Placed[] = [];
    let y = top;
    for (const block of page.blocks) {
      const size = block.size ?? 11;
      const bold = block.bold ?? false;
      const indent = block.bullet ? 14 : 0;
      const wrapped = wrap(block.text, size, bold, doc.width - 2 * MARGIN - indent);
      y -= block.before ?? size * 0.6;
      wrapped.forEach((text, i) => {
        if (y - size < MARGIN) {
          pages.push(lines);
          lines = [];
          y = top;
        }
        y -= size * 1.3;
        if (block.bullet && i === 0) lines.push({ x: MARGIN, y, size, bold, tone: "brand", text: "•" });
        lines.push({ x: MARGIN + indent, y, size, bold, tone: block.tone ?? "ink", text });
      });
    }
    pages.push(lines);
  }
  return pages;
}

function pageStream(doc: PdfDocument, lines: Placed[], number: number, count: number): string {
  const { width, height } = doc;
  const ops = [
    `${TONES.brand} rg 0 ${height - BAND} ${width} ${BAND} re f`,
    `BT /F2 13 Tf 1 1 1 rg ${MARGIN} ${height - BAND + 14} Td ${literal(doc.band)} Tj ET`,
    `BT /F1 9 Tf ${TONES.muted} rg ${width - MARGIN - 40} ${MARGIN / 2} Td ${literal(`${number} / ${count}`)} Tj ET`,
    ...lines.map(
      (l) =>
        `BT /${l.bold ? "F2" : "F1"} ${l.size} Tf ${TONES[l.tone]} rg ${l.x} ${l.y.toFixed(2)} Td ${literal(l.text)} Tj ET`,
    ),
  ];
  return ops.join("\n");
}

/** The document as the bytes of a PDF file. */
export function textPdf(doc: PdfDocument): Uint8Array<ArrayBuffer> {
  const pages = layout(doc);
  // Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the info dictionary, then a page and its content each.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${literal(doc.title)} /Author ${literal(doc.author)} /Producer (Cordillera Nearshore demo seed) >>`,
  ];
  pages.forEach((lines, i) => {
    const stream = pageStream(doc, lines, i + 1, pages.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${doc.width} ${doc.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  // Every character below is one byte (WinAnsi), so string offsets are byte offsets.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
