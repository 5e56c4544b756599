// The post editor's side jobs as hooks: image uploads and deletions through /api/blog-images, the preview rendered
// by the server shortly after typing stops, and the guard against leaving with unsaved work.
import { useEffect, useRef, useState } from "react";
import { href, useBlocker, useFetcher, useRevalidator } from "react-router";
import { PREVIEW_MS, type MediaImage } from "~/routes/admin/blog/editor-values";

export type UploadResult = { url: string; width: number; height: number };

/** The JSON body of an /api answer; null when the answer is not JSON (a proxy's error page, a dropped connection). */
async function jsonBody<T>(res: Response): Promise<T | null> {
  return res.headers.get("content-type")?.includes("application/json") ? ((await res.json()) as T) : null;
}

export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch("/api/blog-images", { method: "POST", body: form });
  const body = await jsonBody<{ message?: string } & Partial<UploadResult>>(res);
  if (res.status === 401) throw new Error("Your session has expired. Sign in again to upload images.");
  if (!res.ok || !body?.url) throw new Error(body?.message ?? "The image could not be uploaded. Please try again.");
  return body as UploadResult;
}

export const altFromName = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .replace(/[[\]]/g, "")
    .trim() || "Image";

/** Uploads (one at a time, counted while under way) and deletions of the post's images, and the last failure. */
export function useImageUploads() {
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[], place: (result: UploadResult, file: File) => void) => {
    setError(null);
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        place(await uploadImage(file), file);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    await revalidator.revalidate();
  };

  const remove = async (image: MediaImage) => {
    setError(null);
    const res = await fetch(href("/api/blog-images/:id", { id: String(image.id) }), { method: "DELETE" });
    if (!res.ok) {
      const body = await jsonBody<{ message?: string }>(res);
      setError(body?.message ?? "The image could not be deleted.");
    }
    await revalidator.revalidate();
  };

  return { uploading, error, upload, remove };
}

/**
 * The preview, rendered by the server's own Markdown renderer shortly after typing stops; until the first change it
 * is the one the loader rendered.
 */
export function usePreview(content: string, initial: { content: string; html: string }): string {
  const preview = useFetcher<{ html: string }>();
  const previewed = useRef(initial.content);
  useEffect(() => {
    if (content === previewed.current) return;
    previewed.current = content;
    const timer = setTimeout(
      () => void preview.submit({ content }, { method: "post", action: "/admin/blog/preview" }),
      PREVIEW_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-render only when the text changes
  }, [content]);
  return preview.data?.html ?? initial.html;
}

/**
 * Leaving with unsaved changes: the browser's own prompt for a reload or a closed tab, and a blocker for links in the
 * app (the editor shows its dialog while it is "blocked"). `leaving` marks a navigation the editor started itself.
 */
export function useLeaveGuard(dirty: boolean, leaving: { current: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, leaving]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // An expired session sends the editor to sign in; the text waits in this browser.
      nextLocation.pathname !== "/admin/login",
  );
}
