// GET /api/download/{brochure|pitch-deck}: the active file, streamed from R2 as an attachment (or a redirect
// to its external link); a friendly page when there is none.
import type { Route } from "./+types/download.$type";
import { methodNotAllowed } from "~/lib/api.server";
import { bindings } from "~/lib/env.server";
import { site } from "~/lib/site";
import { HIDDEN_CHARACTERS_GLOBAL } from "~/schemas/hidden-characters";
import { getActiveMaterial, isMaterialType } from "~/models/marketing-materials.server";

const LABELS = { brochure: "brochure", "pitch-deck": "pitch deck" } as const;

function unavailable(label: string) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not available | ${site.name}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;background:#effaf8;color:#0f1f1e;display:grid;place-items:center;min-height:100vh">
<main style="max-width:32rem;padding:2rem;text-align:center"><h1 style="font-size:1.75rem">Our ${label} is not available right now</h1>
<p style="color:#475569;line-height:1.6">We are updating it. Write to us at <a href="mailto:${site.email}" style="color:#1b605a">${site.email}</a> and we will send it to you directly.</p>
<p><a href="/contact" style="display:inline-block;margin-top:1rem;background:#1b605a;color:#fff;padding:.65rem 1.25rem;border-radius:.375rem;text-decoration:none;font-weight:600">Back to Contact</a></p></main></body></html>`;
  return new Response(page, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * A header value that survives any file name: ASCII fallback plus the UTF-8 original. Hidden characters are
 * refused on the way in; any left in an older row are dropped here, so no download arrives disguised.
 */
export function attachment(fileName: string): string {
  const name = fileName.replace(HIDDEN_CHARACTERS_GLOBAL, "");
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function loader({ params }: Route.LoaderArgs) {
  if (!isMaterialType(params.type)) return unavailable("file");
  const material = await getActiveMaterial(params.type);
  if (!material) return unavailable(LABELS[params.type]);
  if (material.fileUrl) {
    const url = new URL(material.fileUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return unavailable(LABELS[params.type]);
    return new Response(null, { status: 302, headers: { Location: url.href } });
  }
  const object = material.r2Key ? await bindings().FILES.get(material.r2Key) : null;
  if (!object) return unavailable(LABELS[params.type]);
  return new Response(object.body, {
    headers: {
      "Content-Type": material.contentType ?? "application/octet-stream",
      "Content-Disposition": attachment(material.fileName),
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=0, s-maxage=60",
    },
  });
}

export const action = methodNotAllowed;
