// A page's twin: its own HTML, saved as a static asset for the length of a bench run, so a page's throughput is
// compared with the same bytes answered by the asset server without the Worker (issue 33: "a cached page costs almost
// nothing"). The twin, not the stylesheet, is the fair baseline under `wrangler dev`: its proxy runs every text/html
// answer, an asset's or the Worker's, through an HTMLRewriter for live reload (wrangler-dist/ProxyWorker.js,
// `insertLiveReloadScript`, applied even with live reload off), so HTML costs more per byte than CSS there, which
// Cloudflare's edge does not do. The twins get the prerendered pages' headers, so both answers carry the same.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";

const client = join(root, "build", "client");
const DIR = "__bench";

/**
 * Writes each page's HTML (a view that neither reads nor fills the edge cache) to build/client/__bench/<n>/index.html, to be
 * served at /__bench/<n> once the server starts again. Returns the twins' paths by page, and `remove()`, which puts the
 * build back as it was (the twins must never be deployed).
 */
export async function writeTwins(origin, pages) {
  const headersFile = join(client, "_headers");
  // Without the twins' block a stopped bench may have left in it.
  const headers = readFileSync(headersFile, "utf8").replace(new RegExp(`\\n/${DIR}/\\*\\n(?: {2}.+\\n?)+`, "g"), "\n");
  const remove = () => {
    rmSync(join(client, DIR), { recursive: true, force: true });
    writeFileSync(headersFile, headers);
  };
  try {
    // A bench stopped half-way (Ctrl-C, a timeout) left its twins behind: start from none.
    rmSync(join(client, DIR), { recursive: true, force: true });
    mkdirSync(join(client, DIR), { recursive: true });
    const twins = new Map();
    for (const [n, path] of pages.entries()) {
      const res = await fetch(origin + path, { headers: { Cookie: "bench=1" } });
      if (res.status !== 200) throw new Error(`${path}: answered ${res.status}`);
      // As a folder's index.html, like the prerendered pages: the asset server looks for `<n>.html` first and finds
      // the page at its second look, as it does for /services (and the Worker's pages miss both before the Worker).
      mkdirSync(join(client, DIR, String(n)));
      writeFileSync(join(client, DIR, String(n), "index.html"), await res.text());
      twins.set(path, `/${DIR}/${n}`);
    }
    // The headers of the first prerendered page's block (vite.config.ts, staticPageHeaders), for every twin.
    const block = /^\/services\n((?: {2}.+\n)+)/m.exec(headers);
    if (!block) throw new Error("no prerendered page's headers in build/client/_headers");
    writeFileSync(headersFile, `${headers.trimEnd()}\n/${DIR}/*\n${block[1]}`);
    return { twins, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
