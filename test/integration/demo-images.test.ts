// The demo posts' featured images (app/db/demo-images.ts, stored by the seed where an upload would): each post
// gets its own picture, and every one passes the upload's own checks (type by its bytes, width and height, size),
// sent through POST /api/blog-images as an editor would. Before, every demo card showed the same default image.
import { beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "~/db/demo-content";
import { DEMO_IMAGE, demoImageName, demoImagePng } from "~/db/demo-images";
import { get, staff } from "../helpers";

let cookie = "";
beforeAll(async () => {
  cookie = (await staff("editor")).cookie;
});

describe("demo images", () => {
  it("are a distinct picture for every post, each accepted by the upload as a 1200 × 630 PNG", async () => {
    const seen = new Set<string>();
    for (const post of demoPosts) {
      const png = new Uint8Array(demoImagePng(post.slug));
      const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", png))].join(",");
      expect(seen.has(digest), post.slug).toBe(false);
      seen.add(digest);
      const form = new FormData();
      form.append("file", new File([png], `${post.slug}.png`, { type: "image/png" }));
      const res = await get("/api/blog-images", { method: "POST", body: form, headers: { Cookie: cookie } });
      expect(res.status, post.slug).toBe(201);
      expect(await res.json()).toMatchObject({ width: DEMO_IMAGE.width, height: DEMO_IMAGE.height });
    }
  });

  it("are named as an upload would be (a UUID), the same for a post on every seed", () => {
    for (const post of demoPosts) {
      expect(demoImageName(post.slug)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(demoImageName(post.slug)).toBe(demoImageName(post.slug));
    }
    expect(new Set(demoPosts.map((p) => demoImageName(p.slug))).size).toBe(demoPosts.length);
  });
});
