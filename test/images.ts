// Image files for the upload tests, built byte by byte: each has the header a real encoder writes (magic bytes and
// the size fields the server reads), followed by filler, since the server never decodes pixels.

const u16be = (n: number) => [(n >> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >> 8) & 255];
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const chars = (s: string) => [...s].map((c) => c.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

export function png(width: number, height: number): Uint8Array {
  return bytes(
    [0x89, ...chars("PNG\r\n\x1a\n")],
    u32be(13),
    chars("IHDR"),
    u32be(width),
    u32be(height),
    [8, 2, 0, 0, 0],
    u32be(0),
    u32be(0),
    chars("IEND"),
    u32be(0),
  );
}

export function gif(width: number, height: number): Uint8Array {
  return bytes(chars("GIF89a"), u16le(width), u16le(height), [0, 0, 0], chars(";"));
}

/** A JPEG with an EXIF segment before the frame header, as cameras write them. */
export function jpeg(width: number, height: number): Uint8Array {
  const exif = [...chars("Exif\0\0"), ...new Array(200).fill(0)];
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    u16be(exif.length + 2),
    exif,
    [0xff, 0xdb],
    u16be(67),
    new Array(65).fill(1),
    [0xff, 0xc0],
    u16be(17),
    [8],
    u16be(height),
    u16be(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
}

export function webp(width: number, height: number, kind: "VP8 " | "VP8L" | "VP8X" = "VP8X"): Uint8Array {
  let chunk: number[];
  if (kind === "VP8X") chunk = [...u32le(10), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  else if (kind === "VP8L") {
    const bits = (width - 1) | ((height - 1) << 14);
    chunk = [...u32le(5), 0x2f, ...u32le(bits)];
  } else chunk = [...u32le(10), 0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)];
  const body = [...chars("WEBP"), ...chars(kind), ...chunk];
  return bytes(chars("RIFF"), u32le(body.length), body);
}

export function avif(width: number, height: number): Uint8Array {
  const box = (type: string, ...content: number[][]) => {
    const inner = content.flat();
    return [...u32be(inner.length + 8), ...chars(type), ...inner];
  };
  const ispe = box("ispe", [0, 0, 0, 0], u32be(width), u32be(height));
  const hdlr = box("hdlr", [0, 0, 0, 0], u32be(0), chars("pict"), new Array(13).fill(0));
  const meta = box("meta", [0, 0, 0, 0], hdlr, box("iprp", box("ipco", ispe)));
  return bytes(box("ftyp", chars("avif"), u32be(0), chars("mif1"), chars("miaf")), meta);
}

export const svg = () =>
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

/** A multipart body with `file`, as a browser sends it. */
export function imageForm(data: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  return form;
}
