// The demo blog posts' featured images, drawn here (no image files in the repository, no dependency): a sky, a
// sun and three mountain ridges, a cordillera in the brand's colours, each post with its own palette and skyline
// taken from its slug. Written as PNG (1200 × 630, the size social cards use) with Node's zlib.
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

export const DEMO_IMAGE = { width: 1200, height: 630 };

/** A colour as #rrggbb, as [r, g, b]. */
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
/**
 * Skies (top, horizon), a sun, and ridges far to near: dawn, day, dusk and night in the brand's greens.
 */
const SKIES: [string, string, string, string[]][] = [
  ["#fbd38d", "#fef3c7", "#f5b041", ["#7fb8ad", "#3f8a7f", "#1b605a"]],
  ["#bfe3f5", "#eef8fc", "#ffffff", ["#8cc7bc", "#4c9a8f", "#1b605a"]],
  ["#f6a87c", "#fde2c8", "#f5b041", ["#c68b7a", "#6f5d63", "#2f3e46"]],
  ["#1e3a4c", "#3d6b7d", "#f3f1e0", ["#2f5d62", "#1f4447", "#0f2a2b"]],
  ["#d7efe9", "#f4fbf9", "#f5b041", ["#b0e3da", "#5aa99c", "#1b605a"]],
  ["#c9b6e4", "#f1e9fb", "#fde68a", ["#8f8fb8", "#59627f", "#2b3449"]],
];
const PALETTES = SKIES.map(([top, horizon, sun, ridges]) => ({
  top: hex(top),
  horizon: hex(horizon),
  sun: hex(sun),
  ridges: ridges.map(hex),
}));

/**
 * Numbers from a slug: the same post always gets the same picture.
 */
function seeded(slug: string) {
  const bytes = createHash("sha256").update(slug).digest();
  let i = 0;
  return () => bytes[i++ % bytes.length]! / 255;
}

/**
 * The post's picture as RGB bytes, row by row.
 */
function draw(slug: string, { width, height } = DEMO_IMAGE) {
  const rand = seeded(slug);
  const palette = PALETTES[Math.floor(rand() * PALETTES.length) % PALETTES.length]!;
  const sun = {
    x: width * (0.15 + rand() * 0.7),
    y: height * (0.2 + rand() * 0.25),
    r: height * (0.08 + rand() * 0.06),
  };
  const ridges = palette.ridges.map((color, n) => ({
    color,
    base: height * (0.45 + n * 0.14 + rand() * 0.05),
    waves: [0, 1, 2].map((k) => ({
      amp: (height * (0.05 + rand() * 0.07)) / (k + 1),
      freq: ((1 + rand() * 2.5) * (k + 1) * 2 * Math.PI) / width,
      phase: rand() * 2 * Math.PI,
    })),
  }));
  const rgb = new Uint8Array(width * height * 3);
  const ridgeTops = ridges.map((r) =>
    Float32Array.from({ length: width }, (_, x) =>
      r.waves.reduce((y, w) => y - w.amp * Math.sin(x * w.freq + w.phase), r.base),
    ),
  );
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    const sky = palette.top.map((c, i) => c + (palette.horizon[i]! - c) * t);
    for (let x = 0; x < width; x += 1) {
      let color = sky;
      if ((x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2) color = palette.sun;
      for (let n = 0; n < ridges.length; n += 1) if (y >= ridgeTops[n]![x]!) color = ridges[n]!.color;
      rgb.set(color.map(Math.round), (y * width + x) * 3);
    }
  }
  return rgb;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/**
 */
function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The post's picture as a PNG file.
 */
export function demoImagePng(slug: string): Buffer {
  const { width, height } = DEMO_IMAGE;
  return encodePng(width, height, draw(slug));
}

/** An 8-bit RGB picture (`rgb`: width × height × 3 bytes, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(rows, y * (width * 3 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The media name an upload would get (a UUID), made from the slug so a re-seed names the same picture the same.
 */
export function demoImageName(slug: string): string {
  const h = createHash("sha1").update(`cordillera-demo-image:${slug}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.charAt(16), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
