// GET /api/download/{brochure|pitch-deck}: the active file, streamed from R2 as an attachment (or a redirect
// to its external link); a friendly page when there is none, in the language the linking page was in (`?lang=`).
import type { Route } from "./+types/download.$type";
import { apiRoute } from "~/server/api.server";
import { materialFileResponse } from "~/platform/files.server";
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import { languageOfQuery, localizedPath, type Language } from "~/i18n/languages";
import { getActiveMaterial } from "~/models/marketing-materials.server";
import { isMaterialType, type MaterialType } from "~/schemas/vocabulary";

export { loader, action };

function unavailable(type: MaterialType | "file", language: Language) {
  const t = catalogue(language).contact.materials.unavailable;
  const email = `<a href="mailto:${site.email}" style="color:#1b605a">${site.email}</a>`;
  const page = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} | ${site.name}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;background:#effaf8;color:#0f1f1e;display:grid;place-items:center;min-height:100vh">
<main style="max-width:32rem;padding:2rem;text-align:center"><h1 style="font-size:1.75rem">${escapeHtml(t.headings[type])}</h1>
<p style="color:#475569;line-height:1.6">${fill(escapeHtml(t.text), { email })}</p>
<p><a href="${localizedPath(language, "/contact")}" style="display:inline-block;margin-top:1rem;background:#1b605a;color:#fff;padding:.65rem 1.25rem;border-radius:.375rem;text-decoration:none;font-weight:600">${escapeHtml(t.back)}</a></p></main></body></html>`;
  return new Response(page, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** The active file, or the friendly page. */
async function download({ params, request }: Route.LoaderArgs) {
  const language = languageOfQuery(new URL(request.url).searchParams.get("lang"));
  if (!isMaterialType(params.type)) return unavailable("file", language);
  const material = await getActiveMaterial(params.type);
  const file =
    material &&
    (await materialFileResponse(material, {
      disposition: "attachment",
      cacheControl: "public, max-age=0, s-maxage=60",
    }));
  return file ?? unavailable(params.type, language);
}

const { loader, action } = apiRoute<Route.LoaderArgs>({ GET: download });
