// GET /media/blog/{name}: an uploaded blog image, streamed from R2. The name never changes meaning (a new upload
// gets a new one), so browsers and CDNs may keep it for a year; no D1 read is needed to serve it.
import type { Route } from "./+types/blog.$name";
import { bindings } from "~/platform/env.server";
import { mediaObject } from "~/models/blog-images.server";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = mediaObject(params.name);
  if (!found) return notFound();
  const object = await bindings().FILES.get(found.key);
  if (!object) return notFound();
  const headers = {
    // The type we checked on upload, never one inferred from the name a browser sent.
    "Content-Type": found.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  };
  if (request.headers.get("If-None-Match") === object.httpEtag) {
    object.body.cancel().catch(() => undefined);
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
}
