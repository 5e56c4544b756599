// GET /api/download/{brochure|pitch-deck}: the active file, streamed from R2 as an attachment (or a redirect
// to its external link); a friendly page when there is none.
import type { Route } from "./+types/download.$type";
import { methodNotAllowed } from "~/server/api.server";
import { materialFileResponse } from "~/platform/files.server";
import { site } from "~/platform/site";
import { getActiveMaterial } from "~/models/marketing-materials.server";
import { isMaterialType } from "~/schemas/vocabulary";

const LABELS = { brochure: "brochure", "pitch-deck": "pitch deck" } as const;

function unavailable(label: string) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not available | ${site.name}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;background:#effaf8;color:#0f1f1e;display:grid;place-items:center;min-height:100vh">
<main style="max-width:32rem;padding:2rem;text-align:center"><h1 style="font-size:1.75rem">Our ${label} is not available right now</h1>
<p style="color:#475569;line-height:1.6">We are updating it. Write to us at <a href="mailto:${site.email}" style="color:#1b605a">${site.email}</a> and we will send it to you directly.</p>
<p><a href="/contact" style="display:inline-block;margin-top:1rem;background:#1b605a;color:#fff;padding:.65rem 1.25rem;border-radius:.375rem;text-decoration:none;font-weight:600">Back to Contact</a></p></main></body></html>`;
  return new Response(page, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

export async function loader({ params }: Route.LoaderArgs) {
  if (!isMaterialType(params.type)) return unavailable("file");
  const material = await getActiveMaterial(params.type);
  const file =
    material &&
    (await materialFileResponse(material, {
      disposition: "attachment",
      cacheControl: "public, max-age=0, s-maxage=60",
    }));
  return file ?? unavailable(LABELS[params.type]);
}

export const action = methodNotAllowed;
