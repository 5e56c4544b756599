// The demo brochure and pitch deck (docs/decisions/0026): written as PDFs from the site's copy
// (app/models/demo-materials.ts, app/platform/pdf.ts) and stored as an upload stores them: an R2 object under
// materials/<type>/ and an active marketing_materials row. Used by the seed (`npm start`, `npm run db:seed`) and by
// the fresh state of the browser tests, the bench and Lighthouse (scripts/serve-build.mjs).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoMaterials } from "../app/models/demo-materials.ts";
import { demoMaterialKey, demoMaterialsSql } from "../app/db/seed.ts";
import { textPdf } from "../app/platform/pdf.ts";
import { bin, run } from "./lib.mjs";

/** Each demo material with its PDF's bytes. */
export function demoMaterialFiles() {
  return demoMaterials.map((m) => ({ ...m, bytes: textPdf({ ...m, author: m.band }) }));
}

/**
 * Puts both PDFs into the local bucket (of `persistTo`, or .wrangler/state) and returns the SQL that records them;
 * the caller runs it with the rest of its seed.
 */
export function storeDemoMaterials({ persistTo } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "cordillera-materials-"));
  try {
    const files = demoMaterialFiles();
    const list = files.map((f) => {
      const file = join(dir, `${f.type}.pdf`);
      writeFileSync(file, f.bytes);
      return { key: demoMaterialKey(f.type), file };
    });
    // One wrangler process for both: a start of wrangler costs seconds, and every browser test's state pays it.
    writeFileSync(join(dir, "files.json"), JSON.stringify(list));
    run(
      bin("wrangler"),
      [
        "r2",
        "bulk",
        "put",
        "cordillera-nearshore-files",
        "--filename",
        join(dir, "files.json"),
        "--content-type",
        "application/pdf",
        "--concurrency",
        "1",
        "--local",
        ...(persistTo ? ["--persist-to", persistTo] : []),
      ],
      { capture: true },
    );
    return demoMaterialsSql(files.map((f) => ({ ...f, size: f.bytes.length }))) + "\n";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node scripts/demo-materials.mjs DIR` writes the two PDFs into DIR, to look at them.
if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? ".";
  for (const f of demoMaterialFiles()) writeFileSync(join(out, f.fileName), f.bytes);
}
