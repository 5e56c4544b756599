// Stored files: streaming a material's file (from R2, or a redirect to its link) for the public download and
// the admins' preview, with one rule for the headers a file name may reach.
import { bindings } from "~/platform/env.server";
import { HIDDEN_CHARACTERS_GLOBAL, HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/platform/hidden-characters";
import { HttpError } from "~/platform/errors.server";
import { logError } from "~/platform/request-telemetry.server";

/** Where a file is (an R2 key or an outside link) and what it is called: a material, a CV. */
export type StoredFile = {
  fileUrl: string | null;
  r2Key: string | null;
  contentType: string | null;
  fileName: string;
};

/** A Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 original. */
export function contentDisposition(kind: "attachment" | "inline", fileName: string): string {
  // Hidden characters are refused on the way in; any left in an older row are dropped, so no file arrives disguised.
  const name = fileName.replace(HIDDEN_CHARACTERS_GLOBAL, "");
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The material's file as a response: a redirect to an http(s) link, or the R2 object streamed with its type,
 * size and name; null when there is nothing to send (an unsafe link, or an object that is gone).
 */
export async function materialFileResponse(
  material: StoredFile,
  { disposition, cacheControl }: { disposition: "attachment" | "inline"; cacheControl: string },
): Promise<Response | null> {
  if (material.fileUrl) {
    const url = URL.parse(material.fileUrl);
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
    return new Response(null, { status: 302, headers: { Location: url.href } });
  }
  const object = material.r2Key ? await bindings().FILES.get(material.r2Key) : null;
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": material.contentType ?? "application/octet-stream",
      "Content-Disposition": contentDisposition(disposition, material.fileName),
      "Content-Length": String(object.size),
      "Cache-Control": cacheControl,
    },
  });
}

/**
 * An uploaded file's content type once its size, name, declared type and first bytes all pass `accepts`
 * (which names the canonical type, or null); otherwise a 413 or 415 with the given messages.
 */
export async function checkFile(
  file: File,
  {
    maxBytes,
    tooLarge,
    unsupported,
    accepts,
  }: {
    maxBytes: number;
    tooLarge: string;
    unsupported: string;
    accepts: (name: string, declaredType: string, head: Uint8Array) => string | null;
  },
): Promise<string> {
  if (file.size > maxBytes) throw new HttpError(413, tooLarge);
  // The name is shown in the back office and sent back in Content-Disposition: no disguised extensions.
  if (!visibleText(file.name)) throw new HttpError(400, HIDDEN_CHARACTERS_MESSAGE);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const contentType = file.size > 0 ? accepts(file.name, file.type, head) : null;
  if (!contentType) throw new HttpError(415, unsupported);
  return contentType;
}

/** Streams the file to a new private R2 object under a server-made key (`prefix/uuid`) and returns the key. */
export async function putFile(prefix: string, file: File, contentType: string): Promise<string> {
  const key = `${prefix}/${crypto.randomUUID()}`;
  await bindings().FILES.put(key, file.stream(), { httpMetadata: { contentType } });
  return key;
}

/** Deletes an object; a failure is logged, since the row that named it is already gone or never written. */
export async function removeFile(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await bindings().FILES.delete(key);
  } catch (error) {
    logError(error, { what: "could not delete R2 object", key });
  }
}

/**
 * A private uploaded file (a CV) for staff: always a download (never rendered inline in the back office's origin),
 * never cached anywhere, its type the one checked at upload (octet-stream if none was kept, so nothing is sniffed).
 * 404 when there is no such object.
 */
export async function privateDownload(
  file: { key: string | null; name: string | null; contentType: string | null } | null,
): Promise<Response> {
  const object = file?.key ? await bindings().FILES.get(file.key) : null;
  if (!file || !object)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": file.contentType ?? "application/octet-stream",
      "Content-Disposition": contentDisposition("attachment", file.name ?? "cv"),
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
