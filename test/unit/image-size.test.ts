// Reading an image's type and size from its header: every format the blog takes, and what is refused.
import { describe, expect, it } from "vitest";
import { imageTypeOf, readImageInfo } from "~/platform/image-size";
import { avif, gif, jpeg, png, svg, webp } from "../images";

describe("readImageInfo", () => {
  it.each([
    ["PNG", png(1200, 675), "image/png", 1200, 675],
    ["GIF", gif(320, 200), "image/gif", 320, 200],
    ["JPEG with EXIF before the frame", jpeg(4032, 3024), "image/jpeg", 4032, 3024],
    ["WebP (extended)", webp(1600, 900, "VP8X"), "image/webp", 1600, 900],
    ["AVIF", avif(2048, 1152), "image/avif", 2048, 1152],
  ])("reads %s", (_name, file, type, width, height) => {
    expect(readImageInfo(file)).toEqual({ type, width, height });
  });

  it("reads each WebP encoding's own size", () => {
    expect(readImageInfo(webp(1600, 900, "VP8X"))).toMatchObject({ width: 1600, height: 900 });
    expect(readImageInfo(webp(640, 480, "VP8L"))).toMatchObject({ width: 640, height: 480 });
    expect(readImageInfo(webp(800, 450, "VP8 "))).toMatchObject({ width: 800, height: 450 });
  });

  it("refuses SVG, text and other formats by their bytes", () => {
    expect(imageTypeOf(svg())).toBeNull();
    expect(readImageInfo(new TextEncoder().encode("%PDF-1.7 not an image"))).toBeNull();
    expect(readImageInfo(new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]))).toBeNull(); // BMP
  });

  it("refuses a header cut short or a zero size, without throwing", () => {
    expect(readImageInfo(png(10, 10).subarray(0, 18))).toBeNull();
    expect(readImageInfo(jpeg(10, 10).subarray(0, 100))).toBeNull();
    expect(readImageInfo(avif(10, 10).subarray(0, 30))).toBeNull();
    expect(readImageInfo(png(0, 10))).toBeNull();
  });
});
