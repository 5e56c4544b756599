// Loads the demo content into the local D1 database, but only when that database holds no content yet, with the
// demo posts' featured images stored as an upload stores them (an R2 object under blog-images/ and a blog_images
// row, served from /media/blog/…). The last English post keeps the default image, as a post without one does; the
// Spanish posts get pictures of their own. The demo brochure and pitch deck are stored the same way
// (scripts/demo-materials.mjs), so both download cards work on a fresh start.
// `--subscribers N` also adds N confirmed newsletter subscribers (reader-1@readers.example …), to try a campaign.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { demoPosts, demoTranslations } from "../app/db/demo-content.ts";
import { seedSql, subscribersSql } from "../app/db/seed.ts";
import { sqlLiteral } from "../app/db/sql-literal.ts";
import { DEMO_IMAGE, demoImageName, demoImagePng } from "../app/db/demo-images.ts";
import { storeDemoMaterials } from "./demo-materials.mjs";
import { d1Query, wrangler } from "./lib.mjs";

function execute(sql) {
  const dir = mkdtempSync(join(tmpdir(), "cordillera-seed-"));
  const file = join(dir, "seed.sql");
  try {
    writeFileSync(file, sql);
    wrangler(["d1", "execute", "DB", "--local", "--file", file], { capture: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function seed() {
  const [{ n } = { n: 0 }] = d1Query(
    "select (select count(*) from blog_posts) + (select count(*) from jobs) + (select count(*) from contacts) + (select count(*) from job_applications) as n",
  );
  if (Number(n) > 0) {
    console.log("Local database already has content; demo content not loaded.");
    return;
  }
  execute(seedSql(new Date()));
  seedDemoImages();
  execute(storeDemoMaterials());
  console.log("Loaded the demo content into the local database.");
}

/** Stores one picture per demo post (but the last English one) where an upload would, and makes it the post's image. */
function seedDemoImages() {
  const dir = mkdtempSync(join(tmpdir(), "cordillera-images-"));
  // One at a time: wrangler processes writing the same local bucket at once fail on its lock.
  const put = (key, file) =>
    wrangler(
      [
        "r2",
        "object",
        "put",
        `cordillera-nearshore-files/${key}`,
        "--file",
        file,
        "--content-type",
        "image/png",
        "--local",
      ],
      {
        capture: true,
      },
    );
  try {
    const images = [...demoPosts.slice(0, -1), ...demoTranslations].map((post) => {
      const name = demoImageName(post.slug);
      const png = demoImagePng(post.slug);
      const file = join(dir, `${name}.png`);
      writeFileSync(file, png);
      return { post, key: `blog-images/${name}`, url: `/media/blog/${name}.png`, file, size: png.length };
    });
    for (const image of images) put(image.key, image.file);
    execute(
      images
        .map(
          (i) =>
            `INSERT OR IGNORE INTO blog_images (r2_key, url, file_name, content_type, size, width, height) VALUES (${[
              i.key,
              i.url,
              `${i.post.slug}.png`,
              "image/png",
              i.size,
              DEMO_IMAGE.width,
              DEMO_IMAGE.height,
            ]
              .map(sqlLiteral)
              .join(
                ", ",
              )});\nUPDATE blog_posts SET image_url = ${sqlLiteral(i.url)} WHERE slug = ${sqlLiteral(i.post.slug)};`,
        )
        .join("\n"),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function seedSubscribers(count) {
  execute(subscribersSql(count, new Date()));
  console.log(`Added up to ${count} confirmed newsletter subscribers (reader-N@readers.example).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { subscribers: { type: "string" } } });
  seed();
  if (values.subscribers !== undefined) seedSubscribers(Number(values.subscribers));
}
