// The demo brochure and pitch deck (docs/decisions/0026): stored as the seed stores them (the PDF under its R2 key,
// the rows from demoMaterialsSql), both download cards on /about and /es/about link to a real PDF, and each file
// passes the upload's own checks, as if an admin had uploaded it. The seed's R2 step itself runs in the browser
// test (test/e2e/materials.test.mjs), whose fresh state is made by the same scripts/demo-materials.mjs.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoMaterials } from "~/models/demo-materials";
import { demoMaterialKey, demoMaterialsSql } from "~/db/seed";
import { textPdf } from "~/platform/pdf";
import { get, page, staff } from "../helpers";

const files = demoMaterials.map((m) => ({ ...m, bytes: textPdf({ ...m, author: m.band }) }));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

beforeAll(async () => {
  for (const f of files)
    await env.FILES.put(demoMaterialKey(f.type), f.bytes, { httpMetadata: { contentType: "application/pdf" } });
  const sql = demoMaterialsSql(files.map((f) => ({ ...f, size: f.bytes.length })));
  await env.DB.batch(sql.split("\n").map((s) => env.DB.prepare(s)));
});

describe("demo materials", () => {
  it("are PDFs of a few pages with the company's words in them", () => {
    for (const f of files) {
      const text = latin1(f.bytes);
      expect(text.startsWith("%PDF-1.4\n")).toBe(true);
      expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
      const pages = Number(/\/Type \/Pages .* \/Count (\d+)/.exec(text)?.[1]);
      expect(pages, f.type).toBeGreaterThanOrEqual(3);
      expect(text).toContain("(Cordillera Nearshore)");
      // The cross-reference table points at each object's first byte.
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe("xref");
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((at, i) => expect(text.slice(at).startsWith(`${i + 1} 0 obj`)).toBe(true));
    }
  });

  it("download from both cards on /about and /es/about", async () => {
    for (const [path, query] of [
      ["/about", ""],
      ["/es/about", "?lang=es"],
    ] as const) {
      const { html } = await page(path);
      expect(html).toContain(`href="/api/download/brochure${query}"`);
      expect(html).toContain(`href="/api/download/pitch-deck${query}"`);
    }
    for (const f of files) {
      const res = await get(`/api/download/${f.type}`);
      expect(res.status, f.type).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      expect(res.headers.get("Content-Disposition")).toContain(`filename="${f.fileName}"`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(f.bytes);
    }
  });

  it("pass the upload's checks (type by its bytes), as an admin's upload of the same file would", async () => {
    const { cookie } = await staff("admin");
    for (const f of files) {
      const form = new FormData();
      form.append("type", f.type);
      form.append("file", new File([f.bytes], f.fileName, { type: "application/pdf" }));
      const res = await get("/api/marketing-materials", { method: "POST", body: form, headers: { Cookie: cookie } });
      expect(res.status, f.type).toBe(201);
      expect(await res.json()).toMatchObject({
        material: { content_type: "application/pdf", file_size: f.bytes.length },
      });
    }
  });
});
