import { chromium } from "playwright-core";
import { startApp, chromiumArgs } from "./serve-build.mjs";
const app = await startApp();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  const list = await (await fetch(`${app.url}/api/job-listings`)).json();
  const es = list.jobListings.find((j) => j.language === "es");
  const posts = await (await fetch(`${app.url}/api/blog-posts?published=true&language=es&limit=1`)).json();
  const pages = ["/es", "/es/jobs", `/es/jobs/${es.id}`, `/es/jobs/${es.id}/apply`, "/es/contact", "/es/blog", `/es/blog/${posts.posts[0].slug}`, "/es/services", "/es/about"];
  const report = [];
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of pages) {
      await page.goto(app.url + path, { waitUntil: "networkidle" });
      const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      report.push(`${width} ${path} overflow=${over}`);
      const name = `${path.replace(/\//g, "_") || "home"}-${width}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    }
    await page.close();
  }
  // The apply form with JS, errors shown in Spanish.
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await page.goto(`${app.url}/es/jobs/${es.id}/apply`, { waitUntil: "networkidle" });
  await page.locator('button[type="submit"]').last().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/apply-errors-390.png`, fullPage: true });
  console.log(report.join("\n"));
} finally {
  await browser.close();
  await app.stop?.();
  process.exit(0);
}
