// Blog image uploads: which files are taken (by their bytes, not their name), the size limit, the dimensions
// read and stored, how /media serves them, the media list, and deleting only what no post shows.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOG_IMAGE_MESSAGES } from "~/schemas/blog-post";
import { avif, gif, imageForm, jpeg, png, svg, webp } from "../images";
import { get, page, staff } from "../helpers";

let editor: { cookie: string };
beforeAll(async () => {
  editor = await staff("editor");
});

type Uploaded = { url: string; width: number; height: number; image: { id: number; inUse: boolean } };

function upload(form: FormData, cookie: string | undefined = editor.cookie) {
  return get("/api/blog-images", { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });
}

async function uploaded(data: Uint8Array, name = "photo.png", type = "image/png"): Promise<Uploaded> {
  const res = await upload(imageForm(data, name, type));
  expect(res.status).toBe(201);
  return res.json();
}

describe("POST /api/blog-images", () => {
  it.each([
    ["a PNG", png(1200, 675), "cover.png", "image/png", 1200, 675, /\.png$/],
    ["a JPEG", jpeg(4032, 3024), "camera.jpg", "image/jpeg", 4032, 3024, /\.jpg$/],
    ["a GIF", gif(320, 200), "anim.gif", "image/gif", 320, 200, /\.gif$/],
    ["a WebP", webp(1600, 900), "photo.webp", "image/webp", 1600, 900, /\.webp$/],
    ["an AVIF", avif(2048, 1152), "photo.avif", "image/avif", 2048, 1152, /\.avif$/],
  ])("takes %s, answers 201 {url} with its size, and serves it immutable with its type", async (...row) => {
    const [, data, name, type, width, height, ext] = row;
    const body = await uploaded(data, name, type);
    expect(body).toMatchObject({ width, height });
    expect(body.url).toMatch(/^\/media\/blog\/[0-9a-f-]{36}\.[a-z]+$/);
    expect(body.url).toMatch(ext);
    const served = await get(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(type);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("Content-Length")).toBe(String(data.length));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(data);
    const row2 = await env.DB.prepare("SELECT width, height, content_type FROM blog_images WHERE url = ?")
      .bind(body.url)
      .first();
    expect(row2).toEqual({ width, height, content_type: type });
  });

  it("answers a repeat request with its ETag with 304", async () => {
    const { url } = await uploaded(png(10, 10));
    const etag = (await get(url)).headers.get("ETag")!;
    const again = await get(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("trusts the bytes, not the name or declared type: a PNG named .jpg is stored as a PNG", async () => {
    const body = await uploaded(png(64, 32), "really-a-png.jpg", "image/jpeg");
    expect(body.url).toMatch(/\.png$/);
    expect((await get(body.url)).headers.get("Content-Type")).toBe("image/png");
  });

  it.each([
    ["an SVG (it can carry script)", svg(), "logo.svg", "image/svg+xml"],
    ["text named .png", new TextEncoder().encode("just some text, honestly"), "fake.png", "image/png"],
    ["a PDF", new TextEncoder().encode("%PDF-1.7\n..."), "doc.png", "image/png"],
    ["a PNG whose header is cut short", png(10, 10).subarray(0, 20), "cut.png", "image/png"],
  ])("refuses %s with 415", async (_name, data, name, type) => {
    const res = await upload(imageForm(data, name, type));
    expect(res.status).toBe(415);
    const { message } = (await res.json()) as { message: string };
    expect([BLOG_IMAGE_MESSAGES.unsupported, BLOG_IMAGE_MESSAGES.unreadable]).toContain(message);
  });

  it("refuses more than 10 MB with 413, and stores nothing", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png(100, 100));
    const before = await env.DB.prepare("SELECT count(*) AS n FROM blog_images").first<{ n: number }>();
    const res = await upload(imageForm(big, "huge.png", "image/png"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BLOG_IMAGE_MESSAGES.tooLarge });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM blog_images").first()).toEqual(before);
  });

  // Issue 35: a header may claim any size; 100,000 × 100,000 px was accepted and shown on every page with it.
  it("refuses an image that claims more than 12,000 pixels a side with 413, and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM blog_images").first<{ n: number }>();
    for (const [data, name, type] of [
      [png(12_001, 10), "wide.png", "image/png"],
      [jpeg(10, 12_001), "tall.jpg", "image/jpeg"],
    ] as const) {
      expect((await upload(imageForm(data, name, type))).status, name).toBe(413);
    }
    const huge = await upload(imageForm(png(100_000, 100_000), "claims.png", "image/png"));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: BLOG_IMAGE_MESSAGES.tooManyPixels });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM blog_images").first()).toEqual(before);
    expect((await upload(imageForm(png(12_000, 8_000), "wide.png", "image/png"))).status).toBe(201);
  });

  it("takes exactly 10 MB", async () => {
    const max = new Uint8Array(10 * 1024 * 1024);
    max.set(png(100, 100));
    expect((await upload(imageForm(max, "max.png", "image/png"))).status).toBe(201);
  });

  it("needs a file, sent as multipart, by staff", async () => {
    expect((await upload(new FormData())).status).toBe(400);
    const json = await get("/api/blog-images", {
      method: "POST",
      body: "{}",
      headers: { Cookie: editor.cookie, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect((await upload(imageForm(png(1, 1), "a.png", "image/png"), "")).status).toBe(401);
  });
});

describe("serving /media/blog", () => {
  it("is a 404 for a name never made or an object that is gone", async () => {
    expect((await get("/media/blog/not-a-uuid.png")).status).toBe(404);
    expect((await get("/media/blog/00000000-0000-4000-8000-000000000000.png")).status).toBe(404);
    expect((await get("/media/blog/00000000-0000-4000-8000-000000000000.svg")).status).toBe(404);
  });
});

describe("the media list and deleting", () => {
  it("lists uploads newest first with whether a post uses them; deletes an unused one and its object", async () => {
    const used = await uploaded(png(800, 600), "used.png");
    const unused = await uploaded(gif(40, 40), "unused.gif", "image/gif");
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, published, published_at) VALUES ('Uses an image', 'uses-an-image', ?, 1, ?)",
    )
      .bind(`Intro\n\n![A chart](${used.url})\n\nMore.`, Date.now() - 1000)
      .run();

    const list = await get("/api/blog-images", { headers: { Cookie: editor.cookie } });
    const { images } = (await list.json()) as { images: { id: number; url: string; inUse: boolean }[] };
    expect(images[0]?.url).toBe(unused.url);
    expect(images.find((i) => i.url === used.url)?.inUse).toBe(true);
    expect(images.find((i) => i.url === unused.url)?.inUse).toBe(false);
    expect((await get("/api/blog-images")).status).toBe(401);

    const refused = await get(`/api/blog-images/${used.image.id}`, {
      method: "DELETE",
      headers: { Cookie: editor.cookie },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: BLOG_IMAGE_MESSAGES.inUse });
    expect((await get(used.url)).status).toBe(200);

    const deleted = await get(`/api/blog-images/${unused.image.id}`, {
      method: "DELETE",
      headers: { Cookie: editor.cookie },
    });
    expect(deleted.status).toBe(200);
    expect((await get(unused.url)).status).toBe(404);
    expect(await env.DB.prepare("SELECT id FROM blog_images WHERE id = ?").bind(unused.image.id).first()).toBeNull();
    const key = unused.url.replace(/^\/media\/blog\/|\.[a-z]+$/g, "");
    expect(await env.FILES.head(`blog-images/${key}`)).toBeNull();
  });

  /** Deleting the image through the API is refused as in use, and it is still served. */
  async function refusedAsInUse(image: Uploaded) {
    const refused = await get(`/api/blog-images/${image.image.id}`, {
      method: "DELETE",
      headers: { Cookie: editor.cookie },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: BLOG_IMAGE_MESSAGES.inUse });
    expect((await get(image.url)).status).toBe(200);
  }

  it("keeps an image a post names by its absolute address, as its featured or social image", async () => {
    const featured = await uploaded(png(1200, 675), "featured-absolute.png");
    const social = await uploaded(png(1200, 630), "social-absolute.png");
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, image_url, social_image_url, published, published_at) VALUES ('Absolute images', 'absolute-images', 'x', ?, ?, 1, ?)",
    )
      .bind(new URL(featured.url, env.SITE_URL).href, new URL(social.url, env.SITE_URL).href, Date.now() - 1000)
      .run();
    await refusedAsInUse(featured);
    await refusedAsInUse(social);
  });

  it("keeps an image a case study's challenge or solution shows", async () => {
    const inChallenge = await uploaded(png(640, 480), "challenge.png");
    const inSolution = await uploaded(png(640, 480), "solution.png");
    await env.DB.prepare(
      "INSERT INTO case_studies (slug, title, client, challenge, solution) VALUES ('images-in-text', 'Images in text', 'A client', ?, ?)",
    )
      .bind(`Before:\n\n![Old chart](${inChallenge.url})`, `After:\n\n![New chart](${inSolution.url})`)
      .run();
    await refusedAsInUse(inChallenge);
    await refusedAsInUse(inSolution);
  });

  it("a post page renders an uploaded inline image with its width and height, lazily", async () => {
    const inline = await uploaded(jpeg(1600, 1000), "inline.jpg", "image/jpeg");
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, published, published_at) VALUES ('Inline image', 'inline-image', ?, 1, ?)",
    )
      .bind(`Text\n\n![Team photo](${inline.url})`, Date.now() - 1000)
      .run();
    const { html } = await page("/blog/inline-image");
    expect(html).toContain(
      `<img src="${inline.url}" alt="Team photo" width="1600" height="1000" loading="lazy" decoding="async">`,
    );
  });

  it("a post's uploaded social image is shared with its width and height", async () => {
    const social = await uploaded(png(1200, 630), "social.png");
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, social_image_url, published, published_at) VALUES ('Social image', 'social-image', 'x', ?, 1, ?)",
    )
      .bind(social.url, Date.now() - 1000)
      .run();
    const { html } = await page("/blog/social-image");
    expect(html).toContain(`<meta property="og:image" content="${new URL(social.url, env.SITE_URL).href}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
  });
});
