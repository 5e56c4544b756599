// The prerendered pages (react-router.config.ts, PRERENDERED_PATHS): what the build wrote into build/client is the
// page the Worker renders for the same address, byte for byte, and the `_headers` rules the asset server gives it
// are the headers the Worker gives it. Runs in the smoke suite only (vitest.build.config.ts), after a build; that
// the asset server really answers these paths without the Worker is test/e2e/static-pages.test.mjs.
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, PUBLIC_PATHS } from "~/platform/site";
import { get, page } from "../helpers";
import headersFile from "../../build/client/_headers?raw";

const built = import.meta.glob<string>("../../build/client/**/index.html", {
  query: "?raw",
  import: "default",
  eager: true,
});

const fileOf = (path: string) => built[`../../build/client${path}/index.html`];

/** The `_headers` rule for one path: its header lines, by lower-cased name. */
function rule(path: string): Record<string, string> {
  const lines = headersFile.split("\n");
  const start = lines.indexOf(path);
  if (start < 0) return {};
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (!header) break;
    headers[header[1]!.toLowerCase()] = header[2]!;
  }
  return headers;
}

/** What only a Worker answer carries: per-request values and its own telemetry. */
const PER_REQUEST = new Set(["x-request-id", "server-timing", "x-cache", "content-type"]);

describe("prerendered pages", () => {
  it("are the static pages of both languages, and nothing that reads D1 or a request", () => {
    expect(PRERENDERED_PATHS).toEqual(
      [
        "/services",
        "/services/staff-augmentation",
        "/services/custom-development",
        "/services/specialized-practices",
        "/privacy-policy",
      ].flatMap((path) => [path, `/es${path}`]),
    );
    // Exactly these were written, and every one is a public page.
    expect(Object.keys(built).sort()).toEqual(PRERENDERED_PATHS.map((p) => `../../build/client${p}/index.html`).sort());
    for (const path of PRERENDERED_PATHS)
      expect(PUBLIC_PATHS as readonly string[]).toContain(path.replace(/^\/es/, ""));
  });

  it("leave no .data file among the assets, which the asset server would send without the pages' headers", async () => {
    // The prerender writes one per page for a hydrated client's navigations; the site is not hydrated, and a
    // request for one reaches the Worker like any other.
    expect(Object.keys(import.meta.glob("../../build/client/**/*.data"))).toEqual([]);
    const res = await get("/services.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  for (const path of PRERENDERED_PATHS) {
    it(`${path} is byte for byte what the Worker renders, with no inline script and no nonce`, async () => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expect(fileOf(path)).toBe(html);
      expect(html).not.toContain("nonce");
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.filter((tag) => !tag.includes("src=") && !tag.includes('type="application/ld+json"'))).toEqual([]);
    });

    it(`${path}'s _headers rule is what the Worker sends on the public https origin, less per-request values`, async () => {
      const res = await get(path, { origin: "https://www.cordillera.example" });
      const worker = Object.fromEntries([...res.headers].filter(([name]) => !PER_REQUEST.has(name)));
      expect(rule(path)).toEqual(worker);
      expect(rule(path)["content-security-policy"]).toMatch(/script-src 'self';/);
      expect(rule(path)["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    });
  }
});
