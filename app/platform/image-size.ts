// Which raster image a file is, and its width and height, read from its own header bytes (JPEG, PNG, GIF, WebP,
// AVIF). No decoding and no dependency: the upload route needs only the type and the box the browser reserves.
// docs/decisions/0014-publishing.md says why this is hand-written.

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";

export type ImageInfo = { type: ImageType; width: number; height: number };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The type the first bytes announce (the magic bytes), or null: anything else, SVG included, is refused. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head.length >= 8 && ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")) return "image/gif";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "image/webp";
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp" && ["avif", "avis"].includes(ascii(head, 8, 4))) {
    return "image/avif";
  }
  return null;
}

/** The image's type and pixel size, or null when the header is not one of ours or is cut short or malformed. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const type = imageTypeOf(bytes);
  if (!type) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: { width: number; height: number } | null = null;
  try {
    size = SIZE_READERS[type](bytes, view);
  } catch {
    // A RangeError from a header cut short: not an image we can place.
    return null;
  }
  if (!size || !(size.width > 0 && size.height > 0)) return null;
  return { type, ...size };
}

type Size = { width: number; height: number } | null;

const SIZE_READERS: Record<ImageType, (bytes: Uint8Array, view: DataView) => Size> = {
  // IHDR is always the first chunk.
  "image/png": (bytes, view) =>
    ascii(bytes, 12, 4) === "IHDR" ? { width: view.getUint32(16), height: view.getUint32(20) } : null,
  // The logical screen size, little-endian.
  "image/gif": (_bytes, view) => ({ width: view.getUint16(6, true), height: view.getUint16(8, true) }),
  "image/jpeg": jpegSize,
  "image/webp": webpSize,
  "image/avif": avifSize,
};

/** Walks the JPEG segments up to the first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and standalone markers carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The three WebP encodings: lossy (VP8), lossless (VP8L) and extended (VP8X, which also covers animation). */
function webpSize(bytes: Uint8Array, view: DataView): Size {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    // The key frame's start code, then 14-bit sizes.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

/**
 * AVIF is an ISO-BMFF file: the primary image's size is the `ispe` property under meta → iprp → ipco. The first
 * `ispe` is the primary item's in what encoders write; a grid or a rotation (irot) is not taken into account.
 */
function avifSize(bytes: Uint8Array, view: DataView): Size {
  const meta = findBox(bytes, view, 0, bytes.length, "meta");
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const iprp = meta && findBox(bytes, view, meta.start + 4, meta.end, "iprp");
  const ipco = iprp && findBox(bytes, view, iprp.start, iprp.end, "ipco");
  const ispe = ipco && findBox(bytes, view, ipco.start, ipco.end, "ispe");
  if (!ispe || ispe.end - ispe.start < 12) return null;
  return { width: view.getUint32(ispe.start + 4), height: view.getUint32(ispe.start + 8) };
}

/** The first box of the type between `from` and `to`: where its content starts and ends. */
function findBox(bytes: Uint8Array, view: DataView, from: number, to: number, type: string) {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size; any box we read is far smaller than 4 GB.
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    if (ascii(bytes, at + 4, 4) === type) return { start: at + header, end: at + size };
    at += size;
  }
  return null;
}
